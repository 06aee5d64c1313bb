// The match's chat (issue 36): the players talk with the players, the
// spectators apart, in rooms the server keeps apart (server/API.md, "Chat").
// Every line is text: it is put on the page with textContent (dom.ts's h),
// never as HTML. A player may mute a seat: its lines fold under a "1 line
// hidden — show" toggle; the seats muted are kept per match in localStorage
// and the server is told nothing.
import type { ChatLine, SeatState } from "./api";
import { button, h, replace, scrolling, type Child } from "./dom";
import { lang, t } from "./i18n";
import { seatName, swatch } from "./seats";
import { savedName, saveName } from "./storage";

/** The longest line the server takes, in characters. */
export const chatMax = 300;

const muteKey = "shima.mute";

/** mutedSeats is the seats muted in match id. */
function mutedSeats(id: string): Set<number> {
  try {
    const all: unknown = JSON.parse(localStorage.getItem(muteKey) ?? "{}");
    const seats = (all as Record<string, unknown>)?.[id];
    return new Set(Array.isArray(seats) ? seats.filter((s): s is number => typeof s === "number") : []);
  } catch {
    return new Set();
  }
}

/** keepMuted remembers the seats muted in match id. */
function keepMuted(id: string, seats: Set<number>): void {
  let all: Record<string, number[]> = {};
  try {
    all = JSON.parse(localStorage.getItem(muteKey) ?? "{}") as Record<string, number[]>;
  } catch {
    // a broken entry is written anew
  }
  if (seats.size > 0) all[id] = [...seats];
  else delete all[id];
  localStorage.setItem(muteKey, JSON.stringify(all));
}

/** clock says when a line was said: its hour and minute. */
function clock(at: string): string {
  const d = new Date(at);
  return isNaN(d.getTime()) ? "" : d.toLocaleTimeString(lang() === "ja" ? "ja-JP" : "en-GB", { hour: "2-digit", minute: "2-digit" });
}

/** who names a line's speaker: the seat's name, or the spectator's. */
function who(line: ChatLine, seats: SeatState[]): Child {
  if (line.seat < 0) return h("b", {}, line.name || t("chat_spectator"));
  const seat = seats[line.seat];
  return [swatch(line.seat), h("b", {}, line.name || (seat ? seatName(seat) : t("seat_n", line.seat + 1)))];
}

/**
 * ChatPanel is the chat of the match page: the lines of the viewer's room,
 * an input (Enter sends), the seats' mute buttons, and the phone's tab with
 * a badge counting the lines that came while the panel was out of view.
 */
export class ChatPanel {
  /** The panel, for the page's side column. */
  readonly el: HTMLElement;
  /** The phone's tab that brings the panel into view. */
  readonly tab: HTMLButtonElement;
  private readonly title = h("h2");
  private readonly help = h("p", { class: "hint chat-help" });
  private readonly list = h("ol", { class: "chat-lines", "data-testid": "chat-lines", "aria-live": "polite" });
  private readonly mutes = h("div", { class: "chat-mutes", "data-testid": "chat-mutes" });
  private readonly input = h("input", { type: "text", maxlength: chatMax, "data-testid": "chat-input", autocomplete: "off" });
  private readonly name = h("input", { type: "text", maxlength: 40, class: "chat-name", "data-testid": "chat-name", value: savedName() });
  private readonly sendButton = h("button", { type: "submit", class: "small" });
  private readonly badge = h("span", { class: "chat-badge", "data-testid": "chat-unread", hidden: true });
  private lines: ChatLine[] = [];
  private room: "players" | "spectators" = "spectators";
  private viewer = -1;
  private seats: SeatState[] = [];
  private readonly muted: Set<number>;
  private readonly revealed = new Set<number>(); // muted lines the reader chose to see
  private unread = 0;
  private inView = false;
  private pending: { id: string; text: string } | null = null;
  private look = "";

