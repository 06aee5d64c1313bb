// Catan's board in SVG, in layers: the sea, the hexes with their number
// chips, the harbours, the pieces on paths (roads), the pieces on
// intersections (settlements, cities), the tokens on hexes (the robber),
// and on top the places the viewer may choose, lit. Each layer is drawn
// from a plain list, so that Seafarers' pieces (ships on paths, the pirate
// on a sea hex) are entries of those lists and a picture in catan-art.ts.
import { s } from "../dom";
import { clickable } from "./interact";
import { city, harbourToken, numberChip, pier, pirate, road, robber, settlement, ship, terrainDecor } from "./catan-art";
import { R, hexPoints, midpoint, segment, sideEnds, toward, type Geometry, type HexPlace, type Point } from "./catan-geometry";
import { edgeWords, hexWords, moveWords } from "./catan-places";
import { harbourName, tx } from "./catan-text";
import { buyOf, kinds, roadEnds, terrainOrder, type Harbour, type Move, type View } from "./catan-view";

/** A piece on a path (from 0, the lower end first): a road, or a ship (new: built this turn, it may not move). */
export interface EdgePiece {
  kind: "road" | "ship";
  ends: [number, number];
  seat: number;
  fresh?: boolean;
}

/** A piece on an intersection (from 0). */
export interface VertexPiece {
  kind: "settlement" | "city";
  vertex: number;
  seat: number;
}

/** A token on a hex (from 0). */
export interface HexToken {
  kind: "robber" | "pirate";
  hex: number;
}

/** edgePieces lists the pieces on the board's paths. */
export function edgePieces(v: View): EdgePiece[] {
  const out: EdgePiece[] = [];
  for (const p of v.players) {
    for (const name of p.roads) {
      const ends = roadEnds(name);
      if (ends) out.push({ kind: "road", ends, seat: p.seat });
    }
    for (const name of p.ships ?? []) {
      const ends = roadEnds(name);
      if (ends) out.push({ kind: "ship", ends, seat: p.seat, fresh: (p.new_ships ?? []).includes(name) });
    }
  }
  return out;
}

/** vertexPieces lists the pieces on the board's intersections. */
export function vertexPieces(v: View): VertexPiece[] {
  return v.players.flatMap((p) => [
    ...p.settlements.map((n): VertexPiece => ({ kind: "settlement", vertex: n - 1, seat: p.seat })),
    ...p.cities.map((n): VertexPiece => ({ kind: "city", vertex: n - 1, seat: p.seat })),
  ]);
}

/** hexTokens lists the tokens standing on hexes. */
export function hexTokens(v: View): HexToken[] {
  const out: HexToken[] = [];
  if (v.robber > 0) out.push({ kind: "robber", hex: v.robber - 1 });
  if ((v.pirate ?? 0) > 0) out.push({ kind: "pirate", hex: v.pirate! - 1 });
  return out;
}

/** pieceKey names a piece where it stands ("road-12-17", "city-20", "robber-5"), as its data-testid. */
function pieceKey(p: EdgePiece | VertexPiece | HexToken): string {
  if ("ends" in p) return `${p.kind}-${p.ends[0] + 1}-${p.ends[1] + 1}`;
  return "vertex" in p ? `${p.kind}-${p.vertex + 1}` : `${p.kind}-${p.hex + 1}`;
}

/** pieceKeys names every piece on the board. */
export function pieceKeys(v: View): string[] {
  return [...edgePieces(v), ...vertexPieces(v), ...hexTokens(v)].map(pieceKey);
}

const edgeArt: Record<EdgePiece["kind"], typeof road> = { road, ship };
const vertexArt: Record<VertexPiece["kind"], typeof settlement> = { settlement, city };
const tokenArt: Record<HexToken["kind"], (p: Point) => SVGGElement> = { robber, pirate };

/** Where a token stands in its hex: beside the number chip, not on it. */
function tokenPoint(h: HexPlace): Point {
  return { x: h.centre.x - 0.5 * R, y: h.centre.y + 0.02 * R };
}

