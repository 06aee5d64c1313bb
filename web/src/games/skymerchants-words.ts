// Merchants of Sky Islands' tiles and places in words, for a hover and a
// screen reader, rather than by their numbers and "x,y": a tile by its
// airship and islands ("Tile with a red airship and 2 islands"), a cell by
// its steps from the start tiles ("1 tile east of the start tiles"), an
// island part by the edges it reaches.
import { capital, lang, list, say, t, type Key } from "../i18n";
import { compass, gridPlace } from "./gridplace";
import { kinds, type Move, type Part, type Tile } from "./skymerchants-view";

/** The start tiles' block: cells 0 and 1 across and down. */
const start = { en: "the start tiles", ja: "初期空島" };

/** tileWords names a tile by its airship and its islands, to stand in a sentence ("tile with a red airship and 2 islands"); tileName to stand alone. */
export function tileWords(tile: Tile): string {
  const islands = tile.parts.length === 1 ? t("sky_islands_one") : t("sky_islands_n", tile.parts.length);
  return t("sky_tile_words", t(`sky_airship_${tile.airship}` as Key), islands);
}

/** tileName is tileWords to stand alone: "Tile with a red airship and 2 islands". */
export function tileName(tile: Tile): string {
  return capital(tileWords(tile));
}

/** cellWords names a cell of the board by its steps from the start tiles' block. */
export function cellWords(x: number, y: number): string {
  const off = (n: number): number => (n < 0 ? n : n > 1 ? n - 1 : 0);
  return gridPlace(off(x), off(y), start);
}

/** partWords names an island part of tile by the edges it reaches (an islet by itself), where the tile has several. */
export function partWords(tile: Tile, part: Part): string {
  const here = cellWords(tile.x, tile.y);
  if (tile.parts.length < 2) return here;
  const edges = [...part.edges].flatMap((e) => (compass[e] ? [say(compass[e])] : []));
  const island = edges.length === 0 ? t("sky_islet") : t("sky_island_reaching", lang() === "ja" ? edges.join("・") : list(edges));
  return t("sky_part_at", island, here);
}

/** buildWords says a building move in words: "Tower: 1 tile east of the start tiles", on tiles, the board's. */
export function buildWords(m: Move, tiles: Tile[]): string {
  const tile = tiles.find((x) => x.x === m.x && x.y === m.y);
  const what = t(m.kind === kinds.house ? "sky_house" : m.kind === kinds.tower ? "sky_tower" : "sky_harbour");
  const part = tile?.parts[m.part];
  return t("sky_build_at", what, tile && part ? partWords(tile, part) : cellWords(m.x, m.y));
}
