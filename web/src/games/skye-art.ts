// Drawing Isle of Skye in SVG: a landscape tile from what the view says of it
// (each region the sides it reaches, the one covering the centre as a round
// heart, roads from side to side with their whisky barrels, the objects in
// their regions, scrolls), the castle, the objects as icons, and gold coins.
// A tile is 100 units square, drawn as it lies.
import { s } from "../dom";
import type { ObjectName, Region, Road, Tile } from "./skye-view";

/** A point in a tile, 0-100 each way, y southward. */
type Pt = [number, number];

const sides = "NESW";
const centre: Pt = [50, 50];
const heart = 21; // the radius of the region covering the centre

/** Each side's corners, clockwise, and the middle of the side. */
const corners: Pt[] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];
const middles: Pt[] = [
  [50, 0],
  [100, 50],
  [50, 100],
  [0, 50],
];

/** rot turns a point of the N triangle to side e's, about the centre. */
function rot(p: Pt, e: number): Pt {
  let q = p;
  for (let k = 0; k < e; k++) q = [100 - q[1], q[0]];
  return q;
}

const f = (v: number): string => (Math.round(v * 10) / 10).toString();
const pts = (ps: Pt[]): string => ps.map((p) => `${f(p[0])},${f(p[1])}`).join(" ");

/** runs splits a set of sides into runs of neighbours, clockwise: "NSW" is W-N and S. */
function runs(set: number[]): number[][] {
  if (set.length === 4) return [[0, 1, 2, 3]];
  const start = set.find((e) => !set.includes((e + 3) % 4));
  if (start === undefined) return [];
  const out: number[][] = [];
  for (let k = 0, e = start; k < 4; k++, e = (e + 1) % 4) {
    if (!set.includes(e)) continue;
    if (set.includes((e + 3) % 4) && out.length > 0) out[out.length - 1]!.push(e);
    else out.push([e]);
  }
  return out;
}

/** sideIndexes reads a set of sides ("NE") as indexes. */
const sideIndexes = (set: string): number[] => [...set].map((c) => sides.indexOf(c)).filter((e) => e >= 0);

/** Where objects may stand in side e's triangle, best first. */
function sideSlots(e: number): Pt[] {
  return (
    [
      [31, 17],
      [69, 17],
      [50, 14],
      [37, 31],
      [63, 31],
    ] as Pt[]
  ).map((p) => rot(p, e));
}

/** Where objects may stand in the round heart. */
const heartSlots: Pt[] = [
  [50, 50],
  [40, 45],
  [60, 55],
  [60, 43],
  [40, 57],
];

/** How a tile is drawn: as it lies; region areas tagged for lighting when laid. */
export interface TileArt {
  g: SVGGElement;
  regions: SVGElement[][]; // by region, its shapes
}

