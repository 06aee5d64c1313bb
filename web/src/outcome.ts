// The end of a game: how it ended, every seat's place and score, the winners.
import type { Outcome } from "./api";
import { h } from "./dom";
import { pick, t } from "./i18n";
import { nameSeats, seatName, swatch, type SeatLike } from "./seats";

/** outcomePanel shows an outcome, naming the seats' players; replay links to the replay when given. */
export function outcomePanel(o: Outcome, seats: SeatLike[], replay?: string): HTMLElement {
  const names = seats.map(seatName);
  const order = names.map((_, seat) => seat).sort((a, b) => (o.ranks[a] ?? 99) - (o.ranks[b] ?? 99) || a - b);
  return h(
    "section",
    { class: "outcome", "data-testid": "outcome" },
    h("h2", {}, t("result")),
    h("p", { class: "reason", "data-testid": "reason" }, nameSeats(pick(o.reason), seats)),
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
