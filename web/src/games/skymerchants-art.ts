// Drawing Merchants of Sky Islands in SVG: a tile (sky, floating islands
// reaching exactly the edges each part touches, its airship, the buildings),
// and the cubes. A tile is 100 units square; its land is shaped as printed
// (so a tile looks the same in the hand and on the board, only turned) and
// its airship and buildings stay upright.
import { s } from "../dom";
import { turnEdges, type Airship, type Part, type Tile } from "./skymerchants-view";

/** A point in a tile, 0-100 each way, y southward. */
export type Pt = [number, number];

const dirs: Record<string, Pt> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** The width of land where it crosses an edge: the middle 40 units, so neighbours meet. */
const neck = 40;

const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
const times = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
const centre: Pt = [50, 50];

function unit(a: Pt): Pt {
  const n = Math.hypot(a[0], a[1]);
  return n === 0 ? [0, 0] : times(a, 1 / n);
}

/** pull is where a part's edges pull it: the sum of their directions. */
function pull(edges: string): Pt {
  return [...edges].reduce<Pt>((sum, e) => add(sum, dirs[e]!), [0, 0]);
}

/** One island part's land: strokes of width neck from its edges to its anchor, and round masses. */
interface Land {
  arms: Pt[][];
  discs: Array<{ c: Pt; r: number }>;
  anchor: Pt; // where its buildings stand
}

/** noise gives the same number in [0, 1) for the same tile and k: a tile keeps its coastline. */
function noise(id: number, k: number): number {
  const v = Math.sin(id * 12.9898 + k * 78.233) * 43758.5453;
  return v - Math.floor(v);
}

/** lands shapes a tile's parts as printed. A part alone on its tile is a big island
 * with an uneven coast; parts sharing a tile are small and kept apart, each pushed
 * away from the others. Corners stay sky, for the airship. */
function lands(parts: string[], id: number): Land[] {
  const alone = parts.length === 1;
  return parts.map((edges, i) => {
    const others = parts.reduce<Pt>((sum, p, j) => (j === i ? sum : add(sum, pull(p))), [0, 0]);
    const away = unit(times(others, -1));
    const letters = [...edges];
    let anchor: Pt;
    let r: number;
    if (letters.length === 0) {
      anchor = add(centre, times(away, 24));
      r = alone ? 25 : 15;
    } else if (letters.length === 1) {
      const d = dirs[letters[0]!]!;
      const aside = add(away, times(d, -(away[0] * d[0] + away[1] * d[1]))); // along the edge, never off the tile
      anchor = alone ? add(centre, times(d, 4)) : add(add(centre, times(d, 36)), times(aside, 8));
      r = alone ? 28 : neck / 2;
    } else {
      anchor = add(centre, alone ? times(unit(pull(edges)), 4) : times(away, 14));
      r = alone ? 29 + 3 * noise(id, 1) : neck / 2;
    }
    // Each arm crosses its edge square to it, then bends to the anchor inside the tile.
    const arms = letters.map((e) => {
      const d = dirs[e]!;
      const mid = add(centre, times(d, 50));
      return [add(mid, times(d, 15)), add(mid, times(d, -12)), anchor];
    });
    const discs = [{ c: anchor, r }];
    if (!alone) return { arms, discs, anchor };
    // Shoulders where the arms leave the edges, and bulges towards the sky sides.
    letters.forEach((e, k) => {
      const d = dirs[e]!;
      const side: Pt = [-d[1], d[0]];
      discs.push({ c: add(add(centre, times(d, 20)), times(side, 10 * noise(id, k + 2) - 5)), r: 22 + 3 * noise(id, k + 6) });
    });
    [..."NESW"]
      .filter((e) => !edges.includes(e))
      .forEach((e, k) => {
        const d = dirs[e]!;
        const side: Pt = [-d[1], d[0]];
        const rr = 11 + 4 * noise(id, k + 10);
        discs.push({ c: add(add(anchor, times(d, 19)), times(side, 8 * noise(id, k + 14) - 4)), r: rr });
      });
    return { arms, discs, anchor };
  });
}

/** turnPt turns a point of the tile by quarter turns clockwise about its centre. */
function turnPt(p: Pt, quarters: number): Pt {
  let q = p;
  for (let k = 0; k < ((quarters % 4) + 4) % 4; k++) q = [100 - q[1], q[0]];
  return q;
}

function turnLand(l: Land, quarters: number): Land {
  return {
    arms: l.arms.map((arm) => arm.map((p) => turnPt(p, quarters))),
    discs: l.discs.map((d) => ({ c: turnPt(d.c, quarters), r: d.r })),
    anchor: turnPt(l.anchor, quarters),
  };
}

const f = (v: number): string => v.toFixed(1);