/** tileArt draws a tile (its 100-unit square), the castle too. */
export function tileArt(t: Tile): TileArt {
  const regionOf: number[] = [0, 1, 2, 3].map((e) => t.regions.findIndex((r) => r.sides.includes(sides[e]!)));
  const mid = t.regions.findIndex((r) => r.centre);
  const ground = s("g", { class: "skye-ground" });
  const regions: SVGElement[][] = t.regions.map(() => []);
  // Each region's sides: one polygon per run of neighbouring sides.
  t.regions.forEach((r, k) => {
    for (const run of runs(sideIndexes(r.sides))) {
      const poly: Pt[] = run.length === 4 ? corners : [corners[run[0]!]!, ...run.map((e) => corners[(e + 1) % 4]!), centre];
      const el = s("polygon", { class: `skye-region t-${r.terrain}`, points: pts(poly) });
      regions[k]!.push(el);
      ground.append(el);
    }
  });
  // Borders between neighbouring sides of different regions, from the corner inwards.
  const borders = s("g", { class: "skye-borders" });
  for (let e = 0; e < 4; e++) {
    const next = (e + 1) % 4;
    if (regionOf[e] !== regionOf[next]) borders.append(s("line", { x1: corners[next]![0], y1: corners[next]![1], x2: 50, y2: 50 }));
  }
  ground.append(borders);
  // The heart: the region covering the centre, bordered where it meets another.
  const core = t.regions[mid];
  if (core && sideIndexes(core.sides).length < 4) {
    const disc = s("circle", { class: `skye-region skye-heart t-${core.terrain}`, cx: 50, cy: 50, r: heart });
    regions[mid]!.push(disc);
    ground.append(disc);
    for (let e = 0; e < 4; e++) {
      if (regionOf[e] === mid) continue;
      const a0 = ((-135 + 90 * e) * Math.PI) / 180;
      const a1 = a0 + Math.PI / 2;
      const p0: Pt = [50 + heart * Math.cos(a0), 50 + heart * Math.sin(a0)];
      const p1: Pt = [50 + heart * Math.cos(a1), 50 + heart * Math.sin(a1)];
      ground.append(s("path", { class: "skye-border", d: `M${f(p0[0])},${f(p0[1])} A${heart},${heart} 0 0 1 ${f(p1[0])},${f(p1[1])}` }));
    }
  }

  const roads = s("g", { class: "skye-roads" });
  const things = s("g", { class: "skye-things" });
  const taken: Pt[] = [];
  const paved: Pt[] = [];
  t.roads.forEach((r) => {
    const { d, along, barrel } = course(r);
    paved.push(...along);
    roads.append(s("path", { class: `skye-road-edge${r.joined ? " joined" : ""}`, d }), s("path", { class: `skye-road${r.joined ? " joined" : ""}`, d }));
    for (let k = 0; k < r.whisky; k++) {
      const at: Pt = [barrel[0] + k * 12, barrel[1]];
      taken.push(at);
      things.append(place(at, objectIcon("whisky")));
    }
  });

  if (t.tile === 0) {
    things.append(castle());
    taken.push(centre);
  }
  // Objects and scrolls in their regions; the first free places left get a little scenery.
  t.regions.forEach((r, k) => {
    const all = regionSlots(r, k === mid).filter((p) => !taken.some((q) => near(p, q)));
    const off = all.filter((p) => !paved.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 8));
    const slots = off.length >= itemCount(r) ? off : all;
    const items: Array<() => SVGElement> = [];
    if (r.scroll) items.push(() => scrollIcon(r.scroll!));
    for (const name of ["broch", "lighthouse", "farm", "ship", "cattle", "sheep"] as const) {
      for (let n = 0; n < (r.objects[name] ?? 0); n++) items.push(() => objectIcon(name));
    }
    items.forEach((make, i) => {
      const at = slots[i] ?? slots[slots.length - 1] ?? centre;
      taken.push(at);
      things.append(place(at, make()));
    });
    const spare = slots.slice(items.length).filter((p) => !taken.some((q) => near(p, q)));
    const scenery = spare.filter((_, i) => i % 2 === 0).slice(0, r.terrain === "pasture" ? 2 : 1);
    for (const at of scenery) ground.append(decor(r, at));
  });

  const g = s(
    "g",
    { class: "skye-tile" },
    ground,
    roads,
    things,
    s("rect", { class: "skye-tile-rim", x: 0.75, y: 0.75, width: 98.5, height: 98.5 }),
  );
  return { g, regions };
}

/** itemCount is how many icons a region shows: its objects and its scroll. */
const itemCount = (r: Region): number => Object.values(r.objects).reduce((a, b) => a + (b ?? 0), 0) + (r.scroll ? 1 : 0);

const near = (a: Pt, b: Pt): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) < 12;

/** regionSlots are the places for a region's objects: in its heart first, then its sides;
 * a lake or hill inside the tile spreads its few objects across its heart. */
function regionSlots(r: Region, isHeart: boolean): Pt[] {
  const own = sideIndexes(r.sides);
  if (own.length === 0) {
    const n = itemCount(r);
    if (n <= 1) return heartSlots;
    if (n === 2) return [[41, 50], [60, 51], ...heartSlots];
    return [[40, 44], [60, 44], [50, 59], ...heartSlots];
  }
  const bySide = own.map(sideSlots);
  const out: Pt[] = isHeart ? [heartSlots[0]!] : [];
  for (let i = 0; i < 5; i++) for (const list of bySide) out.push(list[i]!);
  if (isHeart) out.push(...heartSlots.slice(1));
  return out;
}

/** A road's course: its path, points along it, and where its whisky stands. */
interface Course {
  d: string;
  along: Pt[];
  barrel: Pt;
}

/** course is a road's way across a tile: straight across, curving between two
 * neighbouring sides, to a crossing at the centre, or from one side to a dead end. */
