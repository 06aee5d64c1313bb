// Isle of Skye (アイルオブスカイ): each clan chieftain builds a territory of
// landscape tiles around a castle. A round is: price the three tiles drawn in
// secret (mark one to discard, set a price on the others), buy one tile from
// another player or pass, lay the tiles acquired; then the round's scoring
// tiles score. The board draws every territory, the market, the round track
// and the scoring tiles, and turns clicks into the snapshot's legal actions.
import { h, replace, type Child } from "../dom";
import { list } from "../i18n";
import { swatch } from "../seats";
import { buildControls } from "./skye-build";
import { drawTerritory, type Spot } from "./skye-map";
import { market, offerPrice, pricingScreen, purse } from "./skye-market";
import { finalScoring, roundTrack, scoringTiles } from "./skye-score";
import { tileIcon } from "./skye-art";
import { TileChoice } from "./tilehand";
import { tileName, tx } from "./skye-text";
import { decode, kinds, plainTurn, turnTile, type Move, type Player, type View } from "./skye-view";
import type { Board, BoardInput, GameRenderer, SeatStat } from "./types";

function board(): Board {
  const step = h("p", { class: "step" });
  const top = h("div"); // the final breakdown, once over
  const controls = h("div", { class: "skye-controls" });
  const mineHead = h("h3", { class: "skye-mine-head" });
  const scroller = h("div", { class: "skye-scroll" }); // kept, so that a panned territory stays panned
  const legend = h("p", { class: "hint skye-legend" });
  const mine = h("section", { class: "skye-mine", "data-testid": "territory-mine" }, mineHead, scroller, legend);
  const side = h("div", { class: "skye-side" });
  const others = h("div", { class: "skye-others" });
  // The territory first: the prompt and the controls, which come and go with
  // the step, stand beside it (below it on a phone) and never move it.
  const el = h(
    "div",
    { class: "skye" },
    top,
    h("div", { class: "skye-main" }, h("div", { class: "skye-play" }, mine), h("div", { class: "skye-column" }, step, controls, side)),
    others,
  );
  let round = 0; // the round the prices being chosen belong to
  const chosen = new Map<number, number>(); // tile id: the price being chosen
  let centred = "";
  let last: BoardInput | null = null;
  const redraw = (): void => {
    if (last) update(last);
  };
  const laying = new TileChoice(el, redraw); // the tile chosen to lay, and its turn

  function update(input: BoardInput): void {
    last = input;
    const v = input.view as View;
    const me = v.players[input.viewer];
    const busy = input.busy;
    const moves = input.legal.map(decode);
    if (v.round !== round) {
      round = v.round;
      chosen.clear();
    }

    let panel: Child = null;
    let spots: Spot[] = [];
    laying.rotatable = false;
    if (v.phase === "price" && me) {
      panel = pricingScreen({
        me,
        moves: moves.filter((m) => m.kind === kinds.discard || m.kind === kinds.price),
        busy,
        chosen,
        choose(tile, gold) {
          chosen.set(tile, gold);
          redraw();
        },
        send: input.send,
      });
    }
    if (v.phase === "buy") {
      panel = market({ view: v, viewer: input.viewer, names: input.names, moves: moves.filter((m) => m.kind === kinds.buy || m.kind === kinds.pass), busy, send: input.send });
    }
    const places = moves.filter((m) => m.kind === kinds.place);
    if (v.phase === "build" && me && places.length > 0) {
      // The chosen tile's places for its turn (or the same look's smaller turn).
      laying.rotatable = !busy;
      const plain = (id: number, turn: number): number => {
        const printed = me.pending.find((x) => x.tile === id);
        return printed ? plainTurn(printed, turn) : turn;
      };
      const fitting = laying.fitting(places, plain);
      const tile = me.pending.find((x) => x.tile === laying.selected);
      if (tile && !busy) spots = fitting.map((p) => ({ move: p, ghost: { ...turnTile(tile, laying.turn), x: p.x, y: p.y } }));
      panel = buildControls({
        pending: me.pending,
        fits: new Set(places.map((p) => p.tile)),
        selected: laying.selected,
        quarters: laying.turn,
        spots: fitting.length,
        busy,
        select(id) {
          laying.choose(id, places, plain);
          redraw();
        },
        rotate: (by) => laying.rotate(by),
      });
    }
    if (v.phase === "build" && me && me.sent_back.length > 0) {
      panel = [panel, h("p", { class: "hint warn" }, tx("sent_back", me.sent_back.join(", ")))];
    }

    replace(step, explain(v, input.viewer, moves, input.names));
    replace(top, v.phase === "over" && finalScoring(v, input.names));
    replace(controls, panel);
    mine.hidden = !me;
    if (me) {
      replace(mineHead, swatch(me.seat), tx("your_territory"), " ", status(v, me));
      const map = drawTerritory({ tiles: me.territory, areas: me.areas, spots, label: tx("your_territory"), seat: me.seat, send: input.send });
      replace(scroller, map);
      legend.textContent = tx("road_joined");
      // A territory larger than its frame (a phone's) opens centred; the player pans from there.
      const size = `${map.getAttribute("viewBox")} ${scroller.scrollWidth} ${scroller.scrollHeight}`;
      if (size !== centred && el.isConnected) {
        centred = size;
        scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
        scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
      }
    }
    replace(side, roundTrack(v, input.names), scoringTiles(v, input.names), me && v.phase !== "over" && income(me));
    replace(
      others,
      v.players.filter((p) => p.seat !== input.viewer).map((p) => playerCard(v, p, input.names)),
    );
  }
  return { el, update };
}

