// What a move caused (API.md, Events), as people see it: lines with an icon
// in the log, the details of a heading (a roll's production, the invader
// phase's ravages) folded under it, a strip over the board with the latest
// move's events, and the board's places marked for a moment.
import type { EventLine } from "./api";
import { button, h } from "./dom";
import { t } from "./i18n";
import { nameSeats, playerName, swatch, type SeatLike } from "./seats";

/** icons gives each kind of event a sign that reads faster than words (plain symbols every font has). */
const icons: Record<string, string> = {
  roll: "⚄",
  produce: "✚",
  shortage: "∅",
  gold: "✚",
  discard: "✖",
  robber: "☗",
  pirate: "⚓",
  steal: "☛",
  build: "⌂",
  settlement: "⌂",
  city: "⌂",
  road: "═",
  ship: "⚓",
  explore: "➜",
  offer: "⇄",
  counter: "⇄",
  trade: "⇄",
  "bank-trade": "⇄",
  "no-trade": "⇄",
  accept: "✔",
  decline: "✘",
  "longest-road": "★",
  "largest-army": "★",
  invaders: "⚔",
  ravage: "⚔",
  blight: "✖",
  cascade: "✖",
  presence: "✖",
  fear: "⚠",
  "fear-card": "⚠",
  terror: "⚠",
  power: "✦",
  score: "★",
  scoring: "★",
  income: "⚖",
  prices: "⚖",
  buy: "⚖",
  unsold: "⚖",
  "skip-buying": "⊘",
  draw: "▤",
  round: "↻",
  "end-scoring": "★",
  burst: "✸",
  colonise: "⚑",
  // Catan: the moves, the development cards, the scenario's set-up and the end.
  "move-ship": "⚓",
  "dev-card": "▤",
  knight: "⚔",
  "road-building": "═",
  plenty: "✚",
  monopoly: "☛",
  "end-turn": "⇥",
  "vp-cards": "★",
  end: "♛",
  fill: "▦",
  reveal: "▦",
  pick: "☝",
  "pick-harbour": "⚓",
  "set-aside": "⊘",
  tile: "▣",
  chip: "◉",
  harbour: "⚓",
  "buy-harbour": "⚓",
  "start-pay": "✚",
  "gold-choice": "✚",
  // Micronesia's moves.
  sacrifice: "⚀",
  split: "⋔",
  move: "➜",
  done: "⇥",
  // Merchants of Sky Islands.
  house: "⌂",
  tower: "♜",
  return: "↩",
  gain: "✚",
  island: "★",
  // Isle of Skye's moves (a discard mark is Catan's discard).
  price: "⚖",
  pass: "⊘",
  place: "▣",
  // Spirit Island: the spirits' turn, the invader phase's other lines, time passing.
  growth: "✿",
  play: "✦",
  setup: "⚑",
  energy: "☀",
  strike: "⚔",
  skip: "⊘",
  adversary: "☠",
  "blight-card": "✖",
  blighted: "✖",
  time: "◷",
};

/** floating lists the kinds of event whose gains rise by the player's row. */
const floating = new Set(["produce", "income", "gain", "steal", "plenty", "monopoly", "trade", "bank-trade", "buy", "score"]);

/** icon is the sign of an event's kind. */
function icon(kind: string): HTMLElement {
  return h("span", { class: "ev-icon", "aria-hidden": "true" }, icons[kind] ?? "•");
}

/** eventLine draws one event: its icon, whose it is, its text. */
function eventLine(e: EventLine, seats: SeatLike[]): HTMLElement {
  return h(
    "span",
    { class: `ev ev-${e.kind}`, "data-kind": e.kind, "data-places": e.at?.join(" ") },
    icon(e.kind),
    e.seat >= 0 && swatch(e.seat),
    h("span", { class: "ev-text" }, nameSeats(e.text, seats)),
  );
}

/**
 * moveText is the text a move's log line shows after its mover's name: its
 * events' retelling in the board's words (without the mover's name it
 * begins with: the line names them already), or its own.
 */
export function moveText(text: string, events: EventLine[] | undefined, seats: SeatLike[], mover: number): string {
  const first = events?.[0];
  if (!first?.retell) return text;
  const mark = `{seat ${mover}}`;
  const own = [mark + " ", mark + "が"].find((head) => first.text.startsWith(head));
  return own ? nameSeats(first.text.slice(own.length), seats, false) : nameSeats(first.text, seats);
}

