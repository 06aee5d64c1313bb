// Words shared by the profile (/p/{id}) and the leaderboards
// (/leaderboard/{game}): Spirit Island's records, dates.
import { loadCatalog } from "./catalog";
import { h } from "./dom";
import { lang, pick, t } from "./i18n";
import type { GamesList, SpiritRecord } from "./api";

/** optionName is a game's option value's name for people, from the catalog (the value itself when it has none). */
export function optionName(catalog: GamesList | null, game: string, key: string, value: string): string {
  const o = catalog?.games.find((g) => g.id === game)?.options.find((x) => x.key === key);
  const i = o?.values.indexOf(value) ?? -1;
  return (i >= 0 && o?.value_names?.[i] ? pick(o.value_names[i]) : "") || value;
}

/** spiritName writes a spirit's key as words: "river-surges-in-sunlight" is "River surges in sunlight". */
export function spiritName(key: string): string {
  const words = key.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** adversaryText names a record's adversary and level ("none" for a win without one). */
export function adversaryText(catalog: GamesList | null, r: SpiritRecord): string {
  if (r.adversary === "none") return t("rec_no_adversary");
  return `${optionName(catalog, "spiritisland", "adversary", r.adversary)} · ${t("rec_level_n", r.level)}`;
}

/** day writes a time as a date in the current language. */
export function day(at: string): string {
  return new Date(at).toLocaleDateString(lang() === "ja" ? "ja-JP" : "en-GB", { year: "numeric", month: "short", day: "numeric" });
}

/** recordsTable lists Spirit Island records; withNames adds a column of the people who set them, linked to their profiles. */
export function recordsTable(catalog: GamesList | null, records: SpiritRecord[], withNames: boolean): HTMLElement {
  if (records.length === 0) return h("p", { class: "hint" }, t("rec_empty"));
  return h(
    "table",
    { class: "board", "data-testid": "records" },
    h(
      "thead",
      {},
      h("tr", {}, withNames && h("th", {}, t("lb_name")), h("th", {}, t("rec_spirit")), h("th", {}, t("rec_adversary")), h("th", {}, t("rec_when"))),
    ),
    h(
      "tbody",
      {},
      records.map((r) =>
        h(
          "tr",
          {},
          withNames && h("td", {}, h("a", { href: `/p/${encodeURIComponent(r.account ?? "")}` }, r.name ?? "")),
          h("td", {}, spiritName(r.spirit)),
          h("td", {}, adversaryText(catalog, r)),
          h("td", {}, h("a", { href: r.replay, title: t("prof_replay") }, day(r.at))),
        ),
      ),
    ),
  );
}

/** withCatalog gives the catalog, or null when it cannot be had (names then stay keys). */
export function withCatalog(): Promise<GamesList | null> {
  return loadCatalog().catch(() => null);
}