/** The choices half made on the board or beside it, which say what a click on the board sends. */
export interface Picks {
  /** The terrain (its action code) to lay in island building, -1 for none. */
  tile: number;
  /** The number chip to lay, 0 for none. */
  chip: number;
  /** The path of the ship chosen to move, -1 for none. */
  shipFrom: number;
  /** The harbour chosen to buy (a buy's source) and the pair it costs, or null. */
  buy: { source: number; pair: number } | null;
}

/** What the map is drawn from. */
export interface MapInput {
  view: View;
  geo: Geometry;
  /** The viewer's moves on the board; none while a move is on its way. */
  moves: Move[];
  picks: Picks;
  numbers: boolean;
  /** The pieces placed or moved since the board was last drawn, by pieceKey: they glow a moment. */
  fresh: Set<string>;
  /** The hexes (from 1) turned face up since the board was last drawn: they turn over. */
  flipped: Set<number>;
  send(action: number): void;
  /** pickShip chooses the ship to move (its path), or -1 to choose again. */
  pickShip(edge: number): void;
}

/** harbourPoint is where a harbour's token lies: off the land, beyond the middle of the path it serves. */
function harbourPoint(g: Geometry, a: number, b: number): Point {
  const m = midpoint(g.vertices[a]!, g.vertices[b]!);
  const land = g.vertexHexes[a]!.find((h) => g.vertexHexes[b]!.includes(h) && h.hex.terrain !== "sea");
  const from = land?.centre ?? { x: m.x, y: m.y + 1 };
  return toward(m, { x: 2 * m.x - from.x, y: 2 * m.y - from.y }, 0.64 * R);
}

/** A harbour as drawn: its token, and the two points its piers reach (none while it waits for land). */
interface HarbourPlace {
  hb: Harbour;
  token: Point;
  ends: [Point, Point] | null;
}

/** sideToken is where the token of a harbour on hex p facing side k lies: toward that side from the hex's centre. */
function sideToken(p: HexPlace, k: number): Point {
  const [a, b] = sideEnds(p, k);
  return toward(p.centre, midpoint(a, b), 0.23 * R);
}

/** harbourPlaces places the view's harbours: by their hex and side where the view gives them, else by the two intersections they serve. */
function harbourPlaces(v: View, g: Geometry): HarbourPlace[] {
  const out: HarbourPlace[] = [];
  for (const hb of v.harbours) {
    const place = hb.hex ? g.byNumber.get(hb.hex) : undefined;
    if (place && hb.side !== undefined && hb.side >= 0) {
      out.push({ hb, token: sideToken(place, hb.side), ends: sideEnds(place, hb.side) });
    } else if (place) {
      out.push({ hb, token: place.centre, ends: null });
    } else if (hb.at) {
      const a = g.vertices[hb.at[0] - 1]!;
      const b = g.vertices[hb.at[1] - 1]!;
      out.push({ hb, token: harbourPoint(g, hb.at[0] - 1, hb.at[1] - 1), ends: [a, b] });
    }
  }
  return out;
}

