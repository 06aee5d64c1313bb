// Catan (カタン): settle an island of hexes, roll for its resources, trade
// and build roads, settlements and cities toward 10 victory points. The
// board draws the island, the pieces and the robber, and lights the places
// the viewer may build on; the controls under the step's prompt, beside the
// board (below it on a phone), roll, buy, trade and end the turn; the
// choices off the board (a trade, a discard, whom to rob) and notices open
// on a sheet over the board, so that the board never moves under the
// pointer; the panels show the terrains' key, the hand, the development
// cards, the bank and the building costs.
import { button, h, replace } from "../dom";
import { list } from "../i18n";
import { choices, controls, dice, type ControlsInput, type Dialog } from "./catan-controls";
import { geometry } from "./catan-geometry";
import { drawMap, fitTargets, pieceKeys, type Picks } from "./catan-map";
import { bankPanel, costsPanel, devPanel, handPanel, terrainKey, tradePanel } from "./catan-panels";
import { tx } from "./catan-text";
import { newComposer, tradeDialog, type Composer } from "./catan-trade";
import { buyPanel, goldChooser, heldPanel, selection, stolenNote, supplyPanel, tray } from "./catan-unknown";
import { decode, kinds, type Move, type View } from "./catan-view";
import type { Board, BoardInput, GameRenderer, SeatStat } from "./types";

/** The moves made by a click on the board. */
const onBoard: number[] = [
  kinds.settle,
  kinds.road,
  kinds.city,
  kinds.robber,
  kinds.ship,
  kinds.moveShip,
  kinds.pirate,
  kinds.orient,
  kinds.buyHarbour,
  kinds.placeTile,
  kinds.placeHarbour,
  kinds.placeChip,
  kinds.startPay,
];

const noPicks = (): Picks => ({ tile: -1, chip: 0, shipFrom: -1, buy: null });

