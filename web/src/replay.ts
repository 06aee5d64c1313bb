// The replay page, /r/{id}: a finished match frame by frame, with the seed
// that decided its dice, stepped by buttons, a slider, the arrow keys or the
// graph of the players' chances of winning.
import { coachAt, match, replay, type Analysis, type Replay } from "./api";
import { gameName, loadCatalog } from "./catalog";
import { drawChances, watchAnalysis } from "./chances";
import { replayChat } from "./chat";
import { button, h, replace } from "./dom";
import { rendererFor } from "./games/registry";
import { onLangChange, pick, t } from "./i18n";
import { errorText } from "./layout";
import { eventList, Happenings, moveText } from "./events";
import { outcomePanel } from "./outcome";
import { seatName, swatch } from "./seats";
import { setTitle } from "./turns";
import { tokensFor } from "./storage";

/** replayPage draws the replay of match id into root. */
export function replayPage(root: HTMLElement, id: string): void {
  const page = h("div", { class: "replay", "data-testid": "replay" }, h("p", {}, t("loading")));
  replace(root, page);
  let r: Replay | null = null;
  let seats: Array<{ seat: number; name?: string; bot?: string }> = [];
  let k = 0; // the frame shown
  let step: (to: number) => void = () => {};
  // The chances of winning, as far as the server has estimated them.
  let chances: Analysis | null = null;
  let chancesErr = "";
  const chancesBox = h("section", { class: "chances", "data-testid": "chances" });
  let chancesAt: (k: number) => void = () => {};
  const drawChancesNow = (): void => {
    chancesAt = drawChances(chancesBox, chances, chancesErr, seats, k, (to) => step(to), (at) => coachAt(id, at));
  };

  function layout(): void {
    if (!r) return;
    const rep = r;
    const names = seats.map(seatName);
    setTitle(`${t("replay")} · ${gameName(rep.config.game)} · shima`);
    const renderer = rendererFor(rep.config.game);
    const board = renderer.board();
    const last = rep.frames.length - 1;
    const text = h("p", { class: "frame-text", "aria-live": "polite" });
    const happened = new Happenings(() => board.el, true);
    const caused = h("div", { class: "frame-events", "data-testid": "frame-events" });
    const slider = h("input", { type: "range", min: 0, max: last, value: k, "aria-label": t("replay") });
    const seatList = h("ul", { class: "seats" });
    const outcome = h("div");
    const chatBox = h("div");
    step = (to: number): void => {
      k = Math.max(0, Math.min(last, to));
      const f = rep.frames[k]!;
      slider.value = String(k);
      // What the move caused, in the page's language: listed, and marked on the board.
      const events = (f.events ?? []).map((e) => ({ ...e, text: pick(e.text) }));
      replace(
        text,
        h("span", { class: "frame-no" }, t("frame_of", k, last)),
        " ",
        f.seat >= 0 && [swatch(f.seat), h("b", {}, names[f.seat] ?? ""), " "],
        moveText(pick(f.text), events, seats, f.seat),
      );
      board.update({ view: f.view, legal: [], names, viewer: -1, seq: k, busy: false, send: () => {} });
      replace(caused, eventList(events, seats, true));
      happened.clear();
      happened.add(events, seats);
      replace(
        seatList,
        names.map((name, seat) =>
          h(
            "li",
            { class: "seat" },
            h("div", { class: "seat-name" }, swatch(seat), h("b", {}, name)),
            h("div", { class: "seat-stats" }, renderer.seatStats(f.view, seat).map((st) => h("span", {}, st.label + " ", h("b", {}, st.value)))),
          ),
        ),
      );
      replace(outcome, k === last && rep.outcome && outcomePanel(rep.config.game, rep.outcome, seats));
      chancesAt(k);
      replace(chatBox, replayChat(rep.chat ?? [], seats.map((x) => ({ kind: x.bot ? "bot" : "person", ...x })), k, (at) => step(at)));
    };
    slider.addEventListener("input", () => step(Number(slider.value)));
    replace(
      page,
      h("h1", {}, t("replay"), " · ", gameName(rep.config.game)),
      h("p", { class: "seed" }, t("seed"), " ", h("code", {}, rep.seed)),
      h(
        "div",
        { class: "replay-controls" },
        button({ "data-testid": "replay-first", "aria-label": t("first"), title: t("first") }, "|◀", () => step(0)),
        button({ "data-testid": "replay-prev", "aria-label": t("prev") }, "◀ " + t("prev"), () => step(k - 1)),
        button({ "data-testid": "replay-next", "aria-label": t("next") }, t("next") + " ▶", () => step(k + 1)),
        button({ "data-testid": "replay-last", "aria-label": t("last"), title: t("last") }, "▶|", () => step(last)),
      ),
      slider,
      // One height whatever a move caused: the graph and the board below never move from frame to frame.
      h("div", { class: "frame-told" }, text, caused),
      chancesBox,
      h(
        "div",
        { class: "match-body" },
        h("div", { class: "match-main" }, outcome, h("section", { class: "board", "data-testid": "board" }, board.el)),
        h("aside", { class: "match-side" }, seatList, h("p", { class: "hint" }, t("keys_help")), chatBox),
      ),
    );
    drawChancesNow();
    step(k);
  }

  document.addEventListener("keydown", (ev) => {
    if (ev.target instanceof HTMLInputElement || ev.altKey || ev.ctrlKey || ev.metaKey) return; // the slider steps by itself
    const to: number | undefined = { ArrowRight: k + 1, ArrowLeft: k - 1, Home: 0, End: Infinity }[ev.key];
    if (to === undefined || !r) return;
    ev.preventDefault();
    step(to);
  });
  onLangChange(layout);

  // A player of the match sees its players' chat in the replay; nobody else does.
  Promise.all([replay(id, tokensFor(id)[0]?.token), loadCatalog().catch(() => null)]).then(
    ([rep]) => {
      r = rep;
      seats = rep.config.seats.map((seat, i) => (seat.bot ? { seat: i, bot: seat.bot } : { seat: i }));
      layout();
      watchAnalysis(
        id,
        (a, err) => {
          chances = a;
          chancesErr = err;
          drawChancesNow();
        },
        () => chancesBox.isConnected,
      );
      // The players' names, which the replay does not carry.
      match(id).then(
        (s) => {
          seats = s.seats;
          layout();
        },
        () => {},
      );
    },
    (err: unknown) => {
      replace(page, h("p", { class: "error" }, errorText(err)), h("a", { class: "button", href: `/m/${encodeURIComponent(id)}` }, t("open_match")));
    },
  );
}