/** drawMap draws the board and the viewer's choices on it, layer by layer. */
export function drawMap(input: MapInput): SVGSVGElement {
  const { view: v, geo: g } = input;
  const harbours = harbourPlaces(v, g);

  // The box: every intersection, and every harbour's token.
  const xs = [...g.vertices.map((p) => p.x), ...harbours.map((h) => h.token.x)];
  const ys = [...g.vertices.map((p) => p.y), ...harbours.map((h) => h.token.y)];
  const pad = 0.4 * R;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  const w = Math.max(...xs) + pad - x0;
  const h = Math.max(...ys) + pad - y0;
  const frame = g.framePlaces.length > 0 ? g.framePlaces.map((p) => p.centre) : g.frame;
  const map = s(
    "svg",
    {
      class:
        "cat-map" +
        (input.moves.length > 0 ? " acting" : "") +
        (input.moves.some((m) => m.kind === kinds.placeHarbour || m.kind === kinds.orient || (m.kind === kinds.buyHarbour && input.picks.buy)) ? " sides" : "") +
        (v.scenario === "unknown-island" ? " unknown" : ""),
      viewBox: `${x0.toFixed(0)} ${y0.toFixed(0)} ${w.toFixed(0)} ${h.toFixed(0)}`,
      style: `--w:${(w / R).toFixed(2)};--h:${(h / R).toFixed(2)}`,
      role: "group",
      "aria-label": tx(v.scenario === "unknown-island" ? "board_unknown" : "board"),
      "data-testid": "catan-map",
    },
    s("rect", { x: x0, y: y0, width: w, height: h, class: "cat-sea" }),
    s("g", { class: "cat-frame" }, frame.map((c) => s("polygon", { points: hexPoints(c, 0.97) }))),
    hexLayer(v, g, input.flipped),
    harbours.map(({ hb, token, ends }) =>
      s(
        "g",
        {
          class: "cat-harbour" + (hb.blocked ? " blocked" : "") + (ends ? "" : " waiting"),
          "data-testid": hb.at ? `harbour-${hb.at[0]}-${hb.at[1]}` : `harbour-hex-${hb.hex}`,
          "data-hex": hb.hex ?? null,
          "data-side": hb.side ?? null,
          "aria-label": tx(hb.blocked ? "harbour_blocked" : ends ? "harbour_label" : "harbour_waiting", harbourName(hb.kind)),
        },
        ends && [pier(ends[0], token), pier(ends[1], token)],
        harbourToken(hb.kind, token, hb.chip),
        hb.blocked && s("path", { class: "cat-blocked", d: `M${token.x - 12},${token.y - 12} L${token.x + 12},${token.y + 12} M${token.x + 12},${token.y - 12} L${token.x - 12},${token.y + 12}` }),
        s("title", {}, tx(hb.blocked ? "harbour_blocked" : ends ? "harbour_label" : "harbour_waiting", harbourName(hb.kind))),
      ),
    ),
    edgeLayer(input),
    vertexLayer(input),
    tokenLayer(input),
    sideLayer(input),
    input.numbers && numberLabels(g),
  );
  // A tap goes to the lit place nearest it: targets grown to a finger's
  // width on a small board (fitTargets) overlap their neighbours'.
  map.addEventListener(
    "click",
    (ev) => {
      const spot = (ev.target as Element).closest(".cat-spot");
      if (!spot?.querySelector(":scope > circle.hit") || ev.detail === 0) return; // a key, or a click made by a script
      const near = nearestSpot(map, ev.clientX, ev.clientY);
      if (near && near !== spot) {
        ev.stopPropagation();
        near.dispatchEvent(new MouseEvent("click"));
      }
    },
    { capture: true },
  );
  return map;
}

/** fingerPx is the least width of a target on the board, in pixels on the screen. */
const fingerPx = 41;

/**
 * fitTargets grows the round targets of the places lit on a drawn map to a
 * finger's width (fingerPx) where the map is drawn too small for them (a
 * phone's: the board fits the screen rather than pan), and leaves them be
 * where it is not.
 */
export function fitTargets(map: SVGSVGElement): void {
  const scale = map.getBoundingClientRect().width / (map.viewBox.baseVal?.width || 1);
  if (!(scale > 0)) return;
  const r = fingerPx / 2 / scale;
  for (const c of Array.from(map.querySelectorAll<SVGCircleElement>(".cat-spot > circle.hit"))) {
    if (c.r.baseVal.value < r) c.setAttribute("r", r.toFixed(1));
  }
}