function board(): Board {
  const step = h("p", { class: "step", "data-testid": "step" });
  const diceBox = h("div", { class: "cat-dice-box" }); // in the prompt's corner
  const controlBox = h("div");
  // The sheet over the board: the choices off the board and the notices.
  // It opens over the board rather than above it, which would push it down.
  const sheet = h("div", { class: "cat-sheet", "data-testid": "sheet" });
  const scroller = h("div", { class: "cat-scroll" }); // kept, so that a panned board stays panned
  const tools = h("div", { class: "cat-tools" });
  const panels = h("div", { class: "cat-panels" });
  const stage = h("div", { class: "cat-stage" }, sheet, scroller);
  const prompt = h("div", { class: "cat-prompt" }, diceBox, step, controlBox);
  // The board comes first and never moves: the prompt and its controls,
  // which come and go with the step, stand beside it (below it on a phone).
  const el = h(
    "div",
    { class: "cat" },
    h("div", { class: "cat-main" }, h("div", { class: "cat-play" }, stage, tools), h("div", { class: "cat-side" }, prompt, panels)),
  );
  // The sheet lies over the board, beside the prompt; where the prompt is
  // below the board (a narrow board: a phone's), it opens under the prompt.
  const placeSheet = (): void => {
    const narrow = el.clientWidth > 0 && el.clientWidth < 720;
    if (narrow && sheet.previousElementSibling !== prompt) prompt.after(sheet);
    if (!narrow && sheet.parentElement !== stage) stage.prepend(sheet);
  };
  window.addEventListener("resize", placeSheet);
  let seq = -1;
  let give = -1; // the resource picked to give the bank
  let banking = false; // trading with the bank is open
  let dismissed = ""; // the theft whose notice the player closed
  let dialog: Dialog = "";
  let first = -1; // year of plenty's first resource
  let numbers = false;
  let centred = "";
  let shown: Set<string> | null = null; // the pieces on the board at the last event
  let fresh = new Set<string>(); // those placed or moved by it
  let last: BoardInput | null = null;
  let picks = noPicks(); // tiles, chips, a ship, a harbour to buy: chosen, not yet placed
  let pickTerrain = -1; // the terrain chosen in the selection phase
  let composer: Composer | null = null; // an offer (or counter-offer) being composed
  let queue: number[] = []; // the rest of a composed offer's actions, sent one after another
  let tradeError = "";
  let terrains = new Map<number, string>(); // each hex's terrain at the last event
  let flipped = new Set<number>(); // hexes turned face up by it
  const redraw = (): void => {
    if (last) update(last);
  };
  const open = (d: Dialog): void => {
    dialog = d;
    first = -1;
    redraw();
  };

  function update(input: BoardInput): void {
    last = input;
    const v = input.view as View;
    if (input.seq !== seq) {
      seq = input.seq;
      give = -1;
      banking = false;
      dialog = "";
      first = -1;
      const pieces = pieceKeys(v);
      fresh = new Set(shown ? pieces.filter((k) => !shown!.has(k)) : []);
      shown = new Set(pieces);
      flipped = new Set(v.hexes.filter((x) => terrains.get(x.hex) === "hidden" && x.terrain !== "hidden").map((x) => x.hex));
      terrains = new Map(v.hexes.map((x) => [x.hex, x.terrain]));
      picks = { ...noPicks(), tile: picks.tile, chip: picks.chip };
      pickTerrain = -1;
      if (queue.length === 0 && v.step !== "offer" && v.step !== "respond") composer = null;
    }
    el.classList.toggle("unknown", v.scenario === "unknown-island");
    el.dataset.step = v.step;
    const busy = input.busy;
    const moves = input.legal.map(decode);
    const geo = geometry(v.hexes, v.frame ?? []);
    // A composed offer goes one action at a time: the next once the last is applied.
    if (queue.length > 0 && !busy) {
      const next = queue[0]!;
      if (input.legal.some((c) => c.action === next)) {
        queue = queue.slice(1);
        queueMicrotask(() => {
          if (last === input) input.send(next);
        });
      } else {
        queue = [];
        tradeError = tx("sequence_failed");
      }
    }
    // Island building: the tile or chip to lay is one the viewer holds.
    const tiles = moves.filter((m) => m.kind === kinds.placeTile).map((m) => m.x);
    if (tiles.length > 0 && !tiles.includes(picks.tile)) picks.tile = Math.min(...tiles);
    const chips = moves.filter((m) => m.kind === kinds.placeChip).map((m) => m.x);
    if (chips.length > 0 && !chips.includes(picks.chip)) picks.chip = Math.min(...chips);
    const setPicks = (p: Partial<Picks>): void => {
      picks = { ...picks, ...p };
      redraw();
    };
    const onMap = busy ? [] : moves.filter((m) => onBoard.includes(m.kind));

    replace(diceBox, dice(v));
    replace(step, explain(v, input.viewer, moves, input.names), v.step !== "over" && h("span", { class: "cat-goal" }, " ", tx("goal", v.goal)));
    const trades = moves.filter((m) => m.kind === kinds.trade);
    const proposing = moves.some((m) => m.kind === kinds.propose);
    const c: ControlsInput = {
      view: v,
      moves,
      names: input.names,
      busy,
      dialog,
      first,
      send: input.send,
      open,
      pickFirst(r) {
        first = r;
        redraw();
      },
      propose: proposing
        ? () => {
            composer = composer ? null : newComposer(v, "offer");
            banking = false;
            tradeError = "";
            redraw();
          }
        : undefined,
      composing: proposing && composer?.mode === "offer",
      bank:
        trades.length > 0
          ? () => {
              banking = !banking;
              give = -1;
              if (composer?.mode === "offer" && proposing) composer = null;
              redraw();
            }
          : undefined,
      banking,
      extra: [
        selection({
          view: v,
          moves,
          busy,
          terrain: pickTerrain,
          pickTerrain(t) {
            pickTerrain = t;
            redraw();
          },
          send: input.send,
        }),
        tray({ view: v, moves, busy, picks, setTile: (t) => setPicks({ tile: t }), setChip: (n) => setPicks({ chip: n }) }),
        moves.some((m) => m.kind === kinds.moveShip) &&
          h("p", { class: "hint cat-move-hint", "data-testid": "move-hint" }, picks.shipFrom >= 0 ? tx("move_ship_to") : tx("move_ship_pick")),
      ],
    };
    replace(controlBox, moves.length > 0 && controls(c));
    const theft = v.stolen ? `${v.turn}:${v.stolen.thief}:${v.stolen.victim}:${v.stolen.resource}` : "";
    const stolen = theft !== dismissed ? stolenNote(v, input.names) : null;
    stolen?.append(
      button({ class: "cat-dismiss", "aria-label": tx("dismiss"), title: tx("dismiss"), "data-testid": "stolen-dismiss" }, "×", () => {
        dismissed = theft;
        redraw();
      }),
    );
    replace(
      sheet,
      stolen,
      banking &&
        tradePanel({
          view: v,
          trades,
          give,
          busy,
          pick(r) {
            give = r;
            redraw();
          },
          send: input.send,
          close() {
            banking = false;
            give = -1;
            redraw();
          },
        }),
      goldChooser(v, moves, busy, input.send),
      tradeDialog({
        view: v,
        moves,
        names: input.names,
        busy,
        composer,
        sending: queue.length > 0,
        error: tradeError,
        setComposer(c) {
          composer = c;
          tradeError = "";
          redraw();
        },
        sendAll(actions) {
          const [head, ...rest] = actions;
          if (head === undefined) return;
          queue = rest;
          tradeError = "";
          input.send(head);
        },
        send: input.send,
      }),
      choices(c),
    );
    const map = drawMap({
      view: v,
      geo,
      moves: onMap,
      picks,
      numbers,
      fresh,
      flipped,
      send: input.send,
      pickShip: (e) => setPicks({ shipFrom: e }),
    });
    replace(scroller, map);
    fitTargets(map);
    placeSheet();
    // A board wider than the screen (a phone's, while choosing on it) opens
    // centred on the viewer's own start island (The Unknown Island's, where
    // it lies at an edge), then at each event on the places lit for the
    // player (else on its middle); the player pans from there.
    const size = `${map.getAttribute("class")} ${scroller.scrollWidth} ${input.seq} ${picks.shipFrom}`;
    if (size !== centred && el.isConnected) {
      const opening = centred === "";
      centred = size;
      const box = scroller.getBoundingClientRect();
      const rects = (sel: string): DOMRect[] => [...map.querySelectorAll(sel)].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
      const home = opening ? rects(`.cat-island.cat-s${input.viewer}, [data-testid="start-${input.viewer}"]`) : [];
      const lit = home.length > 0 ? home : rects(".cat-spot");
      const middle =
        lit.length > 0
          ? (Math.min(...lit.map((r) => r.left)) + Math.max(...lit.map((r) => r.right))) / 2 - box.left + scroller.scrollLeft
          : scroller.scrollWidth / 2;
      scroller.scrollLeft = Math.max(0, Math.min(scroller.scrollWidth - scroller.clientWidth, middle - scroller.clientWidth / 2));
    }
    replace(
      tools,
      scroller.scrollWidth > scroller.clientWidth + 2 && h("span", { class: "hint", "data-testid": "pan-hint" }, tx("pan")),
      button({ class: "small cat-numbers-toggle", "aria-pressed": String(numbers), title: tx("numbers_help"), "data-testid": "numbers" }, tx("numbers"), () => {
        numbers = !numbers;
        redraw();
      }),
    );
    replace(
      panels,
      terrainKey(v),
      handPanel(v),
      devPanel({
        view: v,
        moves,
        busy,
        send: input.send,
        choose(d) {
          open(d);
          sheet.scrollIntoView({ block: "nearest" });
        },
      }),
      buyPanel({ view: v, moves, busy, buy: picks.buy, setBuy: (b) => setPicks({ buy: b }) }),
      heldPanel(v, input.names),
      supplyPanel(v),
      bankPanel(v),
      costsPanel(v),
    );
  }
  return { el, update };
}

