// The end of a game: how it ended and, where the seats compete, every
// seat's place and score and the winners; where they play as one team
// (Spirit Island), the team's result and why, with its players.
import type { Outcome } from "./api";
import { isCooperative } from "./catalog";
import { h, type Child } from "./dom";
import { pick, t } from "./i18n";
import { nameSeats, seatName, swatch, type SeatLike } from "./seats";

/** outcomePanel shows game's outcome, naming the seats' players; replay links to the replay when given, and after it come actions (the match page's rematch). */
export function outcomePanel(game: string, o: Outcome, seats: SeatLike[], replay?: string, actions?: Child): HTMLElement {
  const names = seats.map(seatName);
  // The hints each person took from the coach, said beside their name.
  const hints = (seat: number) => {
    const n = seats[seat]?.hints ?? 0;
    return n > 0 && h("span", { class: "badge hints", "data-testid": `hints-${seat}` }, "💡 " + t("hints_taken", String(n)));
  };
  const reason = h("p", { class: "reason", "data-testid": "reason" }, nameSeats(pick(o.reason), seats));
  const link = (replay || actions) && h("div", { class: "outcome-actions" }, replay && h("a", { class: "button", href: replay }, t("watch_replay")), actions);
  // A team's outcome: a cooperative game's, or one that says it was won (an older catalog).
  if (isCooperative(game) || o.won !== undefined) {
    const won = o.won === true;
    return h(
      "section",
      { class: "outcome team " + (won ? "won" : "lost"), "data-testid": "outcome" },
      h("h2", {}, t("result")),
      h("p", { class: "team-result", "data-testid": "team-result" }, t(won ? "team_won" : "team_lost")),
      reason,
      h("p", { class: "team-players" }, t("team_players"), " ", names.map((name, seat) => h("span", { class: "team-player" }, swatch(seat), name, hints(seat)))),
      link,
    );
  }
  const order = names.map((_, seat) => seat).sort((a, b) => (o.ranks[a] ?? 99) - (o.ranks[b] ?? 99) || a - b);
  return h(
    "section",
    { class: "outcome", "data-testid": "outcome" },
    h("h2", {}, t("result")),
    reason,
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
            h("td", {}, swatch(seat), " ", names[seat] ?? "", won && h("span", { class: "badge win" }, t("winner")), hints(seat)),
            h("td", { class: "num" }, o.scores[seat] ?? ""),
          );
        }),
      ),
    ),
    link,
  );
}