function course(r: Road): Course {
  const es = sideIndexes(r.sides);
  const m = (e: number): Pt => middles[e]!;
  const mv = (p: Pt): string => `M${f(p[0])},${f(p[1])}`;
  const line = (a: Pt, b: Pt): Pt[] => [0, 0.2, 0.4, 0.6, 0.8, 1].map((k) => [a[0] + k * (b[0] - a[0]), a[1] + k * (b[1] - a[1])]);
  if (es.length === 1) {
    const e = es[0]!;
    const end = rot([50, 36], e);
    return { d: `${mv(m(e))}L${f(end[0])},${f(end[1])}`, along: line(m(e), end), barrel: rot([50, 33], e) };
  }
  if (es.length === 2 && (es[0]! + 2) % 4 !== es[1]!) {
    const [a, b] = [m(es[0]!), m(es[1]!)];
    const at = (k: number): Pt => [(1 - k) * (1 - k) * a[0] + 2 * k * (1 - k) * 50 + k * k * b[0], (1 - k) * (1 - k) * a[1] + 2 * k * (1 - k) * 50 + k * k * b[1]];
    return { d: `${mv(a)}Q50,50 ${f(b[0])},${f(b[1])}`, along: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map(at), barrel: at(0.3) };
  }
  const first = m(es[0]!);
  return {
    d: es.map((e) => `${mv(m(e))}L50,50`).join(""),
    along: es.flatMap((e) => line(m(e), centre)),
    barrel: [first[0] + 0.55 * (50 - first[0]), first[1] + 0.55 * (50 - first[1])],
  };
}

/** place puts an icon drawn about (0, 0) at a point. */
function place(at: Pt, icon: SVGElement): SVGGElement {
  return s("g", { transform: `translate(${f(at[0])} ${f(at[1])})` }, icon);
}

/** decor is a little scenery for a region: a tuft of grass, a peak, a wave. */
function decor(r: Region, at: Pt): SVGElement {
  const [x, y] = at;
  const d =
    r.terrain === "pasture"
      ? `M${x - 4},${y + 2}l2,-5l1,5M${x},${y + 2}l1,-6l1.5,6M${x + 3},${y + 2}l2,-4l1,4`
      : r.terrain === "mountain"
        ? `M${x - 9},${y + 4}L${x - 2},${y - 6}L${x + 2},${y - 1}L${x + 4},${y - 4}L${x + 10},${y + 4}`
        : `M${x - 8},${y}q4,-4 8,0t8,0`;
  return s("path", { class: `skye-decor d-${r.terrain}`, d });
}

/** castle draws the castle tile's keep about the centre. */
function castle(): SVGGElement {
  return s(
    "g",
    { class: "skye-castle", transform: "translate(50 52)" },
    s("path", {
      class: "wall",
      d: "M-20,14 V-6 H-16 V-10 H-12 V-6 H-8 V-10 H-4 V-6 H4 V-10 H8 V-6 H12 V-10 H16 V-6 H20 V14 Z",
    }),
    s("path", { class: "keep", d: "M-8,-4 V-20 H-5 V-24 H-2 V-20 H2 V-24 H5 V-20 H8 V-4 Z" }),
    s("path", { class: "door", d: "M-5,14 V6 A5,5 0 0 1 5,6 V14 Z" }),
    s("path", { class: "flag", d: "M0,-24 V-33 L9,-30 L0,-27" }),
  );
}

