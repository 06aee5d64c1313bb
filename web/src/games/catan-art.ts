// Catan's pictures in SVG: the resources' icons (on cards, hexes and
// harbours), the terrains, number chips with their pips, the pieces in seat
// colours (settlement, city, road), the robber and a harbour's token, and
// a terrain as a small hex for panels and keys.
// Pieces are drawn around (0, 0) and placed with a transform, so that a
// piece Seafarers adds (a ship, the pirate) is one more function here.
import { s } from "../dom";
import { hexPoints, R, segment, toward, type Point } from "./catan-geometry";
import type { HarbourKind, Resource, Terrain } from "./catan-view";

const at = (p: Point, scale = 1): string => `translate(${p.x.toFixed(1)},${p.y.toFixed(1)})${scale !== 1 ? ` scale(${scale})` : ""}`;

/** resourceIcon draws a resource in a 24-unit box around (0, 0). */
export function resourceIcon(r: Resource): SVGGElement {
  const g = s("g", { class: `cat-icon i-${r}` });
  switch (r) {
    case "brick":
      for (const [x, y, w] of [[-11, -8, 10], [0, -8, 11], [-11, -2, 5], [-5, -2, 11], [7, -2, 4], [-11, 4, 10], [0, 4, 11]] as const) {
        g.append(s("rect", { x, y, width: w, height: 5, rx: 0.8, class: "brick" }));
      }
      break;
    case "lumber":
      g.append(
        s("rect", { x: -2, y: 4, width: 4, height: 7, class: "trunk" }),
        s("polygon", { points: "0,-11 7,-3 3.5,-3 9,5 -9,5 -3.5,-3 -7,-3", class: "crown" }),
      );
      break;
    case "wool":
      g.append(
        s("path", { d: "M-5,6 v5 M-1,6 v5 M3,6 v5 M6,6 v5", class: "legs" }),
        s("path", { d: "M-7,2 a4,4 0 0 1 3,-7 a4.5,4.5 0 0 1 7,-1 a4,4 0 0 1 6,3 a4,4 0 0 1 -1,8 h-12 a4,4 0 0 1 -3,-3 z", class: "fleece" }),
        s("ellipse", { cx: -8.5, cy: -1.5, rx: 3.2, ry: 2.6, class: "head" }),
      );
      break;
    case "grain":
      g.append(s("path", { d: "M0,11 V-9", class: "stem" }));
      for (const y of [-8, -4, 0, 4]) {
        g.append(
          s("ellipse", { cx: -3, cy: y, rx: 2.1, ry: 3.6, transform: `rotate(-28 -3 ${y})`, class: "kernel" }),
          s("ellipse", { cx: 3, cy: y, rx: 2.1, ry: 3.6, transform: `rotate(28 3 ${y})`, class: "kernel" }),
        );
      }
      g.append(s("ellipse", { cx: 0, cy: -11, rx: 1.8, ry: 3, class: "kernel" }));
      break;
    case "ore":
      g.append(
        s("polygon", { points: "-11,8 -8,-2 -2,-9 5,-6 11,2 8,8", class: "rock" }),
        s("path", { d: "M-2,-9 L0,0 L-8,-2 M0,0 L8,8 M0,0 L5,-6", class: "facet" }),
      );
      break;
  }
  return g;
}

/** resourceSvg is a resource's icon as a small picture for HTML. */
export function resourceSvg(r: Resource, cls = "cat-res"): SVGSVGElement {
  return s("svg", { class: cls, viewBox: "-13 -13 26 26", "aria-hidden": "true" }, resourceIcon(r));
}

/** What each terrain yields. */
export const yields: Partial<Record<Terrain, Resource>> = {
  hills: "brick",
  forest: "lumber",
  pasture: "wool",
  fields: "grain",
  mountains: "ore",
};

