// A game's leaderboard, /leaderboard/{game} (API.md, "Ratings and
// profiles"): the highest ratings, linked to their people's profiles; for
// Spirit Island, cooperative, the table of records instead (the highest
// adversary level beaten with each spirit).
import { leaderboard, type GamesList, type Leaderboard } from "./api";
import { gameName } from "./catalog";
import { h, replace } from "./dom";
import { onLangChange, t } from "./i18n";
import { errorText } from "./layout";
import { recordsTable, withCatalog } from "./ratingtext";
import { currentAccount } from "./session";
import { setTitle } from "./turns";

/** leaderboardPage draws game's leaderboard into root. */
export function leaderboardPage(root: HTMLElement, game: string): void {
  const page = h("div", { class: "leaderboard", "data-testid": "leaderboard" }, h("p", {}, t("loading")));
  replace(root, page);
  let board: Leaderboard | null = null;
  let catalog: GamesList | null = null;
  let me = "";
  let failed = "";

  function render(): void {
    if (failed) {
      replace(page, h("p", { class: "error" }, failed), h("a", { href: "/" }, t("lobby")));
      return;
    }
    if (!board) return;
    const records = board.records !== undefined;
    const title = t(records ? "lb_records_title" : "lb_title", gameName(game));
    setTitle(`${title} · shima`);
    replace(
      page,
      h(
        "section",
        { class: "card" },
        h("h1", {}, title),
        h("p", { class: "hint" }, records ? t("lb_records_help") : t("rating_explained")),
        me && h("p", {}, h("a", { href: `/p/${encodeURIComponent(me)}`, "data-testid": "my-profile" }, t("my_profile"))),
        records ? recordsTable(catalog, board.records ?? [], true) : ratingsTable(board, me),
        h("p", {}, h("a", { href: "/" }, t("lobby"))),
      ),
    );
  }

  onLangChange(render);
  Promise.all([leaderboard(game), withCatalog(), currentAccount().catch(() => null)]).then(
    ([b, c, a]) => {
      board = b;
      catalog = c;
      me = a?.id ?? "";
      render();
    },
    (err: unknown) => {
      failed = errorText(err);
      render();
    },
  );
}

/** ratingsTable lists a leaderboard's ratings, the viewer's own line marked. */
function ratingsTable(b: Leaderboard, me: string): HTMLElement {
  const list = b.ratings ?? [];
  if (list.length === 0) return h("p", { class: "hint" }, t("lb_empty"));
  return h(
    "table",
    { class: "board", "data-testid": "ratings" },
    h("thead", {}, h("tr", {}, h("th", {}, t("lb_rank")), h("th", {}, t("lb_name")), h("th", { class: "num" }, t("lb_rating")), h("th", { class: "num" }, t("lb_games")))),
    h(
      "tbody",
      {},
      list.map((e) =>
        h(
          "tr",
          { class: e.account === me ? "me" : "" },
          h("td", {}, String(e.rank)),
          h("td", {}, h("a", { href: `/p/${encodeURIComponent(e.account)}` }, e.name)),
          h("td", { class: "num" }, String(e.rating)),
          h("td", { class: "num" }, String(e.games)),
        ),
      ),
    ),
  );
}
