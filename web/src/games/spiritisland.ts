// Spirit Island (スピリット・アイランド): the spirits together against the
// invaders. The board shows the island (lands lit where the viewer may
// choose one, pieces lit where a piece is chosen), the invader board and
// every spirit's panel, open to all; the prompt on top says who asks and
// what for, in the game's words (a power, a fear card, a cascade…), and how
// to answer here, with the answers beside it: whatever the
// rules offer that has no place on the island or the panels is a button in
// the bar under it, so that no game can get stuck. The prompt keeps one
// height whatever it says (what does not fit lies over the island), so that
// the island never moves between two taps. On a wide board the panels
// stand beside the island, which stays in view while one reads them.
import { button, h, replace, s, scrolling, type Child } from "../dom";
import { list, pick } from "../i18n";
import { answers } from "./spiritisland-answer";
import { actButton, type Acts } from "./spiritisland-cards";
import { blightArt, drawIsland, pieceArt, type Taps } from "./spiritisland-map";
import { invaderBoard, spiritPanel } from "./spiritisland-panels";
import { resolvingName, tracking, type Resolving } from "./spiritisland-resolving";
import { st, type SiKey } from "./spiritisland-text";
import { decode, kinds, landAt, type Move, type View } from "./spiritisland-view";
import { whoStrip } from "./spiritisland-who";
import { zoomLand } from "./spiritisland-zoom";
import type { Board, BoardInput, GameRenderer, SeatStat } from "./types";

/** The kinds of move whose y is a land to tap (a target or a selection only when x is not 1: a spirit, a card). */
const landKinds: number[] = [kinds.target, kinds.push, kinds.gather, kinds.presence, kinds.cascade, kinds.chooseLand, kinds.select];

/** onLand reports whether a move chooses the land its y numbers. */
function onLand(m: Move): boolean {
  return landKinds.includes(m.kind) && !((m.kind === kinds.target || m.kind === kinds.select) && m.x === 1);
}
/** The kinds of move that name a piece on the decision's land. */
const pieceKinds: number[] = [kinds.damage, kinds.destroy, kinds.remove];

/** The board's width from which the panels stand beside the island. */
const wideFrom = 760;

