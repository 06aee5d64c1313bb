// Catan's board in SVG, in layers: the sea, the hexes with their number
// chips, the harbours, the pieces on paths (roads), the pieces on
// intersections (settlements, cities), the tokens on hexes (the robber),
// and on top the places the viewer may choose, lit. Each layer is drawn
// from a plain list, so that Seafarers' pieces (ships on paths, the pirate
// on a sea hex) are entries of those lists and a picture in catan-art.ts.
import { s } from "../dom";
import { clickable } from "./interact";
import { city, harbourToken, numberChip, pier, road, robber, settlement, terrainDecor } from "./catan-art";
import { R, hexPoints, midpoint, segment, toward, type Geometry, type HexPlace, type Point } from "./catan-geometry";
import { tx, terrainName } from "./catan-text";
import { kinds, roadEnds, type Move, type View } from "./catan-view";

/** A piece on a path (from 0, the lower end first). */
export interface EdgePiece {
  kind: "road";
  ends: [number, number];
  seat: number;
}

/** A piece on an intersection (from 0). */
export interface VertexPiece {
  kind: "settlement" | "city";
  vertex: number;
  seat: number;
}

/** A token on a hex (from 0). */
export interface HexToken {
  kind: "robber";
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
  return v.robber > 0 ? [{ kind: "robber", hex: v.robber - 1 }] : [];
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

const edgeArt: Record<EdgePiece["kind"], typeof road> = { road };
const vertexArt: Record<VertexPiece["kind"], typeof settlement> = { settlement, city };
const tokenArt: Record<HexToken["kind"], (p: Point) => SVGGElement> = { robber };

/** Where a token stands in its hex: beside the number chip, not on it. */
function tokenPoint(h: HexPlace): Point {
  return { x: h.centre.x - 0.5 * R, y: h.centre.y + 0.02 * R };
}

/** What the map is drawn from. */
export interface MapInput {
  view: View;
  geo: Geometry;
  /** The viewer's moves on the board (settle, road, city, robber); none while a move is on its way. */
  moves: Move[];
  numbers: boolean;
  /** The pieces placed or moved since the board was last drawn, by pieceKey: they glow a moment. */
  fresh: Set<string>;
  send(action: number): void;
}

/** harbourPoint is where a harbour's token lies: off the land, beyond the middle of the path it serves. */
function harbourPoint(g: Geometry, a: number, b: number): Point {
  const m = midpoint(g.vertices[a]!, g.vertices[b]!);
  const land = g.vertexHexes[a]!.find((h) => g.vertexHexes[b]!.includes(h) && h.hex.terrain !== "sea");
  const from = land?.centre ?? { x: m.x, y: m.y + 1 };
  return toward(m, { x: 2 * m.x - from.x, y: 2 * m.y - from.y }, 0.64 * R);
}

/** drawMap draws the board and the viewer's choices on it, layer by layer. */
export function drawMap(input: MapInput): SVGSVGElement {
  const { view: v, geo: g } = input;
  const harbours = v.harbours.map((hb) => ({ hb, a: hb.at[0] - 1, b: hb.at[1] - 1, token: harbourPoint(g, hb.at[0] - 1, hb.at[1] - 1) }));

  // The box: every intersection, and every harbour's token.
  const xs = [...g.vertices.map((p) => p.x), ...harbours.map((h) => h.token.x)];
  const ys = [...g.vertices.map((p) => p.y), ...harbours.map((h) => h.token.y)];
  const pad = 0.4 * R;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  const w = Math.max(...xs) + pad - x0;
  const h = Math.max(...ys) + pad - y0;
  return s(
    "svg",
    {
      class: "cat-map" + (input.moves.length > 0 ? " acting" : ""),
      viewBox: `${x0.toFixed(0)} ${y0.toFixed(0)} ${w.toFixed(0)} ${h.toFixed(0)}`,
      style: `--w:${(w / R).toFixed(2)};--h:${(h / R).toFixed(2)}`,
      role: "group",
      "aria-label": tx("board"),
      "data-testid": "catan-map",
    },
    s("rect", { x: x0, y: y0, width: w, height: h, class: "cat-sea" }),
    s("g", { class: "cat-frame" }, g.frame.map((c) => s("polygon", { points: hexPoints(c, 0.97) }))),
    hexLayer(g),
    harbours.map(({ hb, a, b, token }) =>
      s(
        "g",
        { class: "cat-harbour", "data-testid": `harbour-${hb.at[0]}-${hb.at[1]}`, "aria-label": tx("harbour_label", hb.kind === "3:1" ? tx("harbour_any") : tx(hb.kind)) },
        pier(g.vertices[a]!, token),
        pier(g.vertices[b]!, token),
        harbourToken(hb.kind, token),
      ),
    ),
    edgeLayer(input),
    vertexLayer(input),
    tokenLayer(input),
    input.numbers && numberLabels(g),
  );
}

/** hexLayer draws the land: a coast under every land hex, then the hexes, their pictures and number chips. */
function hexLayer(g: Geometry): SVGGElement {
  const land = g.hexes.filter((p) => p.hex.terrain !== "sea");
  return s(
    "g",
    { class: "cat-hexes" },
    s("g", { class: "cat-coast" }, land.map((p) => s("polygon", { points: hexPoints(p.centre, 1.04) }))),
    g.hexes.map((p) => {
      const label = p.hex.number ? `${terrainName(p.hex.terrain)} ${p.hex.number}` : terrainName(p.hex.terrain);
      return s(
        "g",
        { class: `cat-hex t-${p.hex.terrain}`, "data-testid": `hex-${p.hex.hex}`, "aria-label": tx("hex_label", p.hex.hex, label) },
        s("polygon", { points: hexPoints(p.centre), class: "cat-hex-face" }),
        terrainDecor(p.hex.terrain, p.centre),
        p.hex.number && numberChip(p.hex.number, p.centre),
      );
    }),
  );
}

/** edgeLayer draws the pieces on paths, then the paths the viewer may build on. */
function edgeLayer(input: MapInput): SVGGElement {
  const { view: v, geo: g } = input;
  const layer = s("g", { class: "cat-edges" });
  for (const piece of edgePieces(v)) {
    const el = edgeArt[piece.kind](g.vertices[piece.ends[0]]!, g.vertices[piece.ends[1]]!, piece.seat);
    layer.append(mark(el, pieceKey(piece), input.fresh));
  }
  for (const m of input.moves.filter((m) => m.kind === kinds.road)) {
    const ends = g.edges[m.x];
    if (!ends) continue;
    const a = g.vertices[ends[0]]!;
    const b = g.vertices[ends[1]]!;
    const name = `${ends[0] + 1}-${ends[1] + 1}`;
    const lane = s("path", { d: segment(a, b, 0.2 * R), class: "lane" });
    const el = spot(input, m, "edge", `spot-road-${name}`, midpoint(a, b), lane, road(a, b, v.viewer, "ghost"));
    el.setAttribute("data-ends", name); // the path's ends, as the action's text names them
    layer.append(el);
  }
  return layer;
}

/** vertexLayer draws the settlements and cities, then the intersections the viewer may build on. */
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
  return layer;
}

