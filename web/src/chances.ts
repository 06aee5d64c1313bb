// A replay's chances of winning (API.md, "Analysis"): each player's chance,
// estimated after the match at every move, as a graph across the game (a
// line per seat in its colour and its own dashes, named in the legend),
// the moves that cost their movers the most marked on it and listed; a tap
// on the graph goes to that move.
import { analysis, type Analysis, type Hint } from "./api";
import { coachSays } from "./coach";
import { button, h, replace, s } from "./dom";
import { t } from "./i18n";
import { errorText } from "./layout";
import { playerName, type SeatLike } from "./seats";

/** watchAnalysis fetches match id's analysis and calls show with every answer (or the error), asking the server to make it if nobody is, and asking again each second while it is made, until it is done or alive() no longer holds. */
export function watchAnalysis(id: string, show: (a: Analysis | null, err: string) => void, alive: () => boolean): void {
  const next = (ask: boolean): void => {
    analysis(id, ask).then(
      (a) => {
        if (!alive()) return;
        show(a, "");
        if (a.status === "none" && !ask) next(true);
        else if (a.status !== "done" && a.status !== "off") window.setTimeout(() => next(false), 1000);
      },
      (err: unknown) => alive() && show(null, errorText(err)),
    );
  };
  next(false);
}

// The graph's drawing, in its viewBox's units.
const W = 600;
const H = 200;
const left = 66;
const right = 12;
const top = 16;
const bottom = 28;
const plotW = W - left - right;
const plotH = H - top - bottom;

/** Each seat's dashes, so that the lines differ without their colours. */
const dashes = ["", "10 5", "3 4", "14 4 3 4", "6 6", "1 4"];

/** percent writes a chance as a whole percentage. */
function percent(c: number): string {
  return `${Math.round(c * 100)}%`;
}

