// The board of Merchants of Sky Islands: the tiles laid on the sky, fitted
// to their bounding box and, until the game is over, one ring of free cells
// around it, where tiles may go; the start tile's quarters framed as one, the
// tile laid this turn lit, closed islands rimmed in gold; and what the player
// may do on it: glowing spots where the chosen tile fits, and marks on the
// island parts where they may build.
import { s } from "../dom";
import { t } from "../i18n";
import { clickable } from "./interact";
import { annexes, harbourMark, houseMark, laidLook, tileArt, towerMark, type Pt, type TileLook } from "./skymerchants-art";
import type { Islands } from "./skymerchants-islands";
import { kinds, type Move, type View } from "./skymerchants-view";
import { buildWords, cellWords, tileWords } from "./skymerchants-words";

/** A cell where the chosen tile fits: the place action and the tile as it would lie. */
export interface Spot {
  x: number;
  y: number;
  move: Move;
  ghost: TileLook;
}

/** A tile where the player may build the chosen building: one move per island part. */
export interface BuildSpot {
  x: number;
  y: number;
  moves: Move[];
}

/** What the board is drawn from. */
export interface MapInput {
  view: View;
  islands: Islands;
  viewer: number;
  spots: Spot[];
  builds: BuildSpot[];
  picked: string; // "x,y" of the tile whose part is being chosen, or ""
  send(action: number): void;
  pick(x: number, y: number): void; // a tile with several parts to build on was tapped
}

/** A drawn board; light singles out one island (null: none). */
export interface SkyMap {
  svg: SVGSVGElement;
  light(island: number | null): void;
}

const cell = 100;

/** drawMap draws the board. */
export function drawMap(m: MapInput): SkyMap {
  const v = m.view;
  const xs = v.tiles.map((tile) => tile.x);
  const ys = v.tiles.map((tile) => tile.y);
  const ring = v.step === "over" ? 0 : 1;
  const [x0, x1, y0, y1] = [Math.min(...xs) - ring, Math.max(...xs) + ring, Math.min(...ys) - ring, Math.max(...ys) + ring];
  const cols = x1 - x0 + 1;
  const rows = y1 - y0 + 1;
  const svg = s("svg", {
    class: `sky-map${m.spots.length + m.builds.length > 0 ? " acting" : ""}`,
    viewBox: `${x0 * cell} ${y0 * cell} ${cols * cell} ${rows * cell}`,
    role: "group",
    "aria-label": t("sky_map"),
    style: `--cols: ${cols}; --rows: ${rows}`,
  });
  svg.append(sky(x0, y0, cols, rows));

  const anchors = new Map<string, Pt[]>();
  const byIsland = new Map<number, SVGElement[]>();
  const buildings = s("g", {}); // above every tile, as they may overhang an edge
  v.tiles.forEach((tile, i) => {
    const art = tileArt({ ...laidLook(tile), closed: tile.parts.map((_, p) => m.islands.closed[m.islands.of[i]![p]!]!) });
    anchors.set(`${tile.x},${tile.y}`, art.anchors);
    art.parts.forEach((els, p) => {
      const island = m.islands.of[i]![p]!;
      byIsland.set(island, [...(byIsland.get(island) ?? []), ...els]);
    });
    const label = tile.tile > 40 ? t("sky_start") : t("sky_tile_at", tileWords(tile), cellWords(tile.x, tile.y));
    svg.append(place(tile.x, tile.y, { class: "sky-cell", "data-tile": tile.tile, "data-at": `${tile.x},${tile.y}` }, s("title", {}, label), art.g));
    art.buildings.setAttribute("transform", `translate(${tile.x * cell} ${tile.y * cell})`);
    buildings.append(art.buildings);
  });
  svg.append(buildings);

  const start = v.tiles.filter((tile) => tile.tile > 40);
  if (start.length > 0) {
    const sx = start.map((tile) => tile.x);
    const sy = start.map((tile) => tile.y);
    const [ax, ay] = [Math.min(...sx) * cell, Math.min(...sy) * cell];
    svg.append(
      s(
        "rect",
        { class: "sky-start", x: ax + 2, y: ay + 2, width: (Math.max(...sx) + 1) * cell - ax - 4, height: (Math.max(...sy) + 1) * cell - ay - 4, rx: 10 },
        s("title", {}, t("sky_start")),
      ),
    );
  }
  if (v.last) svg.append(s("rect", { class: "sky-last", x: v.last[0] * cell + 3, y: v.last[1] * cell + 3, width: cell - 6, height: cell - 6, rx: 6 }));

  for (const sp of m.spots) {
    const g = s(
      "g",
      { class: "sky-spot", "data-testid": `spot-${sp.x}-${sp.y}`, "data-action": sp.move.action, "aria-label": t("sky_lay_at", cellWords(sp.x, sp.y)) },
      place(sp.x, sp.y, { class: "sky-ghost" }, tileArt(sp.ghost).g),
      s("rect", { class: "sky-spot-frame", x: sp.x * cell + 4, y: sp.y * cell + 4, width: cell - 8, height: cell - 8, rx: 8 }),
    );
    clickable(g, () => m.send(sp.move.action));
    svg.append(g);
  }

  for (const b of m.builds) {
    const at = anchors.get(`${b.x},${b.y}`) ?? [];
    const only = b.moves.length === 1 ? b.moves[0]! : null;
    const g = s(
      "g",
      {
        class: `sky-build${m.picked === `${b.x},${b.y}` ? " picked" : ""}`,
        "data-cell": `${b.x},${b.y}`,
        "data-action": only?.action,
        "aria-label": only ? buildWords(only, v.tiles) : t("sky_pick_part"),
      },
      s("rect", { class: "sky-build-cell", x: b.x * cell + 4, y: b.y * cell + 4, width: cell - 8, height: cell - 8, rx: 8 }),
      b.moves.map((mv) => buildMark(mv, at[mv.part] ?? [50, 50], b.x * cell, b.y * cell, m.viewer)),
    );
    clickable(g, () => (only ? m.send(only.action) : m.pick(b.x, b.y)));
    svg.append(g);
  }

  return {
    svg,
    light(island: number | null): void {
      svg.classList.toggle("focus", island !== null);
      for (const [n, els] of byIsland) for (const el of els) el.classList.toggle("hl", n === island);
    },
  };
}