/** nearestSpot is the place lit on map whose round target's centre is nearest to the point x, y on the screen. */
function nearestSpot(map: SVGSVGElement, x: number, y: number): Element | null {
  let best: Element | null = null;
  let bestD = Infinity;
  for (const c of Array.from(map.querySelectorAll(".cat-spot > circle.hit"))) {
    const b = c.getBoundingClientRect();
    const d = Math.hypot(b.left + b.width / 2 - x, b.top + b.height / 2 - y);
    if (d < bestD && d <= b.width / 2) [best, bestD] = [c.parentElement, d];
  }
  return best;
}

/**
 * hexLayer draws the land: a coast under every land hex, then the hexes (a
 * tile's back where it is face down, an empty place where no tile lies yet),
 * their pictures and number chips; the start hexes and start islands in
 * their players' colours.
 */
function hexLayer(v: View, g: Geometry, flipped: Set<number>): SVGGElement {
  const land = g.hexes.filter((p) => !["sea", "none", "hidden"].includes(p.hex.terrain));
  const starts = new Map((v.starts ?? []).map((hex, seat) => [hex, seat]));
  return s(
    "g",
    { class: "cat-hexes" },
    s("g", { class: "cat-coast" }, land.map((p) => s("polygon", { points: hexPoints(p.centre, 1.04) }))),
    g.hexes.map((p) => {
      const island = p.hex.island ?? -1;
      const start = starts.get(p.hex.hex);
      return s(
        "g",
        {
          class: `cat-hex t-${p.hex.terrain}${flipped.has(p.hex.hex) ? " cat-flip" : ""}`,
          "data-testid": `hex-${p.hex.hex}`,
          "data-at": `hex-${p.hex.hex}`,
          "data-terrain": p.hex.terrain,
          "aria-label": hexWords(p) + (start !== undefined ? ` · ${tx("start_hex")}` : ""),
        },
        s("polygon", { points: hexPoints(p.centre), class: "cat-hex-face" }),
        terrainDecor(p.hex.terrain, p.centre),
        island >= 0 && s("polygon", { points: hexPoints(p.centre, 0.9), class: `cat-island cat-s${island}` }),
        start !== undefined && p.hex.terrain === "none" && [
          s("polygon", { points: hexPoints(p.centre, 0.86), class: `cat-start cat-s${start}`, "data-testid": `start-${start}` }),
          s("text", { x: p.centre.x, y: p.centre.y, class: `cat-start-label` }, tx("start_short")),
        ],
        p.hex.number && numberChip(p.hex.number, p.centre),
      );
    }),
  );
}

/** edgeOfEnds is the path between two intersections, as "v-w" from 1, for a data-testid. */
function endsName(g: Geometry, e: number): string {
  const ends = g.edges[e];
  return ends ? `${ends[0] + 1}-${ends[1] + 1}` : `#${e}`;
}

/** besideHex is the point at a path's middle moved toward (or away from) the hex beside it that is land. */
function besideLand(g: Geometry, e: number, d: number): Point {
  const [a, b] = g.edges[e]!;
  const m = midpoint(g.vertices[a]!, g.vertices[b]!);
  const landHex = g.vertexHexes[a]!.find((h) => g.vertexHexes[b]!.includes(h) && !["sea", "none"].includes(h.hex.terrain));
  if (!landHex) return m;
  return d >= 0 ? toward(m, landHex.centre, d) : toward(m, { x: 2 * m.x - landHex.centre.x, y: 2 * m.y - landHex.centre.y }, -d);
}