/** drawChances draws analysis a (null until it comes; err if it failed) into box for a replay whose players are seats, at move k; go moves the replay to a move. It returns the function that moves the graph's cursor to another move. */
export function drawChances(
  box: HTMLElement,
  a: Analysis | null,
  err: string,
  seats: SeatLike[],
  k: number,
  go: (k: number) => void,
  coach?: (step: number) => Promise<{ hint: Hint }>,
): (k: number) => void {
  const heading = h("h2", {}, t("chances"));
  if (err || !a || a.status !== "done" || a.chances.length === 0) {
    replace(box, heading, status(a, err));
    return () => {};
  }
  const chances = a.chances;
  const last = Math.max(1, chances.length - 1);
  const x = (step: number): number => left + (step / last) * plotW;
  const y = (c: number): number => top + (1 - c) * plotH;
  const lines = a.team ? [0] : chances[0]!.map((_, seat) => seat);
  const name = (seat: number): string => (a.team ? t("chances_team") : playerName(seats[seat] ?? { seat }));
  const lineClass = (seat: number): string => (a.team ? "ch-line ch-team" : `ch-line seat-${seat}`);

  const grid = [0, 0.5, 1].map((c) => [
    s("line", { class: "ch-grid", x1: left, x2: W - right, y1: y(c), y2: y(c) }),
    s("text", { class: "ch-label", x: left - 6, y: y(c), "text-anchor": "end", "dominant-baseline": "middle" }, percent(c)),
  ]);
  const ticks = [0, chances.length - 1].map((step) =>
    s("text", { class: "ch-label", x: x(step), y: H - 6, "text-anchor": step === 0 ? "start" : "end" }, String(step)),
  );
  const paths = lines.map((seat) =>
    s("polyline", {
      class: lineClass(seat),
      points: chances.map((cs, step) => `${x(step).toFixed(1)},${y(cs[seat] ?? 0).toFixed(1)}`).join(" "),
      "stroke-dasharray": a.team ? null : dashes[seat % dashes.length],
      "data-seat": seat,
    }),
  );
  const marks = a.costly.map((c) =>
    s(
      "g",
      { class: `ch-costly seat-${c.seat}`, "data-step": c.step, "data-testid": "costly-mark" },
      s("circle", { cx: x(c.step), cy: y(chances[c.step]?.[c.seat] ?? 0), r: 8 }),
      s("title", {}, t("costly_move", c.step, name(c.seat), `−${Math.round(c.drop * 100)}`)),
    ),
  );
  const cursor = s("line", { class: "ch-cursor", y1: top, y2: top + plotH, "data-testid": "chances-cursor" });
  const dots = lines.map((seat) => s("circle", { class: lineClass(seat), r: 5 }));
  const graph = s(
    "svg",
    { class: "ch-graph", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("chances_graph"), "data-testid": "chances-graph" },
    grid,
    ticks,
    paths,
    cursor,
    dots,
    marks,
  );
  graph.addEventListener("click", (ev) => {
    const r = graph.getBoundingClientRect();
    const at = ((ev.clientX - r.left) / r.width) * W;
    go(Math.max(0, Math.min(chances.length - 1, Math.round(((at - left) / plotW) * last))));
  });

  const legend = h(
    "ul",
    { class: "ch-legend", "data-testid": "chances-legend" },
    lines.map((seat) =>
      h(
        "li",
        {},
        s(
          "svg",
          { class: "ch-sample", viewBox: "0 0 32 10", "aria-hidden": "true" },
          s("line", { class: lineClass(seat), x1: 1, x2: 31, y1: 5, y2: 5, "stroke-dasharray": a.team ? null : dashes[seat % dashes.length] }),
        ),
        name(seat),
      ),
    ),
  );
  const now = h("p", { class: "ch-now", "data-testid": "chances-now", "aria-live": "polite" });
  const costly =
    a.costly.length > 0 &&
    h(
      "div",
      { class: "ch-costly-list" },
      h("h3", {}, t("costly")),
      h(
        "ol",
        {},
        a.costly.map((c) =>
          h(
            "li",
            {},
            button({ class: "small", "data-testid": "costly-move", "data-step": c.step }, t("costly_move", c.step, name(c.seat), `−${Math.round(c.drop * 100)}`), () =>
              go(c.step),
            ),
            coach && coachButton(c.step, coach),
          ),
        ),
      ),
    );
  replace(box, heading, graph, legend, now, costly, h("p", { class: "hint" }, t("chances_help", a.bot ?? "")));

  const at = (step: number): void => {
    const cs = chances[Math.min(step, chances.length - 1)] ?? [];
    cursor.setAttribute("x1", String(x(step)));
    cursor.setAttribute("x2", String(x(step)));
    cursor.dataset.step = String(step);
    lines.forEach((seat, i) => {
      dots[i]!.setAttribute("cx", String(x(step)));
      dots[i]!.setAttribute("cy", String(y(cs[seat] ?? 0)));
    });
    replace(
      now,
      t("chances_now", step),
      lines.map((seat) => [" ", h("span", { class: "ch-value" }, name(seat), " ", h("b", {}, percent(cs[seat] ?? 0)))]),
    );
  };
  at(k);
  return at;
}

/** status tells how far the analysis a has come, with a progress bar while it is made, or why it failed. */
function status(a: Analysis | null, err: string): HTMLElement {
  if (err) return h("p", { class: "chances-error" }, err);
  if (!a) return h("p", {}, t("loading"));
  if (a.status === "off") return h("p", { class: "hint" }, t("chances_off"));
  const counted = a.status === "running" && a.steps > 0;
  const text = counted
    ? t("chances_running", a.done, a.steps)
    : t(a.status === "queued" ? "chances_queued" : a.status === "running" ? "chances_starting" : "chances_asking");
  return h(
    "div",
    { class: "ch-progress" },
    h("progress", { "data-testid": "chances-progress", max: counted ? a.steps : null, value: counted ? a.done : null }),
    h("p", {}, text),
  );
}

/** coachButton asks what the coach would have played instead of a costly move, and says it beside the move. */
function coachButton(step: number, coach: (step: number) => Promise<{ hint: Hint }>): HTMLElement {
  const said = h("span", { class: "ch-coach", "data-testid": "coach-said", "aria-live": "polite" });
  const ask = button({ class: "small", "data-testid": "coach-step", "data-step": step }, "💡 " + t("coach_ask"), () => {
    ask.disabled = true;
    replace(said, t("hint_thinking"));
    coach(step).then(
      ({ hint }) => {
        const { best, also } = coachSays(hint);
        replace(said, best, also && [" · ", also]);
      },
      (err: unknown) => {
        ask.disabled = false;
        replace(said, errorText(err));
      },
    );
  });
  return h("span", {}, " ", ask, " ", said);
}