/** tokenLayer draws the tokens on hexes, then the hexes the viewer may move the robber to. */
function tokenLayer(input: MapInput): SVGGElement {
  const { view: v, geo: g } = input;
  const layer = s("g", { class: "cat-tokens" });
  for (const t of hexTokens(v)) {
    const place = g.hexes[t.hex];
    if (place) layer.append(mark(tokenArt[t.kind](tokenPoint(place)), pieceKey(t), input.fresh));
  }
  for (const m of input.moves.filter((m) => m.kind === kinds.robber)) {
    const place = g.hexes[m.x];
    if (!place) continue;
    const ghost = robber(tokenPoint(place));
    ghost.classList.add("ghost");
    const hit = s("polygon", { points: hexPoints(place.centre), class: "hit" });
    const ring = s("polygon", { points: hexPoints(place.centre, 0.74), class: "ring" });
    layer.append(spot(input, m, "hex", `spot-robber-${m.x + 1}`, null, hit, ring, ghost));
  }
  return layer;
}

/** mark names a piece's element by its key, and makes it glow when it is new. */
function mark(el: SVGGElement, key: string, fresh: Set<string>): SVGGElement {
  el.setAttribute("data-testid", key);
  if (fresh.has(key)) el.classList.add("cat-new");
  return el;
}

/**
 * spot is a place the viewer may choose, which sends move m: its picture
 * (what it lights, and the piece shown while pointed at) over a round target
 * a finger wide around at, where there is one (a hex's target is the hex).
 */
function spot(input: MapInput, m: Move, cls: string, testid: string, at: Point | null, ...picture: SVGElement[]): SVGGElement {
  const g = s(
    "g",
    { class: `cat-spot ${cls}`, "data-action": m.action, "aria-label": m.text, "data-testid": testid },
    at && s("circle", { cx: at.x, cy: at.y, r: 0.48 * R, class: "hit" }),
    picture,
    s("title", {}, m.text),
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
