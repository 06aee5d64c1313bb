// A land opened large (on a small screen, where the island's pieces are too
// small to read or tap): its name and terrain, each thing on it as a tile
// big enough for a finger (a lit piece is a button choosing it), and the
// moves that choose the land itself.
import { button, h, s } from "../dom";
import { actButton, type Acts } from "./spiritisland-cards";
import { glyphBody, glyphsOf } from "./spiritisland-map";
import { st, terrainName } from "./spiritisland-text";
import type { Health, Land, Move } from "./spiritisland-view";

/** What the opened land offers the viewer. */
export interface ZoomInput extends Acts {
  /** Lit pieces, by "land/piece code". */
  pieces: Map<string, Move>;
  /** The moves that choose this land. */
  moves: Move[];
  close(): void;
}

/** zoomLand draws land large, with its choices; full is each piece kind's full health. */
export function zoomLand(land: Land, full: Health, z: ZoomInput): HTMLElement {
  const tiles = glyphsOf(land, full).map((g) => {
    const art = s("svg", { class: "si-tile-art", viewBox: "-0.6 -0.6 1.2 1.2", "aria-hidden": "true" }, glyphBody(g, false));
    const label = h("span", {}, g.n > 1 ? `${g.label} ×${g.n}` : g.label);
    const move = g.key ? z.pieces.get(g.key) : undefined;
    if (move) {
      const b = actButton(z, move, "", "si-tile lit");
      b.replaceChildren(art, label);
      b.title = move.text;
      return b;
    }
    return h("span", { class: "si-tile", "data-n": g.n }, art, label);
  });
  return h(
    "section",
    { class: "si-zoom", "data-testid": "si-zoom", "data-land": land.land },
    h(
      "header",
      { class: "si-zoom-head" },
      h("b", {}, land.land),
      h("span", {}, terrainName(land.terrain)),
      button({ class: "si-act quiet", "data-testid": "zoom-close" }, st("close"), z.close),
    ),
    h("div", { class: "si-tiles" }, tiles.length ? tiles : h("span", { class: "si-line small" }, st("land_empty"))),
    z.moves.length > 0 && h("div", { class: "si-zoom-moves" }, z.moves.map((m) => actButton(z, m, m.text))),
  );
}