/** terrainDecor draws a terrain's pictures in a hex around c: its resource, large above the chip and small below. */
export function terrainDecor(t: Terrain, c: Point): SVGGElement {
  const g = s("g", { class: "cat-decor", "aria-hidden": "true" });
  const r = yields[t];
  const spots: Array<[number, number, number]> = [
    [0, -0.56 * R, 1.25],
    [-0.5 * R, 0.4 * R, 0.8],
    [0.5 * R, 0.4 * R, 0.8],
  ];
  if (r) {
    for (const [dx, dy, k] of spots) {
      const icon = resourceIcon(r);
      icon.setAttribute("transform", at({ x: c.x + dx, y: c.y + dy }, k));
      g.append(icon);
    }
  } else if (t === "desert") {
    g.append(
      s("path", { class: "dune", d: `M${c.x - 30},${c.y - 22} q12,-10 24,0 t24,0` }),
      s("path", { class: "dune", d: `M${c.x - 20},${c.y + 28} q10,-8 20,0 t20,0` }),
      s("path", {
        class: "cactus",
        d: `M${c.x},${c.y + 10} v-26 M${c.x},${c.y - 4} h-7 v-8 M${c.x},${c.y - 8} h7 v-7`,
      }),
    );
  } else if (t === "hidden") {
    // A tile's back: a compass rose on a dark sea-blue face.
    const d = 0.42 * R;
    g.append(
      s("circle", { class: "back-ring", cx: c.x, cy: c.y, r: d }),
      s("path", { class: "back-rose", d: `M${c.x},${c.y - d} L${c.x + 7},${c.y - 7} L${c.x + d},${c.y} L${c.x + 7},${c.y + 7} L${c.x},${c.y + d} L${c.x - 7},${c.y + 7} L${c.x - d},${c.y} L${c.x - 7},${c.y - 7} Z` }),
      s("text", { class: "cat-hidden-mark", x: c.x, y: c.y + 1 }, "?"),
    );
  } else if (t === "sea") {
    g.append(s("path", { class: "wave", d: `M${c.x - 20},${c.y} q5,-5 10,0 t10,0 t10,0 t10,0` }));
  }
  return g;
}

/** pips is how many dots a number chip shows: the ways two dice make it. */
export function pips(n: number): number {
  return 6 - Math.abs(7 - n);
}

/** numberChip draws a number chip at c: 6 and 8 in red, with their pips. */
export function numberChip(n: number, c: Point): SVGGElement {
  const dots = pips(n);
  const hot = n === 6 || n === 8;
  const g = s(
    "g",
    { class: `cat-chip${hot ? " hot" : ""}`, transform: at(c), "aria-hidden": "true" },
    s("circle", { r: 0.31 * R, class: "chip-disc" }),
    s("text", { y: -0.035 * R, class: "chip-num" }, n),
  );
  for (let i = 0; i < dots; i++) {
    g.append(s("circle", { cx: (i - (dots - 1) / 2) * 4.4, cy: 0.17 * R, r: 1.7, class: "chip-pip" }));
  }
  return g;
}

/** settlement draws a settlement (開拓地) at p in a seat's colour. */
export function settlement(p: Point, seat: number, extra = ""): SVGGElement {
  return s(
    "g",
    { class: `cat-piece cat-s${seat} ${extra}`, transform: at(p) },
    s("path", { d: "M-11,9 V-2 L0,-12 L11,-2 V9 Z", class: "body" }),
  );
}

/** city draws a city (都市) at p in a seat's colour. */
export function city(p: Point, seat: number, extra = ""): SVGGElement {
  return s(
    "g",
    { class: `cat-piece cat-s${seat} ${extra}`, transform: at(p) },
    s("path", { d: "M-17,11 V-4 L-8,-13 L1,-4 V-1 H17 V11 Z", class: "body" }),
    s("path", { d: "M-11,11 v-6 h5 v6 M6,3 h5 v4 h-5 z", class: "detail" }),
  );
}

/** road draws a road (街道) along the path from a to b in a seat's colour. */
export function road(a: Point, b: Point, seat: number, extra = ""): SVGGElement {
  const d = segment(a, b, 0.17 * R);
  return s("g", { class: `cat-road cat-s${seat} ${extra}` }, s("path", { d, class: "casing" }), s("path", { d, class: "fill" }));
}