/** status says where a player is in the round: pricing, buying, laying tiles, done. */
function status(v: View, p: Player): HTMLElement | null {
  if (v.phase === "over" || (v.phase === "buy" && v.buying !== p.seat)) return null;
  const busy = v.phase === "buy" || p.deciding;
  const word = !busy ? "done" : v.phase === "price" ? "pricing" : v.phase === "buy" ? "buying" : "laying";
  return h("span", { class: `badge ${busy ? "skye-deciding" : "skye-done"}`, "data-testid": `status-${p.seat}` }, tx(word));
}

/** income shows the viewer's income this round and the next. */
function income(me: Player): HTMLElement {
  return h("p", { class: "hint skye-income" }, tx("income", me.income, me.next_income));
}

/** playerCard is another player's side of the table: gold, VP, where they are, their tiles on offer or to lay, their territory. */
function playerCard(v: View, p: Player, names: string[]): HTMLElement {
  const name = names[p.seat] ?? "";
  const tiles = v.phase === "build" ? p.pending : v.phase === "price" || v.phase === "buy" ? p.offers.map((o) => o.tile) : [];
  return h(
    "section",
    { class: "skye-player", "data-testid": `player-${p.seat}` },
    h(
      "div",
      { class: "skye-player-head" },
      swatch(p.seat),
      h("b", {}, name),
      status(v, p),
      h("span", { class: "skye-player-figures" }, h("span", {}, tx("vp"), " ", h("b", {}, p.final?.total ?? p.vp)), purse(p.gold)),
    ),
    tiles.length > 0 &&
      h(
        "div",
        { class: "skye-small-offers" },
        v.phase === "build"
          ? tiles.map((t) => h("span", { class: "skye-small-offer", title: tileName(t) }, tileIcon(t)))
          : p.offers.map((o) => h("span", { class: "skye-small-offer", title: tileName(o.tile) }, tileIcon(o.tile), offerPrice(o, names))),
      ),
    drawTerritory({ tiles: p.territory, areas: p.areas, spots: [], label: tx("territory", name), seat: p.seat, send: () => {} }),
  );
}

/** explain says in words what the step asks, and of whom. */
function explain(v: View, me: number, moves: Move[], names: string[]): string {
  const others = list(v.to_move.filter((s) => s !== me).map((s) => names[s] ?? ""));
  switch (v.phase) {
    case "over":
      return tx("over");
    case "price":
      if (moves.some((m) => m.kind === kinds.discard)) return tx("price_mark");
      if (moves.some((m) => m.kind === kinds.price)) return tx("price_set");
      return me >= 0 ? tx("price_done", others) : tx("price_watch");
    case "buy":
      return moves.length > 0 ? tx("buy_yours") : tx("buy_other", names[v.buying] ?? "");
    case "build":
      if (moves.length > 0) return tx("build_yours");
      return me >= 0 ? tx("build_done", others) : tx("build_watch", others);
  }
}

function seatStats(view: unknown, seat: number): SeatStat[] {
  const v = view as View;
  const p = v.players[seat];
  if (!p) return [];
  const stats: SeatStat[] = [
    { label: tx("vp"), value: p.final?.total ?? p.vp },
    { label: tx("gold"), value: p.gold },
    { label: tx("tiles"), value: p.territory.length - 1 },
  ];
  if (v.phase === "price" || v.phase === "build") stats.push({ label: tx("status"), value: tx(!p.deciding ? "done" : v.phase === "price" ? "pricing" : "laying") });
  return stats;
}

/** skye draws Isle of Skye. */
export const skye: GameRenderer = { board, seatStats };