/** edgeLayer draws the pieces on paths, then the paths the viewer may build on or move a ship to. */
function edgeLayer(input: MapInput): SVGGElement {
  const { view: v, geo: g, picks } = input;
  const layer = s("g", { class: "cat-edges" });
  const movable = new Set(input.moves.filter((m) => m.kind === kinds.moveShip).map((m) => m.x));
  for (const piece of edgePieces(v)) {
    const el = edgeArt[piece.kind](g.vertices[piece.ends[0]]!, g.vertices[piece.ends[1]]!, piece.seat, piece.fresh ? "new-ship" : "");
    layer.append(mark(el, pieceKey(piece), input.fresh));
  }
  const builds = input.moves.filter((m) => m.kind === kinds.road || (m.kind === kinds.ship && picks.shipFrom < 0));
  const shipPaths = new Set(builds.filter((m) => m.kind === kinds.ship).map((m) => m.x));
  const roadPaths = new Set(builds.filter((m) => m.kind === kinds.road).map((m) => m.x));
  for (const m of builds) {
    const ends = g.edges[m.x];
    if (!ends) continue;
    const a = g.vertices[ends[0]]!;
    const b = g.vertices[ends[1]]!;
    const name = endsName(g, m.x);
    const isShip = m.kind === kinds.ship;
    // A path open to both a road and a ship: the road's target on the land side, the ship's on the sea side.
    const both = isShip ? roadPaths.has(m.x) : shipPaths.has(m.x);
    const at = both ? besideLand(g, m.x, isShip ? -0.3 * R : 0.3 * R) : midpoint(a, b);
    const lane = s("path", { d: segment(a, b, 0.2 * R), class: "lane" + (isShip ? " sea-lane" : "") });
    const ghost = isShip ? ship(a, b, v.viewer, "ghost") : road(a, b, v.viewer, "ghost");
    const el = spot(input, m, "edge" + (isShip ? " ship" : "") + (both ? " both" : ""), `spot-${isShip ? "ship" : "road"}-${name}`, at, lane, ghost);
    el.setAttribute("data-ends", name); // the path's ends, as the action's text names them
    if (both) el.setAttribute("data-hit", isShip ? "sea" : "land");
    layer.append(el);
  }
  // Moving a ship: first the ship, then where it goes.
  if (picks.shipFrom < 0) {
    for (const e of movable) {
      const ends = g.edges[e];
      if (!ends) continue;
      const a = g.vertices[ends[0]]!;
      const b = g.vertices[ends[1]]!;
      const el = s(
        "g",
        { class: "cat-spot edge movable", "data-testid": `spot-move-${endsName(g, e)}`, "aria-label": tx("move_ship_from", edgeWords(v, g, e)) },
        s("circle", { cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, r: 0.48 * R, class: "hit" }),
        s("circle", { cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, r: 0.3 * R, class: "ring" }),
        s("title", {}, tx("move_ship_from", edgeWords(v, g, e))),
      );
      clickable(el, () => input.pickShip(e));
      layer.append(el);
    }
  } else {
    const ends = g.edges[picks.shipFrom];
    if (ends) {
      const a = g.vertices[ends[0]]!;
      const b = g.vertices[ends[1]]!;
      const el = s(
        "g",
        { class: "cat-spot edge moving", "data-testid": "spot-move-cancel", "aria-label": tx("move_ship_cancel") },
        s("circle", { cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, r: 0.48 * R, class: "hit" }),
        s("circle", { cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, r: 0.34 * R, class: "ring" }),
        s("title", {}, tx("move_ship_cancel")),
      );
      clickable(el, () => input.pickShip(-1));
      layer.append(el);
    }
    for (const m of input.moves.filter((m) => m.kind === kinds.moveShip && m.x === picks.shipFrom)) {
      const to = g.edges[m.y];
      if (!to) continue;
      const a = g.vertices[to[0]]!;
      const b = g.vertices[to[1]]!;
      const name = endsName(g, m.y);
      const el = spot(input, m, "edge ship", `spot-moveto-${name}`, midpoint(a, b), s("path", { d: segment(a, b, 0.2 * R), class: "lane sea-lane" }), ship(a, b, v.viewer, "ghost"));
      el.setAttribute("data-ends", name);
      layer.append(el);
    }
  }
  return layer;
}

