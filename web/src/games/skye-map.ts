// A territory (クラン領土) of Isle of Skye: the castle and the tiles laid on a
// square grid, fitted to their box; and, while its owner builds, glowing
// places where the chosen tile fits, as it would lie there. Pointing at a
// region lights the whole terrain area it belongs to and names it.
import { s } from "../dom";
import { clickable, hover } from "./interact";
import { tileArt } from "./skye-art";
import { placeWords, tileWords, tx } from "./skye-text";
import { objectNames, type Area, type Move, type Tile } from "./skye-view";

/** A place where the chosen tile fits: the place action and the tile as it would lie. */
export interface Spot {
  move: Move;
  ghost: Tile;
}

/** What a territory is drawn from. */
export interface MapInput {
  tiles: Tile[];
  areas: Area[];
  spots: Spot[];
  label: string;
  /** The territory's player: its tiles answer events' places ("x,y", data-at) for that seat. */
  seat: number;
  send(action: number): void;
}

const cell = 100;

/** describeArea names an area: its terrain, size, completeness and objects. */
export function describeArea(a: Area): string {
  const terrain = tx(a.terrain);
  const head = a.tiles === 1 ? tx("area_one", terrain) : tx("area", terrain, a.tiles);
  const things = objectNames.filter((o) => (a.objects[o] ?? 0) > 0).map((o) => `${tx(o)} ×${a.objects[o]}`);
  return [head, tx(a.complete ? "complete" : "open"), ...things].join(" · ");
}

/** drawTerritory draws a territory. */
export function drawTerritory(m: MapInput): SVGSVGElement {
  const cells = [...m.tiles.map((t) => [t.x, t.y]), ...m.spots.map((sp) => [sp.move.x, sp.move.y])];
  let [x0, x1, y0, y1] = [
    Math.min(...cells.map((c) => c[0]!)),
    Math.max(...cells.map((c) => c[0]!)),
    Math.min(...cells.map((c) => c[1]!)),
    Math.max(...cells.map((c) => c[1]!)),
  ];
  // At least 3 by 3, so that a young territory is not drawn huge.
  while (x1 - x0 < 2) [x0, x1] = x1 - x0 === 1 ? [x0, x1 + 1] : [x0 - 1, x1 + 1];
  while (y1 - y0 < 2) [y0, y1] = y1 - y0 === 1 ? [y0, y1 + 1] : [y0 - 1, y1 + 1];
  const cols = x1 - x0 + 1;
  const rows = y1 - y0 + 1;
  const svg = s("svg", {
    class: `skye-map${m.spots.length > 0 ? " acting" : ""}`,
    viewBox: `${x0 * cell - 4} ${y0 * cell - 4} ${cols * cell + 8} ${rows * cell + 8}`,
    role: "group",
    "aria-label": m.label,
    style: `--cols: ${cols}; --rows: ${rows}`,
  });
  svg.append(s("rect", { class: "skye-sea", x: x0 * cell - 4, y: y0 * cell - 4, width: cols * cell + 8, height: rows * cell + 8, rx: 8 }));
  for (let i = 0; i <= cols; i++) svg.append(s("path", { class: "skye-grid", d: `M${(x0 + i) * cell},${y0 * cell}v${rows * cell}` }));
  for (let j = 0; j <= rows; j++) svg.append(s("path", { class: "skye-grid", d: `M${x0 * cell},${(y0 + j) * cell}h${cols * cell}` }));

  const byArea = new Map<number, SVGElement[]>();
  const light = (area: number | null): void => {
    svg.classList.toggle("focus", area !== null);
    for (const [n, els] of byArea) for (const el of els) el.classList.toggle("hl", n === area);
  };
  for (const t of m.tiles) {
    const art = tileArt(t);
    t.regions.forEach((r, k) => {
      const area = m.areas[r.area];
      for (const el of art.regions[k] ?? []) {
        if (area) {
          el.append(s("title", {}, describeArea(area)));
          byArea.set(r.area, [...(byArea.get(r.area) ?? []), el]);
          hover(
            el,
            () => light(r.area),
            () => light(null),
          );
        }
      }
    });
    const label = t.tile === 0 ? tx("castle") : tx("tile_at", tileWords(t), placeWords(t.x, t.y));
    svg.append(place(t.x, t.y, { class: "skye-cell", "data-tile": t.tile, "data-sides": sidesOf(t), "aria-label": label, "data-at": `${t.x},${t.y}`, "data-at-seat": m.seat }, art.g));
  }

  for (const sp of m.spots) {
    const { x, y } = sp.move;
    const g = s(
      "g",
      { class: "skye-spot", "data-testid": `spot-${x}-${y}`, "data-action": sp.move.action, "aria-label": tx("lay_at", placeWords(x, y)) },
      place(x, y, { class: "skye-ghost", "data-tile": sp.ghost.tile, "data-sides": sidesOf(sp.ghost) }, tileArt(sp.ghost).g),
      s("rect", { class: "skye-spot-frame", x: x * cell + 4, y: y * cell + 4, width: cell - 8, height: cell - 8, rx: 8 }),
    );
    clickable(g, () => m.send(sp.move.action));
    svg.append(g);
  }
  return svg;
}

/** sidesOf writes how a tile lies: its terrain on N, E, S, W, one letter each, and its roads' sides
 * ("ppmm ES"): a hook for tests to compare a place's ghost with the tile laid there. */
const sidesOf = (t: Tile): string => [t.sides.map((x) => x[0]).join(""), ...t.roads.map((r) => r.sides)].join(" ");

/** place puts a tile's drawing (0-100) in the grid's cell (x, y), clipped to it. */
function place(x: number, y: number, attrs: Record<string, string | number>, ...children: SVGElement[]): SVGSVGElement {
  return s("svg", { ...attrs, x: x * cell, y: y * cell, width: cell, height: cell, viewBox: `0 0 ${cell} ${cell}` }, children);
}
