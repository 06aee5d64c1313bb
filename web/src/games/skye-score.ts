// Scoring in Isle of Skye: the round track (which scoring tiles each round
// scores, and the catch-up gold), the four scoring tiles A-D with what each
// player has from them and would get now, and the final breakdown.
import { h } from "../dom";
import { pick } from "../i18n";
import { swatch } from "../seats";
import { coin, icon } from "./skye-art";
import { tx } from "./skye-text";
import type { View } from "./skye-view";

/** roundTrack shows the rounds, the one under way marked. */
export function roundTrack(v: View, names: string[]): HTMLElement {
  return h(
    "div",
    { class: "skye-track-box" },
    h(
      "p",
      { class: "skye-track-head" },
      h("b", {}, tx("round_of", Math.min(v.round, v.rounds), v.rounds)),
      " · ",
      tx("bag", v.bag),
      v.phase !== "over" && [" · ", swatch(v.start), tx("start", names[v.start] ?? "")],
    ),
    h(
      "ol",
      { class: "skye-track", "data-testid": "track", "aria-label": tx("track") },
      v.track.map((r) => {
        const when = v.phase === "over" || r.round < v.round ? "past" : r.round === v.round ? "now" : "later";
        const title = tx("track_round", r.round, [...r.score].join(", ")) + (r.catch_up > 0 ? ` · ${tx("catch_up", r.catch_up)}` : "");
        return h(
          "li",
          { class: `skye-round ${when}`, title, "aria-label": title, "aria-current": when === "now" ? "step" : null },
          h("span", { class: "skye-round-no" }, r.round),
          h("span", { class: "skye-letters" }, [...r.score].map((l) => h("b", {}, l))),
          h("small", { class: "skye-catch" }, r.catch_up > 0 ? ["+", r.catch_up, coin()] : "\u00a0"),
        );
      }),
    ),
  );
}

/** scoringTiles shows A-D, their rules and rounds, and a table of each player's VP from each. */
export function scoringTiles(v: View, names: string[]): HTMLElement {
  const order = v.players.map((p) => p.seat);
  return h(
    "div",
    { class: "skye-scoring", "data-testid": "scoring" },
    h("h3", {}, tx("scoring")),
    h(
      "ul",
      { class: "skye-stiles" },
      v.scoring.map((sc) =>
        h(
          "li",
          { class: "skye-stile", "data-testid": `scoring-${sc.slot}` },
          h("span", { class: "skye-slot" }, sc.slot),
          h(
            "span",
            { class: "skye-stile-text" },
            pick(sc.text),
            h(
              "small",
              {},
              tx("scores_in"),
              sc.rounds.map((r) =>
                h("span", { class: `skye-when ${v.phase === "over" || r < v.round ? "past" : r === v.round ? "now" : "later"}` }, r),
              ),
            ),
          ),
        ),
      ),
    ),
    // At the end the final scoring shows A-D with the scrolls and gold: a
    // table of VP so far beside it would show other totals.
    v.phase !== "over" && h("p", { class: "hint" }, tx("vp_table")),
    v.phase !== "over" && h(
      "table",
      { class: "skye-vp" },
      h("thead", {}, h("tr", {}, h("th", {}), v.scoring.map((sc) => h("th", { class: "num" }, sc.slot)), h("th", { class: "num" }, tx("total")))),
      h(
        "tbody",
        {},
        order.map((seat) =>
          h(
            "tr",
            { "data-testid": `vp-${seat}` },
            h("td", { class: "who" }, swatch(seat), names[seat] ?? ""),
            v.scoring.map((sc) =>
              h(
                "td",
                { class: "num", title: tx("now", sc.now[seat] ?? 0) },
                h("b", {}, sc.scored[seat] ?? 0),
                v.phase !== "over" && h("small", { class: `skye-now${(sc.now[seat] ?? 0) > 0 ? "" : " none"}` }, `+${sc.now[seat] ?? 0}`),
              ),
            ),
            h("td", { class: "num" }, h("b", {}, v.players[seat]?.vp ?? 0)),
          ),
        ),
      ),
    ),
  );
}

/** finalScoring breaks each player's total down: A-D, scrolls, gold; best first. */
export function finalScoring(v: View, names: string[]): HTMLElement {
  const rows = v.players.filter((p) => p.final).sort((a, b) => b.final!.total - a.final!.total || b.final!.gold - a.final!.gold || a.seat - b.seat);
  const best = rows[0]?.final;
  return h(
    "section",
    { class: "skye-final", "data-testid": "final" },
    h("h3", {}, tx("final")),
    h("p", { class: "hint" }, tx("final_help")),
    h(
      "div",
      { class: "skye-final-scroll" },
      h(
        "table",
        { class: "skye-final-table" },
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", {}, tx("player")),
            v.scoring.map((sc) => h("th", { class: "num", title: pick(sc.text) }, sc.slot)),
            h("th", { class: "num", title: tx("scrolls") }, icon("scroll"), h("span", { class: "skye-label-wide" }, tx("scrolls"))),
            h("th", { class: "num", title: tx("gold_vp") }, coin(), h("span", { class: "skye-label-wide" }, tx("gold_vp"))),
            h("th", { class: "num" }, tx("total")),
          ),
        ),
        h(
          "tbody",
          {},
          rows.map((p) => {
            const f = p.final!;
            const won = best !== undefined && f.total === best.total && f.gold === best.gold;
            return h(
              "tr",
              { class: won ? "won" : "", "data-testid": `final-${p.seat}` },
              h("td", { class: "who" }, h("span", { class: "skye-who" }, swatch(p.seat), names[p.seat] ?? ""), " ", won && h("span", { class: "badge win" }, tx("winner"))),
              f.tiles.map((n, k) => h("td", { class: "num", "data-part": v.scoring[k]?.slot ?? "" }, n)),
              h("td", { class: "num", "data-part": "scrolls" }, f.scrolls),
              h("td", { class: "num", "data-part": "gold", title: tx("gold_to_vp", f.gold, f.gold_vp) }, f.gold_vp, h("small", {}, f.gold, coin())),
              h("td", { class: "num total", "data-part": "total" }, h("b", {}, f.total)),
            );
          }),
        ),
      ),
    ),
  );
}
