// The end of a game: how it ended, every seat's place and score, the winners.
import type { Outcome } from "./api";
import { h } from "./dom";
import { pick, t } from "./i18n";
import { swatch } from "./seats";

/** outcomePanel shows an outcome; names are by seat; replay links to the replay when given. */
export function outcomePanel(o: Outcome, names: string[], replay?: string): HTMLElement {
  const order = names.map((_, seat) => seat).sort((a, b) => (o.ranks[a] ?? 99) - (o.ranks[b] ?? 99) || a - b);
  return h(
    "section",
    { class: "outcome", "data-testid": "outcome" },
    h("h2", {}, t("result")),
    h("p", { class: "reason" }, pick(o.reason)),
    h(
      "table",
      { class: "ranking" },
      h("thead", {}, h("tr", {}, h("th", {}, t("rank")), h("th", {}), h("th", { class: "num" }, t("score")))),
      h(
        "tbody",
        {},
        order.map((seat) => {
          const won = o.winners.includes(seat);
          return h(
            "tr",
            { class: won ? "won" : "" },
            h("td", { class: "rank" }, o.ranks[seat] ?? ""),
            h("td", {}, swatch(seat), " ", names[seat] ?? "", won && h("span", { class: "badge win" }, t("winner"))),
            h("td", { class: "num" }, o.scores[seat] ?? ""),
          );
        }),
      ),
    ),
    replay && h("a", { class: "button", href: replay }, t("watch_replay")),
  );
}