  constructor(
    private readonly match: string,
    private readonly say: (text: string, name: string) => string,
    private readonly problem: (message: string) => void,
  ) {
    this.muted = mutedSeats(match);
    const form = h("form", { class: "chat-form" }, this.name, this.input, this.sendButton);
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      this.send();
    });
    this.el = h("section", { class: "chat", "data-testid": "chat" }, this.title, this.help, this.mutes, this.list, form);
    this.tab = button({ class: "tab", "data-testid": "tab-chat" }, "", () => this.el.scrollIntoView({ behavior: scrolling(), block: "start" }));
    new IntersectionObserver((entries) => {
      this.inView = entries.some((e) => e.isIntersecting);
      if (this.inView) this.markRead();
    }).observe(this.list);
    this.draw();
  }

  /** setLog takes the lines of the viewer's room as the server sends them on watching, in place of those before. */
  setLog(room: "players" | "spectators", lines: ChatLine[]): void {
    this.room = room;
    this.lines = lines.slice();
    this.draw();
  }

  /** add shows a new line of the room. */
  add(line: ChatLine): void {
    if (line.room !== this.room || this.lines.some((l) => l.n === line.n)) return;
    this.lines.push(line);
    this.lines.sort((a, b) => a.n - b.n);
    const mine = line.room === "players" && line.seat === this.viewer;
    if (!mine && !this.hidden(line) && !this.inView) this.unread++;
    if (mine) this.pending = null;
    this.draw();
  }

  /** refused tells the panel that request id was refused: the text comes back to the input to say again. It reports whether id was the chat's. */
  refused(id: string): boolean {
    if (!this.pending || this.pending.id !== id) return false;
    if (this.input.value === "") this.input.value = this.pending.text;
    this.pending = null;
    return true;
  }

  /** setSeats says who watches and the match's seats; the panel is drawn again if what it shows changed. */
  setSeats(viewer: number, seats: SeatState[]): void {
    this.viewer = viewer;
    this.seats = seats;
    this.draw();
  }

  private hidden(line: ChatLine): boolean {
    return line.seat >= 0 && line.seat !== this.viewer && this.muted.has(line.seat) && !this.revealed.has(line.n);
  }

  private send(): void {
    const text = this.input.value.trim();
    if (!text) return;
    const name = this.room === "spectators" ? this.name.value.trim() : "";
    if (name) saveName(name);
    const id = this.say(text, name);
    if (!id) {
      this.problem(t("not_connected"));
      return;
    }
    this.pending = { id, text };
    this.input.value = "";
  }

  private markRead(): void {
    if (this.unread === 0) return;
    this.unread = 0;
    this.drawTab();
  }

  private drawTab(): void {
    replace(this.tab, t("chat"), this.unread > 0 && " ");
    this.badge.textContent = String(this.unread);
    this.badge.hidden = this.unread === 0;
    this.badge.setAttribute("aria-label", t("chat_unread", this.unread));
    if (this.unread > 0) this.tab.append(this.badge);
  }

  private draw(): void {
    const seats = this.seats.map((s) => `${s.kind}/${s.name ?? ""}/${s.bot ?? ""}`).join("|");
    const look = [lang(), this.room, this.viewer, seats, [...this.muted].join(","), [...this.revealed].join(","), this.lines.map((l) => l.n).join(",")].join(";");
    this.drawTab();
    if (look === this.look) return;
    this.look = look;
    const players = this.room === "players";
    this.title.textContent = t(players ? "chat_players" : "chat_spectators");
    this.help.textContent = t(players ? "chat_players_help" : "chat_spectators_help");
    this.input.placeholder = t("chat_placeholder");
    this.input.setAttribute("aria-label", t("chat_placeholder"));
    this.name.placeholder = t("chat_spectator");
    this.name.setAttribute("aria-label", t("chat_name"));
    this.name.hidden = players;
    this.sendButton.textContent = t("chat_send");
    this.drawMutes();
    const atEnd = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 4;
    const items: HTMLElement[] = [];
    for (let i = 0; i < this.lines.length; i++) {
      const line = this.lines[i]!;
      if (!this.hidden(line)) {
        items.push(
          h(
            "li",
            { "data-n": line.n, "data-seat": line.seat },
            h("time", { class: "chat-time", datetime: line.at, title: new Date(line.at).toLocaleString(lang()) }, clock(line.at)),
            " ",
            who(line, this.seats),
            " ",
            h("span", { class: "chat-text" }, line.text),
          ),
        );
        continue;
      }
      // A run of muted lines folds under one toggle.
      const run: ChatLine[] = [];
      for (; i < this.lines.length && this.hidden(this.lines[i]!); i++) run.push(this.lines[i]!);
      i--;
      items.push(
        h(
          "li",
          { class: "chat-hidden" },
          button({ class: "link", "data-testid": "chat-show" }, run.length === 1 ? t("chat_hidden_one") : t("chat_hidden_many", run.length), () => {
            for (const l of run) this.revealed.add(l.n);
            this.draw();
          }),
        ),
      );
    }
    replace(this.list, items.length > 0 ? items : h("li", { class: "empty" }, t("chat_empty")));
    if (atEnd) this.list.scrollTop = this.list.scrollHeight;
  }

  /** drawMutes offers a player a mute button for each other person's seat. */
  private drawMutes(): void {
    const others = this.room === "players" ? this.seats.filter((s) => s.seat !== this.viewer && s.kind === "person") : [];
    replace(
      this.mutes,
      others.length > 0 && h("span", { class: "hint" }, t("chat_mute_label"), " "),
      others.map((s) => {
        const on = this.muted.has(s.seat);
        const name = seatName(s);
        return button(
          { class: "small chat-mute", "data-testid": `chat-mute-${s.seat}`, "aria-pressed": String(on), title: t(on ? "chat_unmute" : "chat_mute", name) },
          [swatch(s.seat), " ", on ? "🔇 " : "", name],
          () => {
            if (on) this.muted.delete(s.seat);
            else this.muted.add(s.seat);
            keepMuted(this.match, this.muted);
            this.draw();
          },
        );
      }),
    );
  }
}

/**
 * replayChat lists the players' chat of a finished match for its replay:
 * each line with the step it was said at, those said by the step shown
 * marked, and a tap on one goes to its step.
 */
export function replayChat(lines: Array<ChatLine & { step: number }>, seats: SeatState[], k: number, go: (step: number) => void): HTMLElement | null {
  if (lines.length === 0) return null;
  return h(
    "section",
    { class: "chat replay-chat", "data-testid": "replay-chat" },
    h("h2", {}, t("chat_players")),
    h(
      "ol",
      { class: "chat-lines" },
      lines.map((line) =>
        h(
          "li",
          { class: line.step <= k ? "said" : "later", "data-step": line.step },
          button({ class: "link chat-step", title: t("chat_step_help") }, t("chat_step", line.step), () => go(line.step)),
          " ",
          h("time", { class: "chat-time", datetime: line.at }, clock(line.at)),
          " ",
          who(line, seats),
          " ",
          h("span", { class: "chat-text" }, line.text),
        ),
      ),
    ),
  );
}