/** vertexLayer draws the settlements and cities, then the intersections the viewer may build on (or be paid for, at the start). */
function vertexLayer(input: MapInput): SVGGElement {
  const { view: v, geo: g } = input;
  const layer = s("g", { class: "cat-vertices" });
  for (const piece of vertexPieces(v)) {
    const el = vertexArt[piece.kind](g.vertices[piece.vertex]!, piece.seat);
    layer.append(mark(el, pieceKey(piece), input.fresh));
  }
  for (const m of input.moves.filter((m) => m.kind === kinds.settle || m.kind === kinds.city)) {
    const p = g.vertices[m.x];
    if (!p) continue;
    const upgrade = m.kind === kinds.city;
    const ring = s("circle", { cx: p.x, cy: p.y, r: 0.22 * R, class: "ring" });
    const ghost = (upgrade ? city : settlement)(p, v.viewer, "ghost");
    layer.append(spot(input, m, upgrade ? "vertex upgrade" : "vertex", `spot-${upgrade ? "city" : "settle"}-${m.x + 1}`, p, ghost, ring));
  }
  for (const m of input.moves.filter((m) => m.kind === kinds.startPay)) {
    const p = g.vertices[m.x];
    if (!p) continue;
    const ring = s("circle", { cx: p.x, cy: p.y, r: 0.3 * R, class: "ring" });
    layer.append(spot(input, m, "vertex pay", `spot-startpay-${m.x + 1}`, p, ring));
  }
  return layer;
}

/** tokenPointOf is where a token stands on hex (from 0), among the board's hexes and its frame. */
function placeOf(g: Geometry, hex: number): HexPlace | undefined {
  return g.hexes[hex] ?? g.byNumber.get(hex + 1);
}

/**
 * tokenLayer draws the tokens on hexes, then the hexes the viewer may choose:
 * for the robber or the pirate, to lay a tile or a number chip on.
 */
function tokenLayer(input: MapInput): SVGGElement {
  const { view: v, geo: g, picks } = input;
  const layer = s("g", { class: "cat-tokens" });
  for (const t of hexTokens(v)) {
    const place = placeOf(g, t.hex);
    if (place) layer.append(mark(tokenArt[t.kind](tokenPoint(place)), pieceKey(t), input.fresh));
  }
  const hexSpot = (m: Move, hex: number, testid: string, ...ghost: Array<SVGElement | null | false>): void => {
    const place = placeOf(g, hex);
    if (!place) return;
    const hit = s("polygon", { points: hexPoints(place.centre), class: "hit" });
    const ring = s("polygon", { points: hexPoints(place.centre, 0.74), class: "ring" });
    layer.append(spot(input, m, "hex", testid, null, hit, ring, ...ghost.filter((x): x is SVGElement => !!x)));
  };
  for (const m of input.moves) {
    const place = placeOf(g, m.x);
    switch (m.kind) {
      case kinds.robber: {
        const ghost = place && robber(tokenPoint(place));
        ghost?.classList.add("ghost");
        hexSpot(m, m.x, `spot-robber-${m.x + 1}`, ghost ?? null);
        break;
      }
      case kinds.pirate: {
        const ghost = place && pirate(tokenPoint(place));
        ghost?.classList.add("ghost");
        hexSpot(m, m.x, `spot-pirate-${m.x + 1}`, ghost ?? null);
        break;
      }
      case kinds.placeTile:
        if (m.x === picks.tile) {
          const at = placeOf(g, m.y);
          const ghost = at && s("polygon", { points: hexPoints(at.centre, 0.96), class: `ghost tile-ghost t-${terrainOrder[m.x]}` });
          hexSpot(m, m.y, `spot-tile-${m.y + 1}`, ghost ?? null);
        }
        break;
      case kinds.placeChip:
        if (m.x === picks.chip) {
          const at = placeOf(g, m.y);
          const ghost = at && numberChip(m.x, at.centre);
          ghost?.classList.add("ghost");
          hexSpot(m, m.y, `spot-chip-${m.y + 1}`, ghost ?? null);
        }
        break;
    }
  }
  return layer;
}

/**
 * sideLayer draws the sides of hexes the viewer may turn a harbour to: a
 * harbour laid in island building, a harbour tile found, a harbour bought.
 * Each is the wedge of its hex toward the side, lit along the side, with the
 * harbour shown facing it while pointed at.
 */