/** robber draws the robber (盗賊) standing at p. */
export function robber(p: Point): SVGGElement {
  return s(
    "g",
    { class: "cat-robber", transform: at(p) },
    s("ellipse", { cx: 0, cy: 13, rx: 10, ry: 3, class: "shadow" }),
    s("path", { d: "M-9,13 Q-10,2 -5,-4 L5,-4 Q10,2 9,13 Z", class: "body" }),
    s("circle", { cx: 0, cy: -10, r: 6.5, class: "body" }),
    s("path", { d: "M-3,-12 a3,3 0 0 1 4,-1", class: "shine" }),
  );
}

/** harbourToken draws a harbour's token at p: 3:1, or 2:1 with its resource; a Seafarers harbour chip is square. */
export function harbourToken(kind: HarbourKind, p: Point, chip = false): SVGGElement {
  const g = s(
    "g",
    { class: "cat-harbour-token" + (chip ? " chip" : ""), transform: at(p) },
    chip ? s("rect", { x: -0.27 * R, y: -0.27 * R, width: 0.54 * R, height: 0.54 * R, rx: 5, class: "disc" }) : s("circle", { r: 0.29 * R, class: "disc" }),
  );
  if (kind === "3:1") {
    g.append(s("text", { class: "ratio generic", y: 0 }, "3:1"));
  } else {
    const icon = resourceIcon(kind);
    icon.setAttribute("transform", "translate(0,-5) scale(0.62)");
    g.append(icon, s("text", { class: "ratio", y: 10 }, "2:1"));
  }
  return g;
}

/** pier draws the planks from an intersection a harbour serves toward its token. */
export function pier(from: Point, token: Point): SVGPathElement {
  const d = segment(from, toward(token, from, 0.19 * R), 0.08 * R);
  return s("path", { class: "cat-pier", d });
}

/** ship draws a ship (船) on the path from a to b in a seat's colour: a hull along the path, a sail above. */
export function ship(a: Point, b: Point, seat: number, extra = ""): SVGGElement {
  const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle < -90) angle += 180;
  return s(
    "g",
    { class: `cat-piece cat-ship cat-s${seat} ${extra}`, transform: `${at(m)} rotate(${angle.toFixed(1)})` },
    s("path", { d: "M-17,1 H17 L11,9 H-11 Z", class: "body" }),
    s("path", { d: "M-1,0 V-16 L11,-3 H-1", class: "body sail" }),
    s("path", { d: "M-3,0 V-13 L-11,-3 H-3", class: "body sail" }),
  );
}

/** pirate draws the pirate (海賊船) at p: a black ship under a dark sail. */
export function pirate(p: Point): SVGGElement {
  return s(
    "g",
    { class: "cat-pirate", transform: at(p) },
    s("ellipse", { cx: 0, cy: 12, rx: 17, ry: 3, class: "shadow" }),
    s("path", { d: "M-18,2 H18 L12,11 H-12 Z", class: "hull" }),
    s("path", { d: "M0,2 V-19 M-12,-15 H12 V-3 H-12 Z", class: "sail" }),
    s("circle", { cx: 0, cy: -10, r: 3, class: "skull" }),
    s("path", { d: "M-4,-4 L4,-8 M-4,-8 L4,-4", class: "bones" }),
  );
}

/** terrainIcon is a small hex of a terrain with its resource, for buttons and panels. */
export function terrainIcon(t: Terrain): SVGSVGElement {
  const r = yields[t];
  const icon = r ? resourceIcon(r) : null;
  icon?.setAttribute("transform", "scale(1.1)");
  return s(
    "svg",
    { class: `cat-tile-icon t-${t}`, viewBox: "-32 -32 64 64", "aria-hidden": "true" },
    s("polygon", { points: hexPoints({ x: 0, y: 0 }, 0.5), class: "cat-hex-face" }),
    icon,
    t === "gold" && s("text", { class: "gold-mark", y: 1 }, "Au"),
    t === "desert" && s("path", { class: "dune", d: "M-14,4 q7,-7 14,0 t14,0" }),
  );
}