/** landShapes draws a land grown by grow units: arms as round-capped strokes, and discs. */
function landShapes(l: Land, grow: number, cls: string): SVGElement[] {
  return [
    ...l.arms.map((arm) =>
      s("path", { class: cls, d: "M" + arm.map((p) => `${f(p[0])},${f(p[1])}`).join("L"), "stroke-width": neck + grow }),
    ),
    ...l.discs.map((d) => s("circle", { class: cls, cx: f(d.c[0]), cy: f(d.c[1]), r: f(d.r + grow / 2) })),
  ];
}

/** How a tile is to be drawn. */
export interface TileLook {
  id: number;
  airship: Airship;
  printed: string[]; // its parts' edges as printed
  quarters: number; // its turn
  parts?: Part[]; // its buildings, on the board
  closed?: boolean[]; // by part: whether its island is closed
  focus?: number; // a part to single out: ringed, the others dimmed
}

/** handLook is how a tile of a hand (given as printed) is drawn, turned by quarters. */
export function handLook(tile: Tile, quarters: number): TileLook {
  return { id: tile.tile, airship: tile.airship, printed: tile.parts.map((p) => p.edges), quarters };
}

/** laidLook is how a tile on the board (given as it lies) is drawn, with its buildings. */
export function laidLook(tile: Tile): TileLook {
  const quarters = tile.turn / 90;
  return { id: tile.tile, airship: tile.airship, printed: tile.parts.map((p) => turnEdges(p.edges, -quarters)), quarters, parts: tile.parts };
}

/** A drawn tile: its group (0-100, to be clipped to the tile), each part's shapes, where
 * each part's buildings stand, and the buildings (which may overhang the tile's edge). */
export interface TileArt {
  g: SVGGElement;
  parts: SVGElement[][];
  anchors: Pt[];
  buildings: SVGGElement;
}

/** tileArt draws a tile. */
export function tileArt(look: TileLook): TileArt {
  const shaped = lands(look.printed, look.id).map((l) => turnLand(l, look.quarters));
  const rock = s("g", { class: "sky-rocks", transform: "translate(0 7)" });
  const shore = s("g", {});
  const grass = s("g", {});
  const sun = s("g", { transform: "translate(-2 -3)" });
  const parts = shaped.map((l, i) => {
    const tag = (cls: string): string =>
      `sky-part ${cls}${look.closed?.[i] ? " closed" : ""}${look.focus !== undefined && look.focus !== i ? " dim" : ""}`;
    const layers = [landShapes(l, 6, tag("sky-rock")), landShapes(l, 5, tag("sky-shore")), landShapes(l, 0, tag("sky-grass")), landShapes(l, -16, tag("sky-sun"))];
    rock.append(...layers[0]!);
    shore.append(...layers[1]!);
    grass.append(...layers[2]!);
    sun.append(...layers[3]!);
    return layers.flat();
  });
  const g = s(
    "g",
    { class: "sky-tile" },
    s("rect", { class: "sky-tile-bg", x: 0, y: 0, width: 100, height: 100 }),
    s("rect", { class: "sky-tile-rim", x: 1.5, y: 1.5, width: 97, height: 97, rx: 3 }),
    rock,
    shore,
    grass,
    sun,
    s("g", { transform: `translate(${airshipSpot(shaped).join(" ")}) scale(1.1)` }, airship(look.airship)),
  );
  const buildings = s("g", {});
  look.parts?.forEach((p, i) => {
    if (p.house >= 0) buildings.append(building(p, shaped[i]!.anchor));
  });
  const focus = look.focus === undefined ? undefined : shaped[look.focus];
  if (focus) buildings.append(s("circle", { class: "sky-focus", cx: f(focus.anchor[0]), cy: f(focus.anchor[1]), r: 17 }));
  return { g, parts, anchors: shaped.map((l) => l.anchor), buildings };
}

/** airshipSpot is the corner of the tile farthest from its land, where the airship flies. */
function airshipSpot(shaped: Land[]): Pt {
  const corners: Pt[] = [
    [19, 15],
    [84, 15],
    [19, 83],
    [84, 83],
  ];
  const clearance = (p: Pt): number => {
    let best = Infinity;
    for (const l of shaped) {
      for (const d of l.discs) best = Math.min(best, Math.hypot(p[0] - d.c[0], p[1] - d.c[1]) - d.r);
      for (const arm of l.arms) {
        for (let k = 1; k < arm.length; k++) best = Math.min(best, toSegment(p, arm[k - 1]!, arm[k]!) - neck / 2);
      }
    }
    return best;
  };
  return corners.reduce((a, b) => (clearance(b) > clearance(a) + 0.5 ? b : a));
}

