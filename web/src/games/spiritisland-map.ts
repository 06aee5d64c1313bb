// The island in SVG: each board of the layout turned into place, each land
// in its terrain's colour with its name, the ocean beyond the coast, and on
// every land and ocean its pieces as small glyphs with counts (damaged ones marked),
// presence in the spirits' seat colours, Defend and one-turn markers. Lands
// and pieces the viewer may choose are lit and act as buttons; a piece to
// push or gather may also be carried to its land. On a small screen (compact)
// a tap on a land only opens it large below the map (spiritisland-zoom.ts).
import { s, type Child } from "../dom";
import { colourName } from "../seats";
import { clickable, draggable } from "./interact";
import { shapes, type Pt } from "./spiritisland-data";
import { apply, centroid, placeBoards } from "./spiritisland-geometry";
import { st, type SiKey } from "./spiritisland-text";
import { pieceCode, pieceFields, type Health, type Land, type Move, type View } from "./spiritisland-view";

/** What the viewer may tap on the island. */
export interface Taps {
  /** Lands lit, by name, with what tapping them does. */
  lands: Map<string, { moves: Move[]; tap: () => void }>;
  /** Pieces lit, by "land/piece code". */
  pieces: Map<string, Move>;
  /** The land the decision waiting acts on (outlined). */
  focus?: string;
  /** The lands of the invader cards, lightly marked by what happens there. */
  marks: Map<string, string>;
  /** Pieces that may be carried, by "land/piece code": the move for each land they may go to. */
  drags: Map<string, Map<string, Move>>;
  /** On a small screen: tapping a land opens it (open), nothing on the map sends a move. */
  compact: boolean;
  /** The land opened large, if any (outlined). */
  opened?: string;
  open(land: string): void;
  send(code: number): void;
}

const cell = 1.05; // a glyph's room at scale 1, in board units

const effectKeys: Record<string, SiKey> = { "skip-ravage": "effect_skip_ravage", "skip-build": "effect_skip_build", "skip-explore": "effect_skip_explore" };

/** drawIsland draws the island with what lies on it. */
export function drawIsland(v: View, taps: Taps): SVGSVGElement {
  const motions = placeBoards(v.boards.length);
  const byName = new Map(v.lands.map((l) => [l.land, l]));
  const polys: { name: string; poly: Pt[] }[] = [];
  [...v.boards].forEach((letter, place) => {
    const m = motions[place]!;
    (shapes.boards[letter] ?? []).forEach((poly, n) => polys.push({ name: letter + n, poly: poly.map((p) => apply(m, p)) }));
  });
  const xs = polys.flatMap((p) => p.poly.map((q) => q[0]));
  const ys = polys.flatMap((p) => p.poly.map((q) => q[1]));
  const [x0, y0] = [Math.min(...xs) - 0.4, Math.min(...ys) - 0.4];
  const [w, h] = [Math.max(...xs) - x0 + 0.4, Math.max(...ys) - y0 + 0.4];
  const points = (poly: Pt[]): string => poly.map((p) => `${p[0].toFixed(2)},${p[1].toFixed(2)}`).join(" ");

  const ground: Child[] = [];
  const tops: Child[] = [];
  // Oceans first, so that the coast draws over their edges.
  const ordered = [...polys.filter((p) => p.name.endsWith("0")), ...polys.filter((p) => !p.name.endsWith("0"))];
  for (const { name, poly } of ordered) {
    const land = byName.get(name) ?? { land: name, terrain: "ocean" };
    const lit = taps.lands.get(name);
    const one = lit && lit.moves.length === 1 && !taps.compact ? lit.moves[0]! : undefined;
    const shape = s("polygon", {
      class: `si-land t-${land.terrain}${lit ? " lit" : ""}${taps.focus === name ? " focus" : ""}${taps.opened === name ? " opened" : ""}${taps.marks.has(name) ? " mark-" + taps.marks.get(name) : ""}`,
      points: points(poly),
      "data-testid": `land-${name}`,
      "data-land": name,
      "data-at": name,
      "data-action": one?.code ?? null,
      "aria-label": one ? one.text : name,
    });
    if (taps.compact) clickable(shape, () => taps.open(name));
    else if (lit) clickable(shape, lit.tap);
    ground.push(shape);
    const c = centroid(poly);
    tops.push(pieces(land, v.health, poly, c, taps));
  }
  return s(
    "svg",
    { class: "si-map", viewBox: `${x0.toFixed(2)} ${y0.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`, "data-testid": "si-map", role: "img", "aria-label": v.boards },
    s("g", {}, ground),
    s("g", { class: "si-tops" }, tops),
  );
}

/** A glyph to draw: what, how many, and its label. */
export interface Glyph {
  draw: Child;
  n: number;
  label: string;
  key?: string; // "land/piece code" for a piece
  hurt?: number; // health left of a damaged piece
}

