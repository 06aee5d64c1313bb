// An option's help in the lobby, with its values by their names. The games
// write their help for every client (the terminal's too), naming a value
// by its id in one of two ways: "base: the base game; unknown-island: …",
// a description after each value, or "no second place (no-second) or …",
// the id in brackets after the words that say it. The form names each
// value in its drop-down, so the help does too: a line a value under its
// name, or the words without the bracketed id.
import type { GameOption } from "./api";
import { h, type Child } from "./dom";
import { pick } from "./i18n";

/** markerAt is where "value: " starts in text as a word of its own, or -1. */
function markerAt(text: string, value: string): number {
  for (let i = text.indexOf(value + ": "); i >= 0; i = text.indexOf(value + ": ", i + 1)) {
    if (i === 0 || !/[A-Za-z0-9-]/.test(text[i - 1]!)) return i;
  }
  return -1;
}

/** optionHelp is o's help in the page's language, its values named as the form names them. */
export function optionHelp(o: GameOption): Child {
  const text = pick(o.help);
  const names = o.values.map((_, i) => pick(o.value_names?.[i]));
  if (names.length === 0 || names.some((n) => !n)) return text;
  const at = o.values.map((v) => markerAt(text, v));
  if (at.every((i) => i >= 0)) {
    const order = o.values.map((_, i) => i).sort((a, b) => at[a]! - at[b]!);
    const intro = text.slice(0, at[order[0]!]).trim();
    return h(
      "span",
      { class: "option-help" },
      intro && h("span", {}, intro),
      order.map((i, k) => {
        const end = k + 1 < order.length ? at[order[k + 1]!]! : text.length;
        const about = text.slice(at[i]! + o.values[i]!.length + 2, end).trim().replace(/[;、,]$/, "");
        return h("span", { class: "option-value" }, h("b", {}, names[i]), about && about !== names[i] && [": ", about]);
      }),
    );
  }
  return o.values.reduce((s, v) => s.split(` (${v})`).join("").split(`(${v})`).join(""), text);
}
