// Your turn, wherever it is: the page's title and a badge in the header say
// in how many of the person's matches (the seats this device holds) it is
// their turn, the match on screen aside; and, if they allow it, the
// browser tells them with a notification while the tab is hidden.
import { myMatches, type Summary } from "./api";
import { gameName } from "./catalog";
import { button, h, replace } from "./dom";
import { onLangChange, t } from "./i18n";
import { allTokens } from "./storage";

/** How often the matches are looked at: more often while the page is seen. */
const seenEvery = 30000;
const hiddenEvery = 60000;

let title = document.title; // the page's own title
let here = ""; // the match on screen, whose turn its page says itself
let waiting: Summary[] = []; // the other matches where it is the person's turn
const told = new Set<string>(); // "match@seq" already notified
const badge = h("a", { class: "turn-badge", href: "/", "data-testid": "turn-badge", hidden: true });
let timer = 0;

/** setTitle sets the page's title, after which the count of matches waiting is shown. */
export function setTitle(text: string): void {
  title = text;
  draw();
}

/** turnBadge is the header's badge; the first call starts looking at the matches. */
export function turnBadge(): HTMLElement {
  if (timer === 0) {
    onLangChange(draw);
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && look());
    look();
  }
  return badge;
}

/** onThisPage says which match the page shows (none: ""): its turn is the page's to say. */
export function onThisPage(match: string): void {
  here = match;
  look();
}

/** look asks the server where it is the person's turn, and asks again later. */
function look(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(look, document.hidden ? hiddenEvery : seenEvery);
  const tokens = allTokens();
  if (tokens.length === 0) {
    waiting = [];
    draw();
    return;
  }
  myMatches(tokens).then(
    (list) => {
      const seen = new Set<string>();
      waiting = list.filter((m) => m.your_turn && m.status === "playing" && m.id !== here && !seen.has(m.id) && seen.add(m.id));
      for (const m of waiting) notify(m.id, m.seq, m.game);
      draw();
    },
    () => undefined, // offline a moment: the next look will tell
  );
}

function draw(): void {
  const n = waiting.length;
  document.title = (n > 0 ? `(${n}) ` : "") + title;
  badge.hidden = n === 0;
  badge.href = n === 1 ? `/m/${encodeURIComponent(waiting[0]!.id)}` : "/";
  replace(badge, "● ", n === 1 ? t("turn_in_one", gameName(waiting[0]!.game)) : t("turn_in_many", n));
}

/**
 * notify tells the person, by the browser's notification, that it is their
 * turn in match (at seq) of game: only while the tab is hidden, if they
 * allowed it, and once for each decision.
 */
export function notify(match: string, seq: number, game: string): void {
  const key = `${match}@${seq}`;
  if (!document.hidden || told.has(key) || !("Notification" in window) || Notification.permission !== "granted") return;
  told.add(key);
  const n = new Notification("shima", { body: t("turn_note", gameName(game)), tag: match });
  n.onclick = () => {
    window.focus();
    if (here !== match) location.href = `/m/${encodeURIComponent(match)}`;
  };
}

/**
 * notifyChoice lets the person allow notifications of their turn (the
 * browser asks them); it says so once they are on, or blocked; null where
 * the browser has none.
 */
export function notifyChoice(): HTMLElement | null {
  if (!("Notification" in window)) return null;
  const box = h("p", { class: "notify-choice hint", "data-testid": "notify-choice" });
  const show = (): void => {
    const p = Notification.permission;
    replace(
      box,
      p === "granted"
        ? t("notify_on")
        : p === "denied"
          ? t("notify_blocked")
          : button({ class: "small", "data-testid": "notify-ask" }, "🔔 " + t("notify_ask"), () => void Notification.requestPermission().then(show)),
    );
  };
  show();
  return box;
}