function sideLayer(input: MapInput): SVGGElement | null {
  const { view: v, geo: g, picks } = input;
  const layer = s("g", { class: "cat-sides" });
  const held = v.players[v.viewer]?.held;
  for (const m of input.moves) {
    let hex = -1;
    let side = -1;
    let testid = "";
    let kind = held?.harbour ?? "3:1";
    let chip = held?.chip ?? false;
    if (m.kind === kinds.placeHarbour) {
      [hex, side, testid] = [m.x, m.y, `spot-harbour-${m.x + 1}-${m.y}`];
    } else if (m.kind === kinds.orient) {
      [hex, side, testid] = [m.x, m.y, `spot-orient-${m.x + 1}-${m.y}`];
      kind = v.harbours.find((hb) => hb.hex === m.x + 1)?.kind ?? "3:1";
      chip = false;
    } else if (m.kind === kinds.buyHarbour && picks.buy) {
      const b = buyOf(m);
      if (b.source !== picks.buy.source || b.pair !== picks.buy.pair) continue;
      [hex, side, testid] = [b.target, b.side, `spot-buy-${b.target + 1}-${b.side}`];
      kind = b.source >= 112 ? (["brick", "lumber", "wool", "grain", "ore", "3:1"] as const)[b.source - 112]! : v.harbours.find((hb) => hb.hex === b.source + 1)?.kind ?? "3:1";
      chip = b.source >= 112;
    } else {
      continue;
    }
    const place = placeOf(g, hex);
    if (!place) continue;
    const [a, b] = sideEnds(place, side);
    const wedge = s("polygon", { points: [place.centre, a, b].map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" "), class: "hit wedge" });
    const lane = s("path", { d: segment(a, b, 0.12 * R), class: "lane side-lane" });
    const token = sideToken(place, side);
    const ghost = s("g", { class: "ghost" }, pier(a, token), pier(b, token), harbourToken(kind, token, chip));
    const el = spot(input, m, "side", testid, null, wedge, lane, ghost);
    el.setAttribute("data-hex", String(hex + 1));
    el.setAttribute("data-side", String(side));
    layer.append(el);
  }
  return layer.childNodes.length > 0 ? layer : null;
}
/** mark names a piece's element by its key, and makes it glow when it is new. */
function mark(el: SVGGElement, key: string, fresh: Set<string>): SVGGElement {
  el.setAttribute("data-testid", key);
  el.setAttribute("data-at", key); // events name pieces so (games/catan/EVENTS.md)
  if (fresh.has(key)) el.classList.add("cat-new");
  return el;
}

/**
 * spot is a place the viewer may choose, which sends move m: its picture
 * (what it lights, and the piece shown while pointed at) over a round target
 * a finger wide around at, where there is one (a hex's target is the hex).
 */
function spot(input: MapInput, m: Move, cls: string, testid: string, at: Point | null, ...picture: SVGElement[]): SVGGElement {
  const words = moveWords(m, input.view, input.geo);
  const g = s(
    "g",
    { class: `cat-spot ${cls}`, "data-action": m.action, "aria-label": words, "data-testid": testid },
    at && s("circle", { cx: at.x, cy: at.y, r: 0.48 * R, class: "hit" }),
    picture,
    s("title", {}, words),
  );
  clickable(g, () => input.send(m.action));
  return g;
}

/** numberLabels writes the numbers the log and the action texts use: each hex's and each intersection's. */
function numberLabels(g: Geometry): SVGGElement {
  return s(
    "g",
    { class: "cat-numbers", "aria-hidden": "true" },
    g.hexes.map((p) => s("text", { x: p.centre.x, y: p.centre.y + 0.66 * R, class: "hex-no" }, `#${p.hex.hex}`)),
    g.vertices.map((p, i) => s("text", { x: p.x, y: p.y, class: "vertex-no" }, i + 1)),
  );
}
