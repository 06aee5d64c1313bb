// A person's public profile, /p/{id} (API.md, "Ratings and profiles"):
// their rating at each game with its history drawn as a line chart, their
// Spirit Island records, their recent matches with links to the replays,
// and the games they play most.
import { person, type GamesList, type Person, type PersonMatch, type PersonRating } from "./api";
import { gameName, isCooperative } from "./catalog";
import { h, replace, s } from "./dom";
import { onLangChange, t } from "./i18n";
import { errorText } from "./layout";
import { day, recordsTable, withCatalog } from "./ratingtext";
import { currentAccount } from "./session";
import { setTitle } from "./turns";

/** profilePage draws the profile of account id into root. */
export function profilePage(root: HTMLElement, id: string): void {
  const page = h("div", { class: "profile", "data-testid": "profile" }, h("p", {}, t("loading")));
  replace(root, page);
  let p: Person | null = null;
  let catalog: GamesList | null = null;
  let mine = false;
  let failed = "";

  function render(): void {
    if (failed) {
      replace(page, h("p", { class: "error", "data-testid": "profile-error" }, failed), h("a", { href: "/" }, t("lobby")));
      return;
    }
    if (!p) return;
    setTitle(`${t("prof_title", p.name)} · shima`);
    replace(
      page,
      h(
        "section",
        { class: "card" },
        h("h1", { "data-testid": "profile-name" }, p.name),
        h("small", { class: "hint" }, t("prof_since", day(p.created))),
        mine && h("p", {}, h("a", { href: "/account", "data-testid": "profile-account" }, t("prof_your_account"))),
      ),
      h(
        "section",
        { class: "card", "data-testid": "profile-ratings" },
        h("h2", {}, t("prof_ratings")),
        p.ratings.length === 0
          ? h("p", { class: "hint" }, t("prof_no_ratings"))
          : [h("p", { class: "hint" }, t("rating_explained")), p.ratings.map(ratingBlock)],
      ),
      p.records.length > 0 &&
        h("section", { class: "card", "data-testid": "profile-records" }, h("h2", {}, t("prof_records")), recordsTable(catalog, p.records, false)),
      h(
        "section",
        { class: "card", "data-testid": "profile-matches" },
        h("h2", {}, t("prof_matches")),
        p.matches.length === 0 ? h("p", { class: "hint" }, t("prof_no_matches")) : h("ul", { class: "matches" }, p.matches.map(matchLine)),
      ),
      p.played.length > 0 &&
        h(
          "section",
          { class: "card", "data-testid": "profile-played" },
          h("h2", {}, t("prof_played")),
          h(
            "ol",
            { class: "played" },
            p.played.map((g) =>
              h(
                "li",
                {},
                h("b", {}, gameName(g.game)),
                " ",
                t("prof_played_n", g.matches),
                " · ",
                h("a", { href: `/leaderboard/${encodeURIComponent(g.game)}` }, isCooperative(g.game) ? t("records") : t("leaderboard")),
              ),
            ),
          ),
        ),
    );
  }

  onLangChange(render);
  Promise.all([person(id), withCatalog(), currentAccount().catch(() => null)]).then(
    ([got, c, me]) => {
      p = got;
      catalog = c;
      mine = me?.id === got.id;
      render();
    },
    (err: unknown) => {
      failed = errorText(err);
      render();
    },
  );
}

/** ratingBlock shows a game's rating and its chart. */
function ratingBlock(r: PersonRating): HTMLElement {
  return h(
    "div",
    { class: "rating-block", "data-testid": `rating-${r.game}` },
    h(
      "h3",
      {},
      gameName(r.game),
      " ",
      h("b", { class: "rating", "data-testid": `rating-value-${r.game}` }, String(r.rating)),
      " ",
      h("small", { class: "hint" }, t("prof_rated_n", r.games)),
      " ",
      h("a", { href: `/leaderboard/${encodeURIComponent(r.game)}`, class: "small" }, t("leaderboard")),
    ),
    ratingChart(r),
  );
}

/** matchLine is a finished match: game, date, result, the replay. */
function matchLine(m: PersonMatch): HTMLElement {
  // A cooperative game is won or lost by all; another tells the place, and a win.
  const together = isCooperative(m.game) || m.players < 2;
  const result = together ? t(m.won ? "prof_won" : "prof_lost") : t("prof_place", m.place, m.players) + (m.won ? ` · ${t("prof_won")}` : "");
  return h(
    "li",
    { class: m.won ? "won" : "" },
    h(
      "a",
      { href: m.replay, "data-testid": `replay-${m.match}` },
      h("b", {}, gameName(m.game)),
      " ",
      h("span", { class: "when" }, day(m.at)),
      " ",
      h("span", { class: "status" }, result),
      m.rated && h("span", { class: "chip rated" }, t("rated")),
      " ",
      h("span", { class: "small" }, t("prof_replay")),
    ),
  );
}

// The chart's drawing, in its viewBox's units.
const W = 600;
const H = 220;
const left = 56;
const right = 14;
const top = 14;
const bottom = 40;

/** ticks gives about n round values from lo to hi. */
function ticks(lo: number, hi: number, n: number): number[] {
  const raw = (hi - lo) / n;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * mag).find((x) => x >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** ratingChart draws a game's rating after each rated match as a line, from 0 (every start) to the last, with labelled axes. */
export function ratingChart(r: PersonRating): SVGSVGElement {
  const points = [0, ...r.history.map((p) => p.rating)]; // every rating starts at 0
  let lo = Math.min(...points);
  let hi = Math.max(...points);
  if (hi - lo < 4) {
    lo -= 2;
    hi += 2;
  }
  const plotW = W - left - right;
  const plotH = H - top - bottom;
  const n = points.length - 1;
  const x = (i: number): number => left + (n === 0 ? 0 : (i / n) * plotW);
  const y = (v: number): number => top + (1 - (v - lo) / (hi - lo)) * plotH;
  const xTicks = ticks(0, n, Math.min(n, 6)).filter((i) => Number.isInteger(i));
  return s(
    "svg",
    { class: "rating-chart", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("chart_label", gameName(r.game)), "data-testid": `chart-${r.game}` },
    s("title", {}, t("chart_label", gameName(r.game))),
    // The horizontal lines and their values.
    ticks(lo, hi, 4).map((v) => [
      s("line", { class: "grid", x1: left, x2: W - right, y1: y(v), y2: y(v) }),
      s("text", { class: "tick", x: left - 6, y: y(v) + 4, "text-anchor": "end" }, String(v)),
    ]),
    xTicks.map((i) => s("text", { class: "tick", x: x(i), y: top + plotH + 16, "text-anchor": "middle" }, String(i))),
    s("line", { class: "axis", x1: left, x2: left, y1: top, y2: top + plotH }),
    s("line", { class: "axis", x1: left, x2: W - right, y1: top + plotH, y2: top + plotH }),
    s("text", { class: "axis-label", x: left + plotW / 2, y: H - 4, "text-anchor": "middle" }, t("chart_matches")),
    s("text", { class: "axis-label", x: 14, y: top + plotH / 2, "text-anchor": "middle", transform: `rotate(-90 14 ${top + plotH / 2})` }, t("chart_rating")),
    s("polyline", { class: "rating-line", points: points.map((v, i) => `${x(i)},${y(v)}`).join(" ") }),
    points.map((v, i) =>
      s(
        "circle",
        { class: "rating-point", cx: x(i), cy: y(v), r: 3.5 },
        s("title", {}, i === 0 ? t("chart_start") : `${t("chart_after", i)}: ${v} (${day(r.history[i - 1]!.at)})`),
      ),
    ),
  );
}
