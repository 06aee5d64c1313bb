// The coach's answers (a hint during a match, a replay's "what would the
// coach play?"), said the same way wherever they are shown.
import type { Hint, HintMove } from "./api";
import { h, type Child } from "./dom";
import { t } from "./i18n";

/** chance says a move's estimated chance of winning, where the coach estimated one. */
function chance(m: HintMove): string {
  return m.win === undefined ? "" : " " + t("hint_win", String(Math.round(m.win * 100)));
}

/**
 * coachSays tells the coach's answer: its move with its chance, and the
 * next best two (null for none), each move in words (its text by default).
 */
export function coachSays(answer: Hint, words: (m: HintMove) => string = (m) => m.text): { best: Child; also: Child | null } {
  const others = (answer.candidates ?? []).filter((c) => c.action !== answer.best.action).slice(0, 2);
  return {
    best: [h("b", {}, t("hint_coach")), " ", h("span", { "data-testid": "hint-best" }, words(answer.best)), h("small", {}, chance(answer.best))],
    also: others.length > 0 ? [t("hint_also"), " ", others.map((c, i) => [i > 0 && "; ", words(c), chance(c)])] : null,
  };
}