function board(): Board {
  const step = h("p", { class: "step", "data-testid": "step" });
  const bar = h("div", { class: "si-bar", "data-testid": "choices" });
  const answer = h("div", { class: "si-answer", "data-testid": "si-answer" });
  const topBox = h("div", { class: "si-topbox" }, step, bar);
  const who = h("div", { class: "si-whobox" });
  const mapBox = h("div", { class: "si-mapbox" });
  const zoomBox = h("div", { class: "si-zoombox" });
  const legendBox = h("div", { class: "si-legendbox" });
  const side = h("div", { class: "si-side" });
  const spirits = h("div", { class: "si-spirits" });
  const panels = h("div", { class: "si-panels" }, side, spirits);
  const el = h(
    "div",
    { class: "si" },
    h("div", { class: "si-top", "data-testid": "si-top" }, topBox),
    who,
    h("div", { class: "si-main" }, h("div", { class: "si-island", "data-testid": "si-island" }, mapBox, zoomBox, legendBox), panels),
  );
  let seq = -1;
  let picked = ""; // a land tapped that offers several moves, being chosen between
  let opened = ""; // on a small screen, the land tapped to see it large
  let folded = false; // on a small screen, the answers put away to see the island under them
  let resolving: Resolving | null = null;
  let last: BoardInput | null = null;
  let wide = false;
  const redraw = (): void => {
    if (last) update(last);
  };
  // The layout follows the board's own width, known once it is on the page.
  new ResizeObserver(() => {
    if (el.clientWidth >= wideFrom !== wide) redraw();
  }).observe(el);

  function update(input: BoardInput): void {
    last = input;
    const v = input.view as View;
    resolving = tracking(resolving, v, input.seq);
    if (input.seq !== seq) [seq, picked, opened, folded] = [input.seq, "", "", false];
    const compact = window.matchMedia("(max-width: 600px)").matches;
    wide = el.isConnected && el.clientWidth >= wideFrom;
    el.classList.toggle("wide", wide);
    const me = input.viewer;
    const moves = input.legal.map((c) => decode(c.action, c.text));
    const acts: Acts = { busy: input.busy, send: input.send, placed: new Set() };
    const mine = v.decisions.find((d) => d.seat === me);
    const power = resolvingName(v, resolving);

    // The island: lands and pieces to tap.
    const byLand = new Map<string, Move[]>();
    for (const m of moves) {
      if (!onLand(m)) continue;
      const name = landAt(v.boards, m.y);
      byLand.set(name, [...(byLand.get(name) ?? []), m]);
      acts.placed.add(m.code);
    }
    if (!byLand.has(picked)) picked = "";
    const taps: Taps = {
      lands: new Map(),
      pieces: new Map(),
      marks: new Map(),
      drags: new Map(),
      compact,
      open: (name) => {
        opened = taps.opened === name ? "-" : name;
        redraw();
        zoomBox.firstElementChild?.scrollIntoView({ block: "nearest", behavior: scrolling() });
      },
      send: input.send,
    };
    if (!input.busy) {
      for (const [name, ms] of byLand) {
        taps.lands.set(name, {
          moves: ms,
          tap: () => {
            if (ms.length === 1) input.send(ms[0]!.code);
            else {
              picked = name;
              redraw();
            }
          },
        });
      }
      for (const m of moves) {
        if (pieceKinds.includes(m.kind) && mine?.land) taps.pieces.set(`${mine.land}/${m.x}`, m);
        // A piece pushed from the decision's land, or gathered into it, may be carried there.
        const [from, to] = m.kind === kinds.push ? [mine?.land, landAt(v.boards, m.y)] : m.kind === kinds.gather ? [landAt(v.boards, m.y), mine?.land] : [];
        if (!from || !to) continue;
        if (m.kind === kinds.gather) taps.pieces.set(`${from}/${m.x}`, m);
        const key = `${from}/${m.x}`;
        taps.drags.set(key, (taps.drags.get(key) ?? new Map<string, Move>()).set(to, m));
      }
    }
    if (mine?.land) taps.focus = mine.land;
    // On a small screen the land whose pieces are to be chosen opens by itself
    // (opened "-": closed by hand until the next move).
    const focusLit = !!mine?.land && [...taps.pieces.keys()].some((k) => k.startsWith(`${mine.land}/`));
    const shown = compact ? opened || (focusLit ? mine!.land! : "") : "";
    taps.opened = shown;
    // High Immigration's lands build as the build card's do.
    const inv = v.invaders;
    const marked = [["explore", inv.explore], ["build", inv.build], ["build", v.adversary?.high_immigration?.card], ["ravage", inv.ravage]] as const;
    for (const [key, card] of marked) for (const l of card?.lands ?? []) taps.marks.set(l, key);
    replace(mapBox, drawIsland(v, taps));
    replace(legendBox, legend(compact));
    const land = v.lands.find((l) => l.land === shown);
    replace(
      zoomBox,
      land &&
        zoomLand(land, v.health, {
          ...acts,
          pieces: taps.pieces,
          moves: (byLand.get(shown) ?? []).filter((m) => ![...taps.pieces.values()].includes(m)),
          close: () => ((opened = "-"), redraw()),
        }),
    );
    replace(who, v.over ? null : whoStrip(v, input.names, power));
    // The viewer's answers: under the prompt, lying over the island on a
    // narrow board; at the head of the panels' column on a wide one.
    replace(
      answer,
      answers({
        ...acts,
        view: v,
        me,
        moves,
        names: input.names,
        foldable: !wide,
        folded,
        fold: (f) => ((folded = f), redraw()),
      }),
    );
    if (wide) panels.prepend(answer);
    else topBox.append(answer);
    replace(side, invaderBoard(v));

    // The spirits' panels, the viewer's first.
    const order = [...v.spirits].sort((a, b) => Number(b.seat === me) - Number(a.seat === me));
    replace(
      spirits,
      order.map((sp) =>
        spiritPanel(sp, {
          ...acts,
          view: v,
          name: input.names[sp.seat] ?? "",
          mine: sp.seat === me,
          moves,
          deciding: v.decisions.find((d) => d.seat === sp.seat)?.kind ?? "",
          power: v.decisions.some((d) => d.seat === sp.seat && d.kind !== "powers") ? power : "",
        }),
      ),
    );

    // The bar: a land's several moves to choose between, the pieces to
    // choose, then every move without a place elsewhere (done and stop last).
    const bits: Child[] = [];
    const chosen = compact ? undefined : byLand.get(picked);
    if (chosen && chosen.length > 1) {
      bits.push(h("span", { class: "si-which" }, st("which", picked)));
      bits.push(chosen.map((m) => actButton(acts, m, m.text)));
      bits.push(button({ class: "si-act quiet", "data-testid": "cancel" }, st("cancel"), () => ((picked = ""), redraw())));
    }
    const pieceMoves = moves.filter((m) => pieceKinds.includes(m.kind));
    bits.push(pieceMoves.map((m) => actButton(acts, m, m.text)));
    const rest = moves.filter((m) => !acts.placed.has(m.code));
    const last2 = (m: Move): number => Number(m.kind === kinds.done || m.kind === kinds.stop);
    rest.sort((a, b) => last2(a) - last2(b));
    bits.push(
      rest.map((m) => actButton(acts, m, m.text, m.kind === kinds.done || m.kind === kinds.stop ? "si-act primary" : "si-act")),
    );
    replace(bar, bits);
    bar.hidden = bits.flat().length === 0;
    replace(step, explain(v, me, moves, input.names), taps.drags.size > 0 && " " + st("drag_hint"));
    el.dataset.step = v.step;
    el.dataset.round = String(v.round);
  }
  return { el, update };
}

