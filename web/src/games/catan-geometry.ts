// Catan's board geometry, computed in the browser as games/catan/board.go
// computes it: pointy-top hexes in axial coordinates [q, r] (r the row from
// the top), a hex's centre at x = 2q + r half-widths and y = 3r quarter
// heights, its corners 2 quarter heights above and below it and 1 to each
// side. Intersections are the corners of the view's hexes in reading order
// (by y, then x); paths are their sides, in the order of their two ends
// (the lower first). Both count from 0 here, as the action codes do.
import type { Hex } from "./catan-view";

/** R is a hex's radius (centre to corner) in SVG units. */
export const R = 60;
const halfWidth = (R * Math.sqrt(3)) / 2;
const quarter = R / 2;

/** A point in SVG units. */
export interface Point {
  x: number;
  y: number;
}

/**
 * A hex as drawn: its centre and its corners, clockwise from the top, as
 * intersections (-1 for a frame hex's corner off the board) and as points.
 * Side k (a harbour's) runs from corner k to corner k+1: side 0 is the
 * north-east side, as games/catan numbers them.
 */
export interface HexPlace {
  hex: Hex;
  centre: Point;
  corners: number[];
  points: Point[];
}

/** The board's geometry. */
export interface Geometry {
  hexes: HexPlace[];
  /** hexAt finds a hex of the view by its axial coordinates. */
  hexAt: Map<string, HexPlace>;
  vertices: Point[];
  /** The hexes of the view at each intersection. */
  vertexHexes: HexPlace[][];
  edges: Array<[number, number]>;
  /** edgeOf finds a path by its ends, "v-w" (from 0, the lower first). */
  edgeOf: Map<string, number>;
  /** The sea around the board: the hexes next to the board's that are not in the view. */
  frame: Point[];
  /** The view's frame hexes (The Unknown Island's harbour chips may lie on them). */
  framePlaces: HexPlace[];
  /** Every hex of the view and its frame by number (from 1). */
  byNumber: Map<number, HexPlace>;
}

/** The six corners of hex [q, r], clockwise from the top, in half-widths and quarter heights. */
function cornerUnits(q: number, r: number): Array<[number, number]> {
  const x = 2 * q + r;
  const y = 3 * r;
  return [
    [x, y - 2],
    [x + 1, y - 1],
    [x + 1, y + 1],
    [x, y + 2],
    [x - 1, y + 1],
    [x - 1, y - 1],
  ];
}

/** The neighbours of a hex in axial steps, clockwise from the north-east: side k of a hex faces neighbour k. */
export const neighbours: Array<[number, number]> = [
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
];

function toPoint([x, y]: [number, number]): Point {
  return { x: x * halfWidth, y: y * quarter };
}

/** hexCentre is where hex [q, r]'s centre is drawn. */
export function hexCentre(q: number, r: number): Point {
  return toPoint([2 * q + r, 3 * r]);
}

/** hexPoints is the outline of a hex around c, for a polygon's points, scaled by k. */
export function hexPoints(c: Point, k = 1): string {
  return [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${(c.x + k * R * Math.cos(a)).toFixed(1)},${(c.y + k * R * Math.sin(a)).toFixed(1)}`;
    })
    .join(" ");
}

const key = (a: number, b: number): string => `${a},${b}`;

/** geometry computes the board of a view's hexes, and of its frame where the view gives one. */
export function geometry(hexes: Hex[], frameHexes: Hex[] = []): Geometry {
  const units = new Map<string, [number, number]>();
  for (const h of hexes) for (const c of cornerUnits(h.q, h.r)) units.set(key(c[0], c[1]), c);
  const sorted = [...units.values()].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const index = new Map(sorted.map((c, i) => [key(c[0], c[1]), i]));
  const vertexHexes: HexPlace[][] = sorted.map(() => []);
  const places: HexPlace[] = [];
  const hexAt = new Map<string, HexPlace>();
  const edgeSet = new Map<string, [number, number]>();
  for (const h of hexes) {
    const cu = cornerUnits(h.q, h.r);
    const corners = cu.map((c) => index.get(key(c[0], c[1]))!);
    const place = { hex: h, centre: hexCentre(h.q, h.r), corners, points: cu.map(toPoint) };
    places.push(place);
    hexAt.set(key(h.q, h.r), place);
    for (let k = 0; k < 6; k++) {
      const v = corners[k]!;
      const w = corners[(k + 1) % 6]!;
      vertexHexes[v]!.push(place);
      edgeSet.set(`${Math.min(v, w)}-${Math.max(v, w)}`, [Math.min(v, w), Math.max(v, w)]);
    }
  }
  const edges = [...edgeSet.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const framePlaces = frameHexes.map((h): HexPlace => {
    const cu = cornerUnits(h.q, h.r);
    return { hex: h, centre: hexCentre(h.q, h.r), corners: cu.map((c) => index.get(key(c[0], c[1])) ?? -1), points: cu.map(toPoint) };
  });
  const frame = new Map<string, Point>();
  for (const h of hexes) {
    for (const [dq, dr] of neighbours) {
      const k = key(h.q + dq, h.r + dr);
      if (!hexAt.has(k)) frame.set(k, hexCentre(h.q + dq, h.r + dr));
    }
  }
  return {
    hexes: places,
    hexAt,
    vertices: sorted.map(toPoint),
    vertexHexes,
    edges,
    edgeOf: new Map(edges.map((e, i) => [`${e[0]}-${e[1]}`, i])),
    frame: [...frame.values()],
    framePlaces,
    byNumber: new Map([...places, ...framePlaces].map((p) => [p.hex.hex, p])),
  };
}

/** sideEnds is side k of a hex: the points of its two corners. */
export function sideEnds(p: HexPlace, k: number): [Point, Point] {
  return [p.points[k]!, p.points[(k + 1) % 6]!];
}

/** edgeBetween finds the path joining intersections v and w (from 0), or -1. */
export function edgeBetween(g: Geometry, v: number, w: number): number {
  return g.edgeOf.get(`${Math.min(v, w)}-${Math.max(v, w)}`) ?? -1;
}

/** midpoint is the point halfway between a and b. */
export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** toward is the point d units from a in the direction of b. */
export function toward(a: Point, b: Point, d: number): Point {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: a.x + ((b.x - a.x) * d) / len, y: a.y + ((b.y - a.y) * d) / len };
}

/** segment is the path from a to b, each end drawn in by inset, for a path's d. */
export function segment(a: Point, b: Point, inset: number): string {
  const p = toward(a, b, inset);
  const q = toward(b, a, inset);
  return `M${p.x.toFixed(1)},${p.y.toFixed(1)} L${q.x.toFixed(1)},${q.y.toFixed(1)}`;
}