/** explain says in words what the step asks, and of whom. */
function explain(v: View, me: number, moves: Move[], names: string[]): string {
  const mine = moves.length > 0;
  const mover = names[v.to_move[0] ?? v.current] ?? "";
  switch (v.step) {
    case "over":
      return tx("over");
    case "setup_settlement":
      return mine ? tx("setup_settlement_yours") : tx("setup_other", mover);
    case "setup_road":
      if (mine && moves.some((m) => m.kind === kinds.ship)) return tx("setup_road_or_ship");
      return mine ? tx("setup_road_yours") : tx("setup_other", mover);
    case "select":
      if (!mine) return tx("select_other", mover);
      return moves.some((m) => m.kind === kinds.pickHarbour) || v.options?.["harbours"] !== "buy" ? tx("select_yours") : tx("select_yours_buy");
    case "island":
      if (!mine) return tx("island_other", mover);
      if (moves.some((m) => m.kind === kinds.placeTile)) return tx("island_tile_yours");
      if (moves.some((m) => m.kind === kinds.placeHarbour)) return tx("island_harbour_yours");
      return tx("island_chip_yours");
    case "start_pay":
      return mine ? tx("start_pay_yours") : tx("start_pay_other", mover);
    case "gold":
      return mine ? tx("gold_yours", v.players[me]?.gold ?? 1) : tx("gold_other", list(v.to_move.map((s) => names[s] ?? "")));
    case "orient":
      return mine ? tx("orient_yours") : tx("orient_other", mover);
    case "offer":
      return mine ? tx("offer_yours") : tx("offer_other", mover);
    case "respond":
      return mine ? tx("respond_yours", names[v.current] ?? "") : tx("respond_wait");
    case "confirm":
      return mine ? tx("confirm_yours") : tx("confirm_other", mover);
    case "roll":
      return mine ? tx("roll_yours") : tx("roll_other", mover);
    case "discard": {
      const owed = v.players[me]?.to_discard ?? 0;
      if (mine && owed > 0) return tx("discard_yours", owed);
      const others = v.players.filter((p) => (p.to_discard ?? 0) > 0 && p.seat !== me).map((p) => `${names[p.seat] ?? ""} (${p.to_discard})`);
      return tx("discard_wait", list(others));
    }
    case "robber": {
      const pirate = moves.some((m) => m.kind === kinds.pirate);
      const robber = moves.some((m) => m.kind === kinds.robber);
      if (mine) return pirate && robber ? tx("robber_or_pirate_yours") : pirate ? tx("pirate_yours") : tx("robber_yours");
      return v.scenario === "unknown-island" ? tx("robber_or_pirate_other", mover) : tx("robber_other", mover);
    }
    case "steal":
      return mine ? tx("steal_yours") : tx("steal_other", mover);
    case "main":
      if (mine && v.scenario === "unknown-island") return tx("main_yours_sea");
      return mine ? tx("main_yours") : tx("main_other", mover);
    case "road_building":
      return mine ? tx("road_building_yours", v.free_roads ?? 0) : tx("road_building_other", mover);
    case "special_build":
      return mine ? tx("special_yours") : tx("special_other", mover);
  }
}