/** place puts a tile's drawing (0-100) in the board's cell (x, y), clipped to it. */
function place(x: number, y: number, attrs: Record<string, string | number>, ...children: SVGElement[]): SVGSVGElement {
  return s("svg", { ...attrs, x: x * cell, y: y * cell, width: cell, height: cell, viewBox: `0 0 ${cell} ${cell}` }, children);
}

/** sky is the board's background: the open sky with a faint grid and a few clouds. */
function sky(x0: number, y0: number, cols: number, rows: number): SVGGElement {
  const g = s("g", { class: "sky-bg" }, s("rect", { class: "sky-air", x: x0 * cell, y: y0 * cell, width: cols * cell, height: rows * cell }));
  for (let i = 1; i < cols; i++) g.append(s("path", { class: "sky-grid", d: `M${(x0 + i) * cell},${y0 * cell}v${rows * cell}` }));
  for (let j = 1; j < rows; j++) g.append(s("path", { class: "sky-grid", d: `M${x0 * cell},${(y0 + j) * cell}h${cols * cell}` }));
  // Clouds in two corners, which no tile reaches while there is a ring.
  const cloud = (cx: number, cy: number): SVGGElement =>
    s(
      "g",
      { class: "sky-cloud" },
      [
        [0, 0, 16],
        [-18, 6, 11],
        [17, 5, 12],
        [-6, 10, 12],
        [8, 11, 11],
      ].map(([dx, dy, r]) => s("circle", { cx: cx + dx!, cy: cy + dy!, r: r! })),
    );
  g.append(cloud(x0 * cell + 50, y0 * cell + 42), cloud((x0 + cols - 1) * cell + 48, (y0 + rows - 1) * cell + 58));
  return g;
}

/** buildMark marks where a building would go: a house on a free part, a tower beside a house, a harbour below it. */
function buildMark(mv: Move, anchor: Pt, ox: number, oy: number, viewer: number): SVGGElement {
  const { tower, harbour } = annexes(anchor);
  const at = mv.kind === kinds.house ? anchor : mv.kind === kinds.tower ? tower : harbour;
  const [x, y] = [ox + at[0], oy + at[1]];
  const mark = mv.kind === kinds.house ? houseMark(x, y, viewer) : mv.kind === kinds.tower ? towerMark(x, y) : harbourMark(x, y);
  return s("g", { class: "sky-mark" }, s("circle", { cx: x, cy: y, r: 14 }), mark);
}
