// Merchants of Sky Islands (空島の商人): sky-island tiles laid on a square
// grid, airships bringing cubes, trading houses in seat colours. A turn is:
// lay a tile (pick it from the hand, turn it, tap a glowing spot), build
// (pick a building, tap a marked island), trade, give back cubes down to three.
import { h, replace, scrolling, type Child } from "../dom";
import { t, type Key } from "../i18n";
import { handLook } from "./skymerchants-art";
import { buildControls, buildKinds } from "./skymerchants-build";
import { infoPanel, returnControls, tradeControls } from "./skymerchants-cubes";
import { connect } from "./skymerchants-islands";
import { drawMap, type BuildSpot, type SkyMap, type Spot } from "./skymerchants-map";
import { discardControls, handControls } from "./skymerchants-place";
import { finalScoring } from "./skymerchants-score";
import { decode, kinds, plainTurn, type Move, type View } from "./skymerchants-view";
import { TileChoice } from "./tilehand";
import type { Board, BoardInput, GameRenderer, SeatStat } from "./types";

function board(): Board {
  const step = h("p", { class: "step" });
  const scroller = h("div", { class: "sky-scroll" }); // kept, so that a panned board stays panned
  const side = h("div", { class: "sky-side" });
  // The board first: the prompt and the controls, which come and go with
  // the step, stand beside it (below it on a phone) and never move it.
  const el = h("div", { class: "sky" }, h("div", { class: "sky-main" }, scroller, side));
  let seq = -1;
  let kind = 0; // the building chosen
  let picked = ""; // "x,y": a tile with several islands to build on, being chosen between
  let pinned: number | null = null; // the island kept lit in the final scoring
  let centred = ""; // the board's size and width when its scroll was last centred
  let last: BoardInput | null = null;
  const redraw = (): void => {
    if (last) update(last);
  };
  const laying = new TileChoice(el, redraw); // the hand tile chosen to lay, and its turn

  function update(input: BoardInput): void {
    last = input;
    if (input.seq !== seq) {
      seq = input.seq;
      laying.reset();
      [kind, picked] = [0, ""];
    }
    const v = input.view as View;
    const me = input.viewer;
    const busy = input.busy;
    const moves = input.legal.map(decode);
    const of = (...ks: number[]): Move[] => moves.filter((m) => ks.includes(m.kind));
    const islands = connect(v.tiles);

    let controls: Child = null;
    let spots: Spot[] = [];
    let builds: BuildSpot[] = [];

    // Laying a tile: the chosen tile's places for its turn (or the same shape's smaller turn).
    const places = of(kinds.place);
    laying.rotatable = places.length > 0 && !busy;
    if (places.length > 0) {
      const plain = (id: number, turn: number): number => plainTurn(v.hand.find((x) => x.tile === id)?.parts ?? [], turn);
      const fitting = laying.fitting(places, plain);
      const tile = v.hand.find((x) => x.tile === laying.selected);
      const q = plain(laying.selected, laying.turn);
      if (tile && !busy) spots = fitting.map((p) => ({ x: p.x, y: p.y, move: p, ghost: handLook(tile, q) }));
      controls = handControls({
        hand: v.hand,
        places,
        selected: laying.selected,
        quarters: q,
        spots: fitting.length,
        busy,
        select(id) {
          laying.choose(id, places, plain);
          redraw();
        },
        rotate: (by) => laying.rotate(by),
      });
    }
    const discards = of(kinds.discard);
    if (discards.length > 0) {
      controls = discardControls(v.hand, discards, busy, input.send);
    }

    // Building: the chosen building's places, a tile with several islands asking which.
    const doneBuilding = of(kinds.doneBuilding)[0];
    if (doneBuilding) {
      const possible = of(...buildKinds);
      if (!possible.some((m) => m.kind === kind)) kind = buildKinds.find((k) => possible.some((m) => m.kind === k)) ?? kinds.house;
      const byTile = new Map<string, BuildSpot>();
      for (const m of possible.filter((m) => m.kind === kind)) {
        const key = `${m.x},${m.y}`;
        const spot = byTile.get(key) ?? { x: m.x, y: m.y, moves: [] };
        spot.moves.push(m);
        byTile.set(key, spot);
      }
      if ((byTile.get(picked)?.moves.length ?? 0) < 2) picked = "";
      if (!busy) builds = [...byTile.values()];
      controls = buildControls({
        view: v,
        viewer: me,
        moves: possible,
        kind,
        picked: v.tiles.find((x) => `${x.x},${x.y}` === picked),
        done: doneBuilding,
        busy,
        choose(k) {
          [kind, picked] = [k, ""];
          redraw();
          scroller.scrollIntoView({ block: "nearest", behavior: scrolling() }); // where its marks are
        },
        unpick() {
          picked = "";
          redraw();
        },
        send: input.send,
      });
    }

    // Trading, then giving back.
    const doneTrading = of(kinds.doneTrading)[0];
    if (doneTrading) controls = tradeControls(of(kinds.trade), doneTrading, busy, input.send);
    const returns = of(kinds.giveBack);
    if (returns.length > 0) controls = returnControls(returns, busy, input.send);

    const map: SkyMap = drawMap({
      view: v,
      islands,
      viewer: me,
      spots,
      builds,
      picked,
      send: input.send,
      pick(x, y) {
        picked = `${x},${y}`;
        redraw();
      },
    });
    map.light(v.step === "over" ? pinned : null);
    replace(step, explain(v, me, moves, input.names));
    replace(scroller, map.svg);
    replace(
      side,
      step,
      controls,
      v.step === "over" &&
        finalScoring({
          view: v,
          names: input.names,
          pinned,
          light: (n) => map.light(n),
          pin(n) {
            pinned = n;
            redraw();
          },
        }),
      v.step !== "over" && infoPanel(v, me, input.names),
    );
    // A board larger than its frame (a phone's) opens centred; the player pans from there.
    const size = `${map.svg.getAttribute("viewBox")} ${scroller.scrollWidth} ${scroller.scrollHeight}`;
    if (size !== centred && el.isConnected) {
      centred = size;
      scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
    }
  }
  return { el, update };
}

/** explain says in words what the step asks, and of whom. */
function explain(v: View, me: number, moves: Move[], names: string[]): string {
  if (v.step === "over") return t("sky_over");
  if (moves.length === 0 || v.to_move !== me) return t(`sky_waiting_${v.step}` as Key, names[v.to_move] ?? "");
  switch (v.step) {
    case "place":
      return moves.some((m) => m.kind === kinds.discard) ? t("sky_discard_yours") : t("sky_place_yours");
    case "build":
      return t("sky_build_yours");
    case "trade":
      return t("sky_trade_yours");
    case "return":
      return t("sky_return_yours", (v.cubes[me] ?? []).reduce((a, b) => a + b, 0) - 3);
  }
}

function seatStats(view: unknown, seat: number): SeatStat[] {
  const v = view as View;
  return [
    { label: t("sky_vp"), value: v.score[seat] ?? 0 },
    { label: t("sky_cubes"), value: (v.cubes[seat] ?? []).map((n, c) => t(`sky_cube_short_${c}` as Key) + n).join(" ") },
    { label: t("sky_houses"), value: v.houses[seat] ?? 0 },
    { label: t("sky_tiles"), value: v.hand_size[seat] ?? 0 },
  ];
}

/** skymerchants draws Merchants of Sky Islands. */
export const skymerchants: GameRenderer = { board, seatStats };