/**
 * headDetails are the details of a move's retold first event, which its log
 * line tells (a roll's harvest under "rolls 10"): the detail lines after it.
 */
export function headDetails(events: EventLine[] | undefined): EventLine[] {
  if (!events?.[0]?.retell) return [];
  const end = events.findIndex((e, i) => i > 0 && !e.detail);
  return events.slice(1, end < 0 ? events.length : end);
}

/** detailList draws detail lines, to fold under their heading. */
export function detailList(events: EventLine[], seats: SeatLike[]): HTMLElement {
  return h("ul", { class: "ev-details" }, events.map((e) => h("li", {}, eventLine(e, seats))));
}

/**
 * eventList draws a move's events under its log line: each line that is
 * not a detail, with the details after it folded under it (open when open).
 * withHead false leaves out the retold first event's details (headDetails),
 * which the line folds itself.
 */
export function eventList(events: EventLine[] | undefined, seats: SeatLike[], open = false, withHead = true): HTMLElement | null {
  const skip = withHead ? 0 : headDetails(events).length;
  const lines = (events ?? []).filter((e, i) => !(i === 0 && e.retell) && !(i > 0 && i <= skip));
  if (lines.length === 0) return null;
  const list = h("ul", { class: "events" });
  let group: HTMLElement | null = null; // the details of the last heading
  for (const e of lines) {
    if (e.detail && group) {
      group.append(h("li", {}, eventLine(e, seats)));
      continue;
    }
    if (e.detail) {
      list.append(h("li", { class: "ev-detail" }, eventLine(e, seats)));
      continue;
    }
    group = h("ul", { class: "ev-details" });
    const details = h("details", { open }, h("summary", {}, eventLine(e, seats)), group);
    list.append(h("li", {}, details));
  }
  // A heading with nothing under it needs no fold.
  for (const d of Array.from(list.querySelectorAll("details"))) {
    if (d.querySelector(".ev-details")!.childElementCount === 0) d.replaceWith(d.querySelector("summary")!.firstElementChild!);
  }
  return list;
}

/** stripLines is how many of the latest events the strip shows: a glance's worth (the log keeps them all). */
const stripLines = 4;

/**
 * Happenings shows at the foot of the screen the latest few events the moves
 * caused, for a few seconds or until skipped, and marks their places on the
 * board: each element of the board with data-at equal to an event's place
 * (and, if it has data-at-seat, the event's seat). Events that come while
 * some are shown join them. The strip keeps clear of what keepClear gives
 * (the controls and the hand, while the viewer has a decision to make): at
 * the foot of the screen, else at its top (below the page's header while it
 * is in sight), else out of sight.
 */
export class Happenings {
  readonly el = h("div", { class: "happened", "data-testid": "happened", hidden: true, role: "status" });
  private timer = 0;
  private shown: EventLine[] = [];
  private marked: Element[] = [];
  private changes: MutationObserver | null = null; // the page's changes since the strip was last placed

  /**
   * With marksOnly, only the marks show, until cleared (a replay lists the
   * events itself); seats, when given, is the list of seats (li data-seat)
   * to which what a player gains floats.
   */
  constructor(
    private board: () => HTMLElement | null,
    private marksOnly = false,
    private seats: () => HTMLElement | null = () => null,
    private keepClear: () => Element[] = () => [],
  ) {
    if (!marksOnly) {
      const place = (): void => this.place();
      window.addEventListener("scroll", place, { passive: true });
      window.addEventListener("resize", place);
      // What the page shows may change without a render (a land opened, a
      // dialog shown): place the strip again after each such change.
      this.changes = new MutationObserver(place);
      this.changes.observe(document.body, { childList: true, subtree: true });
    }
  }