function seatStats(view: unknown, seat: number): SeatStat[] {
  const v = view as View;
  const p = v.players[seat];
  if (!p) return [];
  const stats: SeatStat[] = [
    { label: tx("vp"), value: p.vp },
    { label: tx("cards"), value: p.cards },
    { label: tx("dev_short"), value: p.devs },
    { label: tx("knights"), value: p.knights },
    { label: tx("road_length"), value: p.road_length },
  ];
  if (v.scenario === "unknown-island") stats.splice(3, 0, { label: tx("ships_n"), value: (p.ships ?? []).length });
  if (v.longest_road === seat) stats.push({ label: "★", value: tx("longest_road") });
  if (v.largest_army === seat) stats.push({ label: "★", value: tx("largest_army") });
  if ((p.to_discard ?? 0) > 0) stats.push({ label: tx("to_discard"), value: p.to_discard ?? 0 });
  return stats;
}

/** catan draws Catan. */
/** asked is what the viewer must do in another's turn: answer an offer, discard, take gold. */
function asked(view: unknown, viewer: number, names: string[]): string | null {
  const v = view as View;
  if (viewer === v.current) return null;
  switch (v.step) {
    case "respond":
      return tx("asked_respond", names[v.current] ?? "");
    case "discard":
      return tx("asked_discard", v.players[viewer]?.to_discard ?? 0);
    case "gold":
      return tx("asked_gold");
  }
  return null;
}

export const catan: GameRenderer = { board, seatStats, asked };