/** legend names the pieces' glyphs, says the boards' shapes are designed, and on a small screen that a land opens large. */
function legend(compact: boolean): HTMLElement {
  const item = (art: SVGElement, label: string): HTMLElement =>
    h("span", { class: "si-legend-item" }, s("svg", { viewBox: "-0.5 -0.5 1 1", class: "si-legend-art" }, art), label);
  return h(
    "p",
    { class: "si-legend" },
    ["explorer", "town", "city", "dahan"].map((k) => item(pieceArt(k), st(k as SiKey))),
    item(blightArt(), st("blight_piece")),
    h("span", { class: "si-designed" }, compact && st("tap_land"), st("designed")),
  );
}

/** explain says what the step asks of the viewer (the game's prompt: who asks and what for, then how to answer here), or whom the game waits on. */
function explain(v: View, me: number, moves: Move[], names: string[]): string {
  const phase = st(`step_${v.step}` as SiKey);
  const round = st("round", v.round);
  if (v.over) return `${round} · ${st(v.won ? "over_won" : "over_lost", st(`end_${v.end ?? "deck"}` as SiKey))}`;
  const mine = v.decisions.find((d) => d.seat === me);
  const others = v.decisions.filter((d) => d.seat !== me).map((d) => names[d.seat] ?? "");
  if (!mine || moves.length === 0) return `${round} · ${phase} · ${others.length ? st("waiting", list(others)) : ""}`;
  const hint = howTo(mine.kind, moves);
  const waiting = others.length ? " " + st("waiting", list(others)) : "";
  return `${round} · ${phase} · ${pick(mine.prompt)}${hint ? " " + hint : ""}${waiting}`;
}

/** howTo says how to answer a decision of kind on this board ("" where its buttons speak for themselves). */
function howTo(kind: string, moves: Move[]): string {
  switch (kind) {
    case "add-presence":
      return st("hint_presence");
    case "target":
      return moves.some((m) => m.kind === kinds.target && m.x === 1) ? st("hint_spirit") : st("hint_land");
    case "push":
      return st("hint_push");
    case "gather":
      return st("hint_gather");
    case "damage":
    case "destroy":
    case "remove":
      return st("hint_piece");
    case "pick-power":
      return st("hint_pick");
    case "select":
    case "choose-land":
    case "cascade":
      return moves.some(onLand) ? st("hint_land") : "";
  }
  return "";
}

function seatStats(view: unknown, seat: number): SeatStat[] {
  const sp = (view as View).spirits.find((x) => x.seat === seat);
  if (!sp) return [];
  return [
    { label: pick(sp.name), value: "" },
    { label: st("stat_energy"), value: sp.energy },
    { label: st("stat_presence"), value: sp.presence },
    { label: st("stat_hand"), value: sp.hand.length },
  ];
}

/** seatTitle is the name of a seat's spirit. */
function seatTitle(view: unknown, seat: number): string | null {
  const sp = (view as View).spirits.find((x) => x.seat === seat);
  return sp ? pick(sp.name) : null;
}

/** spiritisland draws Spirit Island. */
export const spiritisland: GameRenderer = { board, seatStats, seatTitle };