  /** add tells events and marks their places (nothing when there are none); the page, once drawn, places the strip. */
  add(events: EventLine[], seats: SeatLike[]): void {
    if (events.length === 0) return;
    this.shown = this.shown.concat(events).slice(-60);
    if (this.marksOnly) {
      this.remark();
      return;
    }
    // The latest lines; the board marks them all.
    const lines = this.shown.slice(-stripLines);
    this.el.replaceChildren(
      h(
        "ul",
        {},
        lines.map((e) => h("li", { class: e.detail ? "ev-detail" : "" }, eventLine(e, seats))),
      ),
      button({ class: "small skip", "data-testid": "happened-skip" }, t("skip_events"), () => this.clear()),
    );
    this.el.hidden = false;
    this.remark();
    this.float(events, seats);
    // Long enough to be read: 4 s, and a second more a line.
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.clear(), 4000 + 1000 * lines.length);
  }

  /**
   * place puts the strip where it covers nothing it must keep clear of: at
   * the foot of the screen, at its top, or nowhere. The page's changes so far
   * are then placed for: only later ones place it again.
   */
  place(): void {
    this.changes?.takeRecords();
    if (this.el.hidden) return;
    const avoid = this.keepClear()
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    this.el.classList.remove("away");
    // At the top, it stays below the page's header while that is in sight:
    // the language button and the account's link stay in the open.
    const header = document.querySelector("header.top")?.getBoundingClientRect();
    for (const top of [false, true]) {
      this.el.classList.toggle("top", top);
      this.el.style.top = top && header && header.bottom > 0 ? `${Math.ceil(header.bottom) + 4}px` : "";
      const r = this.el.getBoundingClientRect();
      if (!avoid.some((a) => a.left < r.right && r.left < a.right && a.top < r.bottom && r.top < a.bottom)) return;
    }
    this.el.classList.remove("top");
    this.el.style.top = "";
    this.el.classList.add("away");
  }

  /** float lets what each player gains rise for a moment by their row in the list of seats. */
  private float(events: EventLine[], seats: SeatLike[]): void {
    const list = this.seats();
    if (!list) return;
    const stacked = new Map<number, number>(); // floats already by each seat's row
    for (const e of events) {
      if (e.seat < 0 || !floating.has(e.kind)) continue;
      const row = list.querySelector(`[data-seat="${e.seat}"]`);
      const r = row?.getBoundingClientRect();
      if (!r || r.bottom < 0 || r.top > window.innerHeight) continue;
      const n = stacked.get(e.seat) ?? 0;
      stacked.set(e.seat, n + 1);
      // The player's own name is the row's: the float says what, not who.
      const who = playerName(seats[e.seat] ?? { seat: e.seat });
      let text = nameSeats(e.text, seats);
      if (text.startsWith(who)) text = text.slice(who.length).trim();
      const el = h("div", { class: `ev-float seat-${e.seat}`, "aria-hidden": "true", "data-testid": `float-${e.seat}` }, icons[e.kind] ?? "•", " ", text);
      // By the row's right edge, below its first line: the name stays in sight.
      el.style.right = `${window.innerWidth - r.right + 8}px`;
      el.style.top = `${r.top + 28 + 22 * n}px`;
      el.style.maxWidth = `${Math.max(120, r.width - 16)}px`;
      document.body.append(el);
      window.setTimeout(() => el.remove(), 3200);
    }
  }

  /** remark marks the shown events' places again, after the board is drawn anew. */
  remark(): void {
    this.unmark();
    const board = this.board();
    if (!board || this.shown.length === 0) return;
    // The board's places by name, looked up once for all the events.
    const places = new Map<string, Element[]>();
    for (const el of Array.from(board.querySelectorAll("[data-at]"))) {
      const at = el.getAttribute("data-at")!;
      const named = places.get(at);
      if (named) named.push(el);
      else places.set(at, [el]);
    }
    for (const e of this.shown) {
      for (const at of e.at ?? []) {
        // A place named alike in each player's area (a tile's x,y in Isle of
        // Skye) carries data-at-seat: only the event's seat's counts.
        for (const el of places.get(at) ?? []) {
          const seat = el.getAttribute("data-at-seat");
          if (seat !== null && seat !== String(e.seat)) continue;
          el.classList.add("ev-mark", `ev-mark-${e.kind}`);
          if (e.seat >= 0) el.classList.add(`ev-seat-${e.seat}`);
          this.marked.push(el);
        }
      }
    }
  }

  private unmark(): void {
    for (const el of this.marked) {
      el.classList.remove(...Array.from(el.classList).filter((c) => c.startsWith("ev-mark") || c.startsWith("ev-seat-")));
    }
    this.marked = [];
  }

  /** clear takes the strip and the marks away. */
  clear(): void {
    window.clearTimeout(this.timer);
    this.shown = [];
    this.el.hidden = true;
    this.el.replaceChildren();
    this.unmark();
  }
}
