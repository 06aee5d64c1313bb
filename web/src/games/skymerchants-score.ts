// The final scoring of Merchants of Sky Islands, island by island: its
// tiles, closed or not, its worth, each player's influence and points.
// Pointing at an island lights it on the board; tapping keeps it lit.
import { button, h } from "../dom";
import { t } from "../i18n";
import { swatch } from "../seats";
import { hover } from "./interact";
import type { IslandScore, View } from "./skymerchants-view";

/** What the final scoring is drawn from. */
export interface ScoreInput {
  view: View;
  names: string[];
  pinned: number | null; // the island kept lit
  light(island: number | null): void;
  pin(island: number | null): void;
}

/** finalScoring lists the islands, those with houses first, and each player's total. */
export function finalScoring(i: ScoreInput): HTMLElement {
  const v = i.view;
  const all = v.islands.map((is, n) => ({ is, n }));
  const built = all.filter(({ is }) => is.influence.some((x) => x > 0)).sort((a, b) => b.is.worth - a.is.worth || a.n - b.n);
  const bare = all.filter(({ is }) => is.influence.every((x) => x === 0));
  const row = ({ is, n }: { is: IslandScore; n: number }): HTMLElement => {
    const b = button(
      { class: `sky-island${i.pinned === n ? " pinned" : ""}`, "data-testid": `island-score-${n + 1}`, "aria-pressed": String(i.pinned === n) },
      [
        h(
          "span",
          { class: "sky-island-head" },
          h("b", {}, t("sky_island_n", n + 1)),
          " ",
          is.tiles === 1 ? t("sky_island_tile") : t("sky_island_tiles", is.tiles),
          is.closed && [" · ", h("span", { class: "sky-closed" }, t("sky_island_closed"))],
          " · ",
          t("sky_island_worth", is.worth),
        ),
        h(
          "span",
          { class: "sky-island-seats" },
          is.influence.every((x) => x === 0)
            ? t("sky_nobody")
            : is.influence.map(
                (inf, seat) =>
                  inf > 0 &&
                  h(
                    "span",
                    { class: "sky-island-seat", title: i.names[seat] ?? "" },
                    swatch(seat),
                    h("span", {}, t("sky_influence"), " ", inf),
                    h("b", { class: (is.points[seat] ?? 0) > 0 ? "sky-points" : "sky-points none" }, `+${is.points[seat] ?? 0}`),
                  ),
              ),
        ),
      ],
      () => i.pin(i.pinned === n ? null : n),
    );
    hover(
      b,
      () => i.light(n),
      () => i.light(i.pinned),
    );
    return b;
  };
  const fromIslands = v.score.map((_, seat) => v.islands.reduce((sum, is) => sum + (is.points[seat] ?? 0), 0));
  return h(
    "div",
    { class: "sky-final" },
    h("h3", {}, t("sky_final")),
    h("p", { class: "hint" }, t("sky_final_help")),
    h("div", { class: "sky-islands" }, built.map(row)),
    bare.length > 0 &&
      h("details", { class: "sky-bare" }, h("summary", {}, t("sky_unbuilt", bare.length)), h("div", { class: "sky-islands" }, bare.map(row))),
    h(
      "ul",
      { class: "sky-totals" },
      v.score.map((total, seat) =>
        h(
          "li",
          {},
          swatch(seat),
          h("b", {}, i.names[seat] ?? ""),
          h("b", { class: "sky-total" }, total),
          h("small", {}, t("sky_totals", total - (fromIslands[seat] ?? 0), fromIslands[seat] ?? 0)),
        ),
      ),
    ),
  );
}