/** objectIcon draws an object about (0, 0), some 16 units across. */
export function objectIcon(name: ObjectName): SVGGElement {
  const g = s("g", { class: `skye-obj o-${name}` });
  switch (name) {
    case "sheep":
      g.append(
        s("path", { class: "legs", d: "M-4,3 V8 M3,3 V8" }),
        s("path", {
          class: "fleece",
          d: "M-7,0 a3.5,3.5 0 0 1 3,-5 a3.5,3.5 0 0 1 6,-1 a3.5,3.5 0 0 1 5,3 a3,3 0 0 1 -1,6 a3.5,3.5 0 0 1 -6,1 a3.5,3.5 0 0 1 -6,-1 a3,3 0 0 1 -1,-3 Z",
        }),
        s("ellipse", { class: "head", cx: 8.5, cy: -3, rx: 2.8, ry: 2.2 }),
      );
      break;
    case "cattle":
      g.append(
        s("path", { class: "legs", d: "M-6,3 V9 M-2,3 V9 M3,3 V9 M6,3 V9" }),
        s("rect", { class: "hide", x: -8, y: -4, width: 15, height: 9, rx: 3 }),
        s("path", { class: "horns", d: "M6,-7 q2,2 4,0 M10,-7 q1,-2 3,-1 M6,-7 q-1,-2 -3,-1" }),
        s("rect", { class: "hide", x: 5, y: -7, width: 6, height: 7, rx: 2 }),
        s("circle", { class: "spot", cx: -3, cy: 0, r: 2 }),
      );
      break;
    case "farm":
      g.append(
        s("path", { class: "barn", d: "M-8,8 V-2 L0,-9 L8,-2 V8 Z" }),
        s("path", { class: "roof", d: "M-10,-1 L0,-10 L10,-1" }),
        s("path", { class: "door", d: "M-3,8 V1 H3 V8 M-3,1 L3,8 M3,1 L-3,8" }),
      );
      break;
    case "broch":
      g.append(
        s("path", { class: "stone", d: "M-7,9 L-5,-8 Q0,-10 5,-8 L7,9 Q0,11 -7,9 Z" }),
        s("path", { class: "courses", d: "M-6,3 Q0,5 6,3 M-5.5,-3 Q0,-1 5.5,-3" }),
        s("path", { class: "gap", d: "M-1.5,9.5 V5 H1.5 V9.5" }),
      );
      break;
    case "lighthouse":
      g.append(
        s("path", { class: "beam", d: "M0,-8 L-11,-13 V-4 Z M0,-8 L11,-13 V-4 Z" }),
        s("path", { class: "tower", d: "M-4.5,10 L-3,-5 H3 L4.5,10 Z" }),
        s("path", { class: "stripe", d: "M-4,4 H4 L3.6,0 H-3.6 Z" }),
        s("rect", { class: "lamp", x: -3, y: -10, width: 6, height: 5, rx: 1 }),
      );
      break;
    case "ship":
      g.append(
        s("path", { class: "mast", d: "M0,3 V-11" }),
        s("path", { class: "sail", d: "M1,-10 Q8,-5 1,1 Z M-1,-8 Q-7,-4 -1,1 Z" }),
        s("path", { class: "hull", d: "M-10,2 H10 L6,8 H-6 Z" }),
      );
      break;
    case "whisky":
      g.append(
        s("ellipse", { class: "cask", cx: 0, cy: 0, rx: 5.5, ry: 7 }),
        s("path", { class: "hoops", d: "M-5,-4 H5 M-5,4 H5" }),
      );
      break;
  }
  return g;
}

/** scrollIcon is a scroll (巻物) showing the object it counts. */
export function scrollIcon(name: ObjectName): SVGGElement {
  return s(
    "g",
    { class: "skye-scroll" },
    s("rect", { class: "paper", x: -10, y: -8, width: 20, height: 16, rx: 2 }),
    s("path", { class: "rolls", d: "M-10,-8 a2,8 0 0 0 0,16 M10,-8 a2,8 0 0 1 0,16" }),
    s("g", { transform: "scale(0.62)" }, objectIcon(name)),
  );
}

/** tileIcon draws a tile on its own, for the market and the tiles to lay. */
export function tileIcon(t: Tile, cls = ""): SVGSVGElement {
  return s("svg", { class: `skye-tile-icon ${cls}`, viewBox: "0 0 100 100", "aria-hidden": "true" }, tileArt(t).g);
}

/** icon wraps an object in a small SVG of its own, for text. */
export function icon(name: ObjectName | "scroll"): SVGSVGElement {
  return s(
    "svg",
    { class: "skye-icon", viewBox: "-12 -12 24 24", "aria-hidden": "true" },
    name === "scroll" ? s("g", { transform: "scale(0.9)" }, scrollIcon("sheep")) : objectIcon(name),
  );
}

/** coin is a gold coin as an icon. */
export function coin(cls = ""): SVGSVGElement {
  return s(
    "svg",
    { class: `skye-coin ${cls}`, viewBox: "0 0 20 20", "aria-hidden": "true" },
    s("circle", { class: "rim", cx: 10, cy: 10, r: 9 }),
    s("circle", { class: "face", cx: 10, cy: 10, r: 6.2 }),
    s("path", { class: "mark", d: "M10,6.5 V13.5 M7.5,8.5 H12.5" }),
  );
}

/** coinStack draws n coins as a small pile (at most six shown). */
export function coinStack(n: number): SVGSVGElement {
  const shown = Math.min(n, 6);
  const h = 8 + 4 * shown;
  const g = s("svg", { class: "skye-stack", viewBox: `0 0 24 ${h}`, "aria-hidden": "true", style: `height: ${h / 10}em` });
  for (let i = 0; i < shown; i++) {
    const y = h - 6 - 4 * i;
    g.append(s("ellipse", { class: "side", cx: 12, cy: y + 1.5, rx: 10, ry: 4 }), s("ellipse", { class: "top", cx: 12, cy: y, rx: 10, ry: 4 }));
  }
  return g;
}