function toSegment(p: Pt, a: Pt, b: Pt): number {
  const v: Pt = [b[0] - a[0], b[1] - a[1]];
  const len = v[0] * v[0] + v[1] * v[1];
  const k = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * v[0] + (p[1] - a[1]) * v[1]) / len));
  return Math.hypot(p[0] - a[0] - k * v[0], p[1] - a[1] - k * v[1]);
}

/** airship draws an airship of a colour about (0, 0), nose east. */
export function airship(colour: Airship): SVGGElement {
  return s(
    "g",
    { class: `sky-airship airship-${colour}` },
    s("path", { class: "fin", d: "M-9,-2 L-15,-8 L-13,0 L-15,8 L-9,2 Z" }),
    s("path", { class: "rope", d: "M-4,5 L-3,9 M4,5 L3,9" }),
    s("rect", { class: "gondola", x: -5, y: 8, width: 10, height: 4.5, rx: 1.5 }),
    s("ellipse", { class: "envelope", cx: 0, cy: 0, rx: 12, ry: 6.5 }),
    s("path", { class: "band", d: "M-5,-5.7 Q-7,0 -5,5.7 M3,-6.2 Q1,0 3,6.2" }),
    colour === "green" && s("path", { class: "star", d: "M0,-3.6 L1,-1 3.6,-1 1.5,0.7 2.3,3.4 0,1.8 -2.3,3.4 -1.5,0.7 -3.6,-1 -1,-1 Z" }),
  );
}

/** annexes gives where the tower and the harbour of a house at an anchor stand: beside
 * and below it, or on the left and above it when that keeps them on the tile. */
export function annexes(at: Pt): { tower: Pt; harbour: Pt } {
  return { tower: [at[0] + (at[0] > 70 ? -12 : 12), at[1] - 3], harbour: [at[0], at[1] + (at[1] > 70 ? -23 : 19)] };
}

/** building draws a trading house in its owner's colour at its anchor, with its tower and harbour. */
function building(p: Part, at: Pt): SVGGElement {
  const { tower, harbour } = annexes(at);
  const put = (pt: Pt, mark: SVGElement): SVGGElement => s("g", { transform: `translate(${f(pt[0])} ${f(pt[1])}) scale(1.25)` }, mark);
  return s(
    "g",
    { class: "sky-building" },
    p.tower && put(tower, towerMark(0, 0)),
    put(at, s("path", { class: `sky-house seat-${p.house}`, d: "M-9,9 V-1 L0,-10 L9,-1 V9 Z" })),
    p.harbour && put(harbour, harbourMark(0, 0)),
  );
}

/** harbourMark is an anchor on a disc at (x, y). */
export function harbourMark(x: number, y: number): SVGGElement {
  return s(
    "g",
    { class: "sky-harbour", transform: `translate(${x} ${y})` },
    s("circle", { r: 6.5 }),
    s("path", { d: "M0,-3.8 V4 M-3.6,1.2 Q0,6.2 3.6,1.2 M-2.2,-1.6 H2.2" }),
  );
}

/** towerMark is a small tower at (x, y). */
export function towerMark(x: number, y: number): SVGPathElement {
  return s("path", { class: "sky-tower", transform: `translate(${x} ${y})`, d: "M-5,8 V-9 H-3 V-6.5 H-1 V-9 H1 V-6.5 H3 V-9 H5 V8 Z" });
}

/** houseMark is a house at (x, y), in a seat's colour or as an outline (seat -1). */
export function houseMark(x: number, y: number, seat: number): SVGPathElement {
  return s("path", { class: `sky-house${seat >= 0 ? ` seat-${seat}` : " ghost"}`, transform: `translate(${x} ${y})`, d: "M-8,8 V-1 L0,-9 L8,-1 V8 Z" });
}

/** cube is a small cube of a colour (0 red, 1 white, 2 blue) as an icon. */
export function cube(colour: number): SVGSVGElement {
  return s(
    "svg",
    { class: `sky-cube cube-${colour}`, viewBox: "0 0 20 20", "aria-hidden": "true" },
    s("path", { class: "top", d: "M10,2 L18,6 L10,10 L2,6 Z" }),
    s("path", { class: "left", d: "M2,6 L10,10 L10,19 L2,15 Z" }),
    s("path", { class: "right", d: "M18,6 L10,10 L10,19 L18,15 Z" }),
  );
}

/** icon wraps a mark in a small SVG of its own, for text and buttons. */
export function icon(cls: string, mark: SVGElement): SVGSVGElement {
  return s("svg", { class: `sky-icon ${cls}`, viewBox: "-16 -16 32 32", "aria-hidden": "true" }, mark);
}

/** tileIcon draws a tile on its own, for hands and buttons. */
export function tileIcon(look: TileLook): SVGSVGElement {
  const art = tileArt(look);
  return s("svg", { class: "sky-tile-icon", viewBox: "0 0 100 100", "aria-hidden": "true" }, art.g, art.buildings);
}
