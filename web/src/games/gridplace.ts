// A place on a square grid in words, by its steps from a landmark: "1 tile
// north and 2 tiles east of the castle" (「城から北へ1・東へ2」). Isle of
// Skye's territories and Merchants of Sky Islands' board name their places
// so, for a hover and a screen reader, rather than by "x,y".
import { lang, say, type Named } from "../i18n";

/** The compass's four points, by their letters (north up). */
export const compass: Record<string, Named> = {
  N: { en: "north", ja: "北" },
  E: { en: "east", ja: "東" },
  S: { en: "south", ja: "南" },
  W: { en: "west", ja: "西" },
};

const words = {
  one: { en: "1 tile {0}", ja: "{0}へ1" },
  many: { en: "{1} tiles {0}", ja: "{0}へ{1}" },
  from: { en: "{0} of {1}", ja: "{1}から{0}" },
} satisfies Record<string, Named>;

/** steps says n steps (n > 0) toward dir. */
function steps(n: number, dir: Named): string {
  return n === 1 ? say(words.one, say(dir)) : say(words.many, say(dir), n);
}

/**
 * gridPlace names the cell dx across (east positive) and dy down (south
 * positive) from landmark; the landmark itself where both are 0.
 */
export function gridPlace(dx: number, dy: number, landmark: Named): string {
  const parts = [
    dy !== 0 && steps(Math.abs(dy), compass[dy < 0 ? "N" : "S"]!),
    dx !== 0 && steps(Math.abs(dx), compass[dx < 0 ? "W" : "E"]!),
  ].filter((p): p is string => !!p);
  if (parts.length === 0) return say(landmark);
  return say(words.from, parts.join(lang() === "ja" ? "・" : " and "), say(landmark));
}
