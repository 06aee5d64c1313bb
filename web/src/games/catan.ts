// Catan (カタン): settle an island of hexes, roll for its resources, trade
// and build roads, settlements and cities toward 10 victory points. The
// board draws the island, the pieces and the robber, and lights the places
// the viewer may build on; the controls roll, buy and end the turn and ask
// for the choices off the board; the panels show the hand, the development
// cards, the bank's trades, the bank and the building costs.
import { button, h, replace } from "../dom";
import { list } from "../i18n";
import { controls, type Dialog } from "./catan-controls";
import { geometry } from "./catan-geometry";
import { drawMap, pieceKeys } from "./catan-map";
import { bankPanel, costsPanel, devPanel, handPanel, tradePanel } from "./catan-panels";
import { tx } from "./catan-text";
import { decode, kinds, type Move, type View } from "./catan-view";
import type { Board, BoardInput, GameRenderer, SeatStat } from "./types";

const onBoard: number[] = [kinds.settle, kinds.road, kinds.city, kinds.robber];

function board(): Board {
  const step = h("p", { class: "step", "data-testid": "step" });
  const controlBox = h("div");
  const scroller = h("div", { class: "cat-scroll" }); // kept, so that a panned board stays panned
  const tools = h("div", { class: "cat-tools" });
  const side = h("div", { class: "cat-side" });
  const el = h("div", { class: "cat" }, step, h("div", { class: "cat-main" }, h("div", { class: "cat-play" }, controlBox, scroller, tools), side));
  let seq = -1;
  let give = -1; // the resource picked to give the bank
  let dialog: Dialog = "";
  let first = -1; // year of plenty's first resource
  let numbers = false;
  let centred = "";
  let shown: Set<string> | null = null; // the pieces on the board at the last event
  let fresh = new Set<string>(); // those placed or moved by it
  let last: BoardInput | null = null;
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
      dialog = "";
      first = -1;
      const pieces = pieceKeys(v);
      fresh = new Set(shown ? pieces.filter((k) => !shown!.has(k)) : []);
      shown = new Set(pieces);
    }
    const busy = input.busy;
    const moves = input.legal.map(decode);
    const geo = geometry(v.hexes);

    replace(step, explain(v, input.viewer, moves, input.names), v.step !== "over" && h("span", { class: "cat-goal" }, " ", tx("goal", v.goal)));
    replace(
      controlBox,
      (moves.length > 0 || v.dice.length > 0) &&
        controls({
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
        }),
    );
    const map = drawMap({ view: v, geo, moves: busy ? [] : moves.filter((m) => onBoard.includes(m.kind)), numbers, fresh, send: input.send });
    replace(scroller, map);
    // A board wider than the screen (a phone's, while choosing on it) opens centred; the player pans from there.
    const size = `${map.getAttribute("class")} ${scroller.scrollWidth}`;
    if (size !== centred && el.isConnected) {
      centred = size;
      scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
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
      side,
      handPanel(v),
      devPanel({
        view: v,
        moves,
        busy,
        send: input.send,
        choose(d) {
          open(d);
          controlBox.scrollIntoView({ block: "nearest" });
        },
      }),
      tradePanel({
        view: v,
        trades: moves.filter((m) => m.kind === kinds.trade),
        give,
        busy,
        pick(r) {
          give = r;
          redraw();
        },
        send: input.send,
      }),
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
      return mine ? tx("setup_road_yours") : tx("setup_other", mover);
    case "roll":
      return mine ? tx("roll_yours") : tx("roll_other", mover);
    case "discard": {
      const owed = v.players[me]?.to_discard ?? 0;
      if (mine && owed > 0) return tx("discard_yours", owed);
      const others = v.players.filter((p) => (p.to_discard ?? 0) > 0 && p.seat !== me).map((p) => `${names[p.seat] ?? ""} (${p.to_discard})`);
      return tx("discard_wait", list(others));
    }
    case "robber":
      return mine ? tx("robber_yours") : tx("robber_other", mover);
    case "steal":
      return mine ? tx("steal_yours") : tx("steal_other", mover);
    case "main":
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
  if (v.longest_road === seat) stats.push({ label: "★", value: tx("longest_road") });
  if (v.largest_army === seat) stats.push({ label: "★", value: tx("largest_army") });
  if ((p.to_discard ?? 0) > 0) stats.push({ label: tx("to_discard"), value: p.to_discard ?? 0 });
  return stats;
}

/** catan draws Catan. */
export const catan: GameRenderer = { board, seatStats };