/** glyphsOf lists what lies on a land, as glyphs to draw; full is each piece kind's full health. */
export function glyphsOf(land: Land, full: Health): Glyph[] {
  const glyphs: Glyph[] = [];
  for (const f of pieceFields) {
    const n = land[f] ?? 0;
    if (n === 0) continue;
    const [kind = "", health] = f.split("_");
    const label = health ? st("damaged", st(kind as SiKey), health) : st(kind as SiKey);
    glyphs.push({ draw: pieceArt(kind), n, label, key: `${land.land}/${pieceCode(f, full)}`, ...(health ? { hurt: Number(health) } : {}) });
  }
  if (land.blight) glyphs.push({ draw: blightArt(), n: land.blight, label: st("blight_piece") });
  (land.presence ?? []).forEach((n, seat) => {
    if (n > 0) glyphs.push({ draw: s("circle", { class: `si-presence seat-${seat}`, r: 0.3 }), n, label: st("presence_of", colourName(seat)) });
  });
  if (land.defend) glyphs.push({ draw: shieldArt(land.defend), n: 1, label: st("defend", land.defend) });
  for (const e of land.effects ?? []) {
    const key = effectKeys[e];
    glyphs.push({ draw: s("text", { class: "si-effect", y: 0.15 }, "✦"), n: 1, label: key ? st(key) : e });
  }
  return glyphs;
}

/** glyphBody is a glyph's drawing with its health left and (unless counted beside it) its count, about 1 unit across. */
export function glyphBody(g: Glyph, counted = true): Child[] {
  return [
    g.draw,
    counted && g.n > 1 && s("text", { class: "si-count", x: 0.3, y: -0.22 }, g.n),
    g.hurt && s("text", { class: "si-hurt", x: 0.32, y: 0.42 }, `♥${g.hurt}`),
  ];
}

/** pieces draws a land's glyphs under its name, as large as the land leaves room for. */
function pieces(land: Land, full: Health, poly: Pt[], c: Pt, taps: Taps): SVGGElement {
  const glyphs = glyphsOf(land, full);
  const n = glyphs.length;
  const perRow = n <= 2 ? Math.max(n, 1) : n <= 4 ? 2 : n <= 6 ? 3 : 4;
  const rows = Math.ceil(n / perRow);
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  const [w, h] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  const k = Math.max(0.9, Math.min(1.6, (0.75 * w) / (perRow * cell), (0.6 * h) / ((rows + 0.6) * cell)));
  const step = cell * k;
  const top = c[1] - ((rows - 1) * step) / 2 + 0.3 * k;
  const out: Child[] = [s("text", { class: `si-name${land.terrain === "ocean" ? " ocean" : ""}`, x: c[0].toFixed(2), y: (top - 0.62 * k).toFixed(2), style: `font-size: ${(0.55 * Math.min(Math.max(k, 1), 1.3)).toFixed(2)}px` }, land.land)];
  glyphs.forEach((g, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const x = c[0] + ((i % perRow) - (inRow - 1) / 2) * step;
    const y = top + row * step;
    const move = g.key && !taps.compact ? taps.pieces.get(g.key) : undefined;
    const drag = g.key && !taps.compact ? taps.drags.get(g.key) : undefined;
    const el = s(
      "g",
      {
        class: `si-glyph${g.key && taps.pieces.has(g.key) ? " lit" : ""}${drag ? " drag" : ""}${g.hurt ? " hurt" : ""}`,
        transform: `translate(${x.toFixed(2)},${y.toFixed(2)}) scale(${k.toFixed(2)})`,
        "data-testid": g.key ? `piece-${g.key.replace("/", "-")}` : null,
        "data-n": g.n,
        "data-action": move?.code ?? null,
        "data-drop": drag ? [...drag.keys()].join(" ") : null,
        "aria-label": move?.text ?? g.label,
      },
      s("title", {}, g.n > 1 ? `${g.label} ×${g.n}` : g.label),
      (move || drag) && s("circle", { class: "si-hit", r: 0.52 }),
      glyphBody(g),
    );
    if (move) clickable(el, () => taps.send(move.code));
    if (drag) {
      draggable(el, ".si-land", (target) => {
        const m = drag.get((target as SVGElement).dataset.land ?? "");
        if (m) taps.send(m.code);
        return !!m;
      });
    }
    out.push(el);
  });
  return s("g", { class: "si-pieces" }, out);
}

/** pieceArt draws a piece of a kind, about 0.8 units across. */
export function pieceArt(kind: string): SVGElement {
  switch (kind) {
    case "explorer":
      return s("path", { class: "si-inv explorer", d: "M0,-0.32 L0.27,0.28 L-0.27,0.28 Z" });
    case "town":
      return s("path", { class: "si-inv town", d: "M-0.34,0.3 V-0.04 L0,-0.34 L0.34,-0.04 V0.3 Z" });
    case "city":
      return s("path", { class: "si-inv city", d: "M-0.4,0.32 V-0.12 H-0.26 V-0.36 H-0.1 V-0.12 H0.1 V-0.36 H0.26 V-0.12 H0.4 V0.32 Z" });
    default:
      return s("g", { class: "si-dahan" }, s("circle", { cx: 0, cy: -0.2, r: 0.14 }), s("path", { d: "M-0.3,0.32 Q-0.3,-0.06 0,-0.06 Q0.3,-0.06 0.3,0.32 Z" }));
  }
}

/** blightArt draws a blight marker. */
export function blightArt(): SVGElement {
  const pts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const r = i % 2 ? 0.16 : 0.36;
    const a = (Math.PI * i) / 6;
    pts.push(`${(r * Math.sin(a)).toFixed(2)},${(-r * Math.cos(a)).toFixed(2)}`);
  }
  return s("polygon", { class: "si-blight", points: pts.join(" ") });
}

function shieldArt(n: number): SVGElement {
  return s("g", { class: "si-defend" }, s("path", { d: "M-0.3,-0.32 H0.3 V0 Q0.3,0.26 0,0.36 Q-0.3,0.26 -0.3,0 Z" }), s("text", { y: 0.14 }, n));
}
