// The match page, /m/{id}: one WebSocket watching the match, and everything
// its snapshots say: seats, whose turn, the board and its choices, undo,
// hand-over, the clock, the log and, at the end, the outcome.
import { coachSays } from "./coach";
import { ChatPanel } from "./chat";
import { accountSeats, claimSeat, rematch, type Hint, type HintMove, type LogEntry, type SeatState, type Snapshot } from "./api";
import { botName, botSpecs, gameName, isCooperative, loadCatalog } from "./catalog";
import { remaining } from "./clock";
import { button, h, replace, scrolling, type Child } from "./dom";
import { guideFor } from "./games/guides";
import { rendererFor } from "./games/registry";
import type { Board, GameRenderer } from "./games/types";
import { lang, list, onLangChange, t } from "./i18n";
import { errorText, showError } from "./layout";
import { detailList, eventList, Happenings, headDetails, moveText } from "./events";
import { outcomePanel } from "./outcome";
import { colourName, seatName, swatch } from "./seats";
import { MatchSocket } from "./socket";
import { linkRow, matchLink } from "./links";
import { forgetToken, holdTokens, invitesFor, keepInvites, keepToken, savedName, saveName, tokensFor, type Held } from "./storage";
import { notify, notifyChoice, onThisPage, setTitle } from "./turns";
import { currentAccount } from "./session";

/**
 * takeToken keeps the tokens of a link (#t=…: an invite, or a seat's own;
 * #t=…,… the several seats one device holds), in place of those kept for
 * the match before, and removes them from the address bar.
 */
function takeToken(id: string): void {
  const m = location.hash.match(/^#t=([0-9a-fA-F]+(?:,[0-9a-fA-F]+)*)$/);
  if (!m) return;
  holdTokens(id, m[1]!.split(","));
  history.replaceState(null, "", location.pathname + location.search);
}

/** matchPage draws match id into root and keeps it up to date. */
export function matchPage(root: HTMLElement, id: string): void {
  takeToken(id);
  onThisPage(id);
  // The seats this device holds; the page plays the one whose token it
  // watches with, and goes to another held seat when that one is to move.
  let held = tokensFor(id);
  let token = held[0]?.token;
  // In a game with secrets, the seat the device is to be passed to: until
  // its player taps, the page watches as a spectator and shows no hand.
  let passTo: Held | null = null;
  // A team's seat the player chose to play: the page stays with it until it moves.
  let pinned = false;
  // A device that holds several seats opens behind the cover: who holds it
  // now is not known (a cooperative game's team goes straight in, below).
  if (held.filter((x) => x.seat !== undefined).length > 1) {
    passTo = held[0]!;
    token = undefined;
  }
  // Signed in on a device that holds none of this match's seats: the
  // account's seats of it come to this device, and the page opens again with them.
  if (held.length === 0) {
    currentAccount()
      .then((a) => (a ? accountSeats() : []))
      .then((seats) => {
        const here = seats.filter((x) => x.match === id);
        for (const x of here) keepToken(id, x.token, x.seat);
        if (here.length > 0) location.reload();
      }, () => undefined); // a guest, or the server not reachable now: watch as before
  }
  // The name given for the first seat of an invite to several: the others are taken with it.
  let claimName = "";
  // Another invite link for this match opened in this tab: start again with its token.
  window.addEventListener("hashchange", () => location.hash.startsWith("#t=") && location.reload());

  let snap: Snapshot | null = null;
  let log: LogEntry[] = [];
  let frame = 0; // the animation frame at which the page will be drawn, 0 for none
  let busy = false; // a request is on its way: offer nothing until it is answered
  let scrollToBoard = false; // after a move, bring the board back into view
  let renderer: GameRenderer | null = null;
  let board: Board | null = null;
  let handBot = ""; // the bot last chosen to take a seat
  const handOpen = new Set<number>(); // the seats whose hand-over is unfolded
  let tookSeat = -1; // the seat this page has just taken with an invite: its personal link shows once
  let linkProblem = ""; // why the link this page was opened with was refused
  let asking = ""; // the id of a hint asked for and not yet answered
  let hint: { seq: number; seat: number; hint: Hint } | null = null; // the coach's last answer
  let rematching = false; // a rematch offered or joined, not yet answered
  // The invite links of the seats of a rematch this device made, for their people if they do not join.
  const invites = invitesFor(id);

  const banner = h("div", { class: "turn", "data-testid": "turn", "aria-live": "polite" }, t("loading"));
  const deadline = h("span", { class: "deadline", "data-testid": "deadline" });
  const conn = h("div", { class: "conn", hidden: true });
  const logTitle = h("h2");
  const boardBox = h("section", { class: "board", "data-testid": "board" });
  const heldBox = h("nav", { class: "held-seats", "data-testid": "held-seats", "aria-label": t("held_seats") });
  const tools = h("div", { class: "tools" });
  const outcomeBox = h("div");
  const claimBox = h("div");
  const hintBox = h("div", { "aria-live": "polite" });
  const seatsBox = h("ul", { class: "seats" });
  const logBox = h("ol", { class: "log", "data-testid": "log" });
  const boardWrap = h("div", { class: "board-wrap" });
  const side = h("aside", { class: "match-side" });
  const happened = new Happenings(() => board?.el ?? null, false, () => seatsBox, () => keepClear());
  boardWrap.append(happened.el, boardBox);
  // The chat (chat.ts) sends through the socket, made below.
  const chat = new ChatPanel(id, (text, name) => socket.say(text, name), showError);
  side.append(seatsBox, logTitle, logBox, chat.el);
  let fresh: LogEntry[] = []; // entries that came since the board was last drawn: told over it
  const opened = new Set<number>(); // the log entries whose groups the reader opened
  const drawn = new WeakMap<LogEntry, { key: string; el: HTMLElement }>(); // each entry's line as last drawn, and what it was drawn with
  // On a phone the players and the log are below the board: a bar at the
  // bottom of the screen brings each into view with one tap.
  const goTo = (el: HTMLElement) => () => el.scrollIntoView({ behavior: scrolling(), block: "start" });
  const tabBoard = button({ class: "tab", "data-testid": "tab-board" }, "", goTo(boardBox));
  const tabPlayers = button({ class: "tab", "data-testid": "tab-players" }, "", goTo(seatsBox));
  const tabLog = button({ class: "tab", "data-testid": "tab-log" }, "", goTo(logTitle));
  const page = h(
    "div",
    { class: "match", "data-testid": "match" },
    h("nav", { class: "match-tabs", "aria-label": t("sections") }, tabBoard, tabPlayers, tabLog, chat.tab),
    h("div", { class: "match-head" }, banner, tools, deadline),
    conn,
    h(
      "div",
      { class: "match-body" },
      h("div", { class: "match-main" }, outcomeBox, claimBox, heldBox, boardWrap, hintBox),
      side,
    ),
  );
  replace(root, page);

  const socket = new MatchSocket(id, token, {
    snapshot(s) {
      log = s.log_since > 0 ? log.concat(s.log) : sameAsBefore(log, s.log);
      // A whole log (the first, or after an undo) tells nothing new over the board.
      if (snap && s.log_since > 0) fresh = fresh.concat(s.log);
      if (!snap || s.seq !== snap.seq) busy = false;
      snap = s;
      follow(s);
      renderSoon();
    },
    error(reqId, code, message) {
      if (chat.refused(reqId)) {
        showError(message); // a chat line refused: nothing else was asked
        return;
      }
      busy = false;
      if (reqId && reqId === asking) asking = "";
      if (!reqId && code === "not_found") {
        socket.stop();
        replace(root, h("section", { class: "card missing", "data-testid": "missing" }, h("p", {}, t("no_match")), h("a", { class: "button primary", href: "/" }, t("to_lobby"))));
        return;
      }
      if (!reqId && (code === "forbidden" || code === "invite_used") && token) {
        // A link the server refuses (not this match's, or an invite used
        // already): say why, forget it, and watch all the same.
        forgetToken(id, token);
        held = tokensFor(id);
        token = held[0]?.token;
        linkProblem = message;
        socket.watch(token);
      } else {
        showError(message);
      }
      render();
    },
    connection(up) {
      conn.hidden = up;
      if (!up) {
        busy = false;
        asking = ""; // a hint's answer went with the connection: the button asks again
      }
    },
    chatLog: (room, lines) => chat.setLog(room, lines),
    chat: (line) => chat.add(line),
    hint(reqId, seq, answer) {
      if (reqId !== asking) return;
      asking = "";
      hint = { seq, seat: answer.seat, hint: answer };
      render();
    },
  });

  onLangChange((l) => {
    socket.switchLang(l);
    render();
  });
  // Bot and game names; specs and ids serve until they come.
  loadCatalog().then(
    () => {
      if (snap) follow(snap); // a cooperative game's cover, up until the catalog said so, goes
      render();
    },
    (err: unknown) => showError(errorText(err)),
  );

  window.setInterval(() => {
    if (snap?.deadline && !snap.over) deadline.textContent = remaining(snap.deadline);
  }, 1000);

  const names = (): string[] => (snap?.seats ?? []).map(seatName);

  /**
   * keepClear is what the strip of events must not cover: while the viewer
   * has a decision to make, the board's controls, its dialogs and their
   * hand (marked data-keep-clear) and the undo button; nothing otherwise.
   */
  function keepClear(): Element[] {
    if (!snap || snap.over || snap.legal.length === 0) return [];
    return Array.from(
      page.querySelectorAll('[data-testid="board"] :is(button, select, input, [data-action], [data-keep-clear], [role="dialog"], [role="alertdialog"]), .tools button'),
    );
  }

  /**
   * follow learns the seat of the token watched with, and when that seat has
   * nothing to decide while another seat this device holds is to move (or
   * one whose seat is not known yet), goes to that seat: at once in a
   * cooperative game, where nothing is hidden from the team; otherwise
   * behind a cover that asks to pass the device, watching meanwhile as a
   * spectator, so that no seat's hand reaches the page for another.
   */
  function follow(s: Snapshot): void {
    if (s.viewer >= 0 && token && !held.some((x) => x.token === token && x.seat === s.viewer)) {
      keepToken(id, token, s.viewer);
      held = tokensFor(id);
    }
    if (passTo && s.viewer < 0 && !s.over) {
      // Covered: for the held seat that is to move, if one is; a team's
      // spirits need no cover.
      passTo = held.find((x) => x.seat !== undefined && s.to_move.includes(x.seat)) ?? passTo;
      if (isCooperative(s.game)) {
        token = passTo.token;
        passTo = null;
        socket.watch(token);
      }
      return;
    }
    if (s.over) passTo = null;
    if (s.invite !== undefined && claimName && token && !s.over) {
      claim(s.invite, claimName, token); // the next seat of an invite to several
      return;
    }
    if (s.over || passTo || held.length < 2 || (s.viewer >= 0 && s.legal.length > 0) || pinned || s.invite !== undefined) return;
    const next = held.find((x) => x.token !== token && (x.seat === undefined || s.to_move.includes(x.seat)));
    if (!next) return;
    if (isCooperative(s.game)) {
      token = next.token;
      socket.watch(token);
      return;
    }
    passTo = next;
    token = undefined;
    // What the last seat saw leaves the page: its board, hand and log.
    happened.clear();
    boardBox.replaceChildren();
    renderer = null;
    board = null;
    log = [];
    fresh = [];
    logBox.replaceChildren();
    socket.watch(undefined);
  }

  /**
   * heldSeats lets the player of a team's several seats (Spirit Island's
   * spirits at one device) play any of them: one button a seat, the one
   * played pressed, those with a decision to make marked.
   */
  function heldSeats(s: Snapshot): HTMLElement[] | null {
    const seats = held.filter((x) => x.seat !== undefined);
    if (seats.length < 2 || s.over || !isCooperative(s.game)) return null;
    const r = rendererFor(s.game);
    return seats.map((x) => {
      const seat = x.seat!;
      const asked = s.to_move.includes(seat);
      const title = r.seatTitle?.(s.view, seat) ?? (names()[seat] || seatLabel(seat));
      return button(
        {
          class: "held-seat" + (asked ? " asked" : ""),
          "data-testid": `held-${seat}`,
          "aria-pressed": String(x.token === token),
          title: asked ? t("held_asked", title) : title,
        },
        [swatch(seat), " ", title, asked && h("span", { class: "dot", "aria-hidden": "true" }, " ●")],
        () => {
          if (x.token === token) return;
          pinned = true;
          token = x.token;
          hint = null;
          socket.watch(token);
          render();
        },
      );
    });
  }

  /** coverPanel asks to pass the device to the seat passTo and, when tapped, plays it. */
  function coverPanel(to: Held): HTMLElement {
    const who = to.seat !== undefined ? [swatch(to.seat), " ", names()[to.seat] || seatLabel(to.seat), " ", h("small", {}, seatLabel(to.seat))] : [t("pass_next")];
    const go = button({ class: "primary", "data-testid": "pass-ready" }, t("pass_ready"), () => {
      passTo = null;
      token = to.token;
      socket.watch(token);
      render();
    });
    return h("section", { class: "card pass", "data-testid": "pass-cover", role: "dialog", "aria-modal": "true" }, h("p", {}, h("b", {}, t("pass_to")), " ", who), go);
  }

  /** hintButton asks the coach for the viewer's best move (when the match allows hints and the viewer decides). */
  function hintButton(s: Snapshot): HTMLElement {
    return button(
      { class: "hint-ask", "data-testid": "hint", disabled: busy || asking !== "" || s.legal.length === 0, title: t("hint_help"), "aria-label": asking ? t("hint_thinking") : t("hint") },
      ["💡", h("span", { class: "label" }, " " + (asking ? t("hint_thinking") : t("hint")))],
      () => {
        asking = socket.request({ type: "hint" });
        if (!asking) showError(t("not_connected"));
        render();
      },
    );
  }

  /**
   * guideLink opens the game's "How to play" in a new tab, at the part of
   * the turn the match is in (beside the seats: the head keeps its place).
   */
  function guideLink(s: Snapshot): HTMLElement | null {
    const guide = guideFor(s.game);
    if (!guide) return null;
    return h(
      "a",
      {
        class: "learn",
        href: `/learn/${encodeURIComponent(s.game)}#${guide.sectionOf(s.view)}`,
        target: "_blank",
        rel: "noopener",
        "data-testid": "learn",
        title: t("how_to_play_help", gameName(s.game)),
        "aria-label": t("how_to_play"),
      },
      "📖",
      h("span", { class: "label" }, " " + t("how_to_play")),
    );
  }

  /** hintPanel tells the coach's answer: the best move, its chance, and the next best two. */
  function hintPanel(answer: Hint): HTMLElement {
    // In the board's words where it offers the move (a spot's label, a button's text).
    const { best, also } = coachSays(answer, (m: HintMove): string => {
      const el = boardBox.querySelector(`[data-action="${m.action}"]`);
      return el?.getAttribute("aria-label") || el?.textContent?.trim() || m.text;
    });
    return h("section", { class: "card hint-panel", "data-testid": "hint-panel" }, h("p", {}, best), also && h("p", { class: "hint" }, also));
  }

  function send(msg: Parameters<MatchSocket["request"]>[0]): void {
    if (!snap || busy) return;
    if (msg.type === "move" && !snap.legal.some((c) => c.action === msg.action)) return;
    pinned = false; // once the chosen seat has moved, the page follows the seats to move again
    if (!socket.request(msg)) {
      showError(t("not_connected"));
      return;
    }
    busy = true;
    scrollToBoard = msg.type !== "hand";
    render();
  }

  /**
   * renderSoon draws the page before the screen next shows it: snapshots
   * that come faster than the page can be drawn (bots moving quickly, a slow
   * phone) are drawn once, at the latest, with everything they told. A
   * hidden page is drawn at once (its title says whose turn it is).
   */
  function renderSoon(): void {
    if (document.hidden) {
      render();
      return;
    }
    if (frame === 0) frame = window.requestAnimationFrame(render);
  }

  function render(): void {
    window.cancelAnimationFrame(frame);
    frame = 0;
    if (!snap) return;
    const s = snap;
    page.dataset.seq = String(s.seq);
    const mine = s.viewer >= 0 && s.to_move.includes(s.viewer);
    setTitle((mine && !s.over ? "● " : "") + gameName(s.game) + " · shima");
    if (mine && !s.over) notify(s.id, s.seq, s.game); // the tab hidden: the browser tells them

    // Whose turn.
    const movers = s.to_move.map((seat) => names()[seat] ?? "");
    banner.className = "turn" + (mine ? " yours" : "") + (s.over ? " over" : "");
    const first = s.to_move[0];
    if (!mine && first !== undefined) banner.classList.add(`by-seat-${first}`);
    replace(
      banner,
      s.status === "abandoned"
        ? t("abandoned_match")
        : s.over
        ? t("game_over")
        : mine
          ? [
              // One device's several seats: say which is asked (one person may hold them all, under one name).
              held.length > 1 && [
                swatch(s.viewer),
                " ",
                h("b", {}, rendererFor(s.game).seatTitle?.(s.view, s.viewer) ?? [names()[s.viewer], seatLabel(s.viewer)].filter(Boolean).join(", ")),
                ": ",
              ],
              rendererFor(s.game).asked?.(s.view, s.viewer, names()) ?? t("turn_yours"),
            ]
          : movers.length === 1
            ? [first !== undefined && swatch(first), " ", t("turn_of", movers[0]!)]
            : t("turn_many", list(movers)),
      s.viewer < 0 && h("span", { class: "badge" }, t("watching")),
    );
    deadline.textContent = s.deadline && !s.over ? remaining(s.deadline) : "";
    // Passing the device: only the cover, until the next player taps it.
    boardWrap.hidden = side.hidden = passTo !== null;
    if (passTo) {
      hint = null; // the last seat's hint goes with its board
      replace(claimBox, coverPanel(passTo));
      replace(tools);
      replace(hintBox);
      return;
    }

    // The board and its choices.
    if (!renderer) {
      renderer = rendererFor(s.game);
      board = renderer.board();
      boardBox.append(board.el);
    }
    board!.update({
      view: s.view,
      legal: s.legal,
      names: names(),
      viewer: s.viewer,
      seq: s.seq,
      busy,
      send: (action) => send({ type: "move", seq: s.seq, action }),
    });
    happened.add(
      fresh.flatMap((e) => e.events ?? []),
      s.seats,
    );
    fresh = [];
    happened.remark();
    replace(
      tools,
      s.can_undo &&
        button({ class: "undo", "data-testid": "undo", disabled: busy, "aria-label": t("undo") }, ["↶", h("span", { class: "label" }, " " + t("undo"))], () =>
          send({ type: "undo", seq: s.seq }),
        ),
      s.hints && s.viewer >= 0 && !s.over && hintButton(s),
    );
    if (hint && (hint.seq !== s.seq || hint.seat !== s.viewer)) hint = null; // the decision it answered is made
    replace(hintBox, hint && hintPanel(hint.hint));
    for (const el of boardBox.querySelectorAll(".hinted")) el.classList.remove("hinted");
    if (hint) for (const el of boardBox.querySelectorAll(`[data-action="${hint.hint.best.action}"]`)) el.classList.add("hinted");

    conn.textContent = t("reconnecting");
    logTitle.textContent = t("log");
    tabBoard.textContent = t("tab_board");
    tabPlayers.textContent = t("tab_players");
    tabLog.textContent = t("log");
    chat.setSeats(s.viewer, s.seats);
    // On a phone the choices are below the board: after one is made, show
    // the board again if the page has scrolled past its top.
    if (scrollToBoard && !busy) {
      scrollToBoard = false;
      if (boardBox.getBoundingClientRect().top < 0) boardBox.scrollIntoView({ behavior: scrolling(), block: "start" });
    }
    replace(heldBox, heldSeats(s));
    heldBox.hidden = heldBox.childElementCount === 0;
    replace(outcomeBox, s.over && s.outcome && outcomePanel(s.game, s.outcome, s.seats, `/r/${encodeURIComponent(s.id)}`, rematchPart(s)));
    replace(claimBox, linkProblem && problemPanel(), invitePanel(s), tookSeat >= 0 && s.viewer === tookSeat && personalPanel(s.viewer));
    replace(
      seatsBox,
      s.seats.map((seat) => seatRow(s, seat)),
      // The personal link holds every seat this device holds.
      s.viewer >= 0 && token && !s.over && otherDevice(held.length > 1 ? held.map((x) => x.token).join(",") : token),
      !s.over && h("li", { class: "hints-state hint", "data-testid": "hints-state" }, "💡 ", t(s.hints ? "hints_on" : "hints_off")),
      h("li", { class: "learn-link" }, guideLink(s)),
      s.viewer >= 0 && !s.over && h("li", {}, notifyChoice()),
    );
    renderLog();
    happened.place(); // the page as it now stands: the strip keeps clear of what it must
    // A banner that says more than its height holds (a phone's) says it smaller.
    if (banner.scrollHeight > banner.clientHeight + 1) banner.classList.add("long");
  }

  function seatRow(s: Snapshot, seat: SeatState): HTMLElement {
    const me = seat.seat === s.viewer;
    // A seat of a rematch this device made whose person has not joined: its invite, to send.
    const invite = seat.kind === "person" && !seat.claimed && !s.over && invites.find((x) => x.seat === seat.seat);
    const handed = seat.kind === "person" && seat.bot;
    const stats = renderer?.seatStats(s.view, seat.seat) ?? [];
    return h(
      "li",
      { class: "seat" + (s.to_move.includes(seat.seat) && !s.over ? " to-move" : "") + (me ? " me" : ""), "data-seat": seat.seat },
      h(
        "div",
        { class: "seat-name" },
        swatch(seat.seat),
        h("b", {}, seatName(seat)),
        me && h("span", { class: "badge you" }, t("you")),
        seat.kind === "bot" && h("span", { class: "badge" }, t("bot")),
        handed && h("span", { class: "badge" }, t("played_by", botName(seat.bot!))),
        seat.kind === "person" && !seat.claimed && h("span", { class: "badge" }, t("invited")),
        seat.kind === "person" &&
          seat.claimed &&
          h("span", { class: "dot " + (seat.connected ? "on" : "off"), title: t(seat.connected ? "online" : "offline") }),
      ),
      stats.length > 0 &&
        h("div", { class: "seat-stats" }, stats.map((st) => h("span", {}, st.label + " ", h("b", {}, st.value)))),
      (s.can_hand_over ?? []).includes(seat.seat) && !s.over && handOver(s, seat),
      invite &&
        h("details", { class: "invite-link" }, h("summary", {}, t("invite_link")), linkRow(invite.link, `invite-link-${seat.seat}`)),
    );
  }

  /**
   * rematchPart, at the end, lets the people who played (with every seat
   * this device holds) offer a rematch; once one of them has, it says who,
   * and joins it, or opens it where this device is in it already.
   */
  function rematchPart(s: Snapshot): Child {
    if (s.status === "abandoned") return null;
    const mine = held.filter((x) => x.seat !== undefined).map((x) => x.token);
    if (token && s.viewer >= 0 && !mine.includes(token)) mine.unshift(token);
    if (mine.length === 0) return null;
    if (!s.rematch) {
      return button({ class: "primary", "data-testid": "rematch", title: t("rematch_help"), disabled: rematching }, t("rematch"), () => goRematch(mine, false));
    }
    const by = (s.rematch_by ?? []).map((seat): SeatState => s.seats[seat] ?? { seat, kind: "person" });
    const who = [...new Set(by.map(seatName))];
    const offer = by.every((seat) => seat.name) ? t("rematch_by_name", list(who)) : t("rematch_by_seat", list(who));
    const here = tokensFor(s.rematch).length > 0;
    return h(
      "div",
      { class: "rematch-offer", "data-testid": "rematch-offer", role: "status" },
      h("p", {}, by[0] && swatch(by[0].seat), " ", offer),
      here
        ? h("a", { class: "button primary", href: `/m/${encodeURIComponent(s.rematch)}`, "data-testid": "rematch-open" }, t("rematch_open"))
        : button({ class: "primary", "data-testid": "rematch-join", disabled: rematching }, t("rematch_join"), () => goRematch(mine, true)),
    );
  }

  /** goRematch offers a rematch (or joins the one offered) with the tokens of this device's seats, keeps the new seats' tokens and goes to it. */
  function goRematch(tokens: string[], join: boolean): void {
    if (rematching) return;
    rematching = true;
    render();
    rematch(id, tokens, join).then(
      (r) => {
        for (const y of r.yours) keepToken(r.id, y.token, y.seat);
        const links = (r.seats ?? []).filter((x) => x.invite && !r.yours.some((y) => y.seat === x.seat));
        keepInvites(r.id, links.map((x) => ({ seat: x.seat, link: location.origin + x.invite! })));
        location.href = `/m/${encodeURIComponent(r.id)}`;
      },
      (err: unknown) => {
        rematching = false;
        showError(errorText(err));
        render();
      },
    );
  }

  function handOver(s: Snapshot, seat: SeatState): HTMLElement | null {
    const testid = `hand-${seat.seat}`;
    if (seat.seat === s.viewer && seat.bot) {
      return button({ class: "hand", "data-testid": testid, disabled: busy }, t("take_back"), () => send({ type: "hand", seat: seat.seat, bot: "" }));
    }
    const bots = botSpecs();
    if (bots.length === 0) return null; // until the catalog is loaded
    if (!bots.includes(handBot)) handBot = bots.find((b) => b.startsWith("greedy")) ?? bots[0]!;
    const select = h("select", { "aria-label": t("bot") }, bots.map((b) => h("option", { value: b, selected: b === handBot }, botName(b))));
    select.addEventListener("change", () => (handBot = select.value));
    const details = h(
      "details",
      { class: "hand", open: handOpen.has(seat.seat) },
      h("summary", {}, seat.seat === s.viewer ? t("hand_to_bot") : t("hand_other", seatName(seat))),
      h(
        "div",
        { class: "hand-row" },
        select,
        button({ class: "primary", "data-testid": testid, disabled: busy }, t("hand_confirm"), () => send({ type: "hand", seat: seat.seat, bot: select.value })),
      ),
    );
    details.addEventListener("toggle", () => (details.open ? handOpen.add(seat.seat) : handOpen.delete(seat.seat)));
    return details;
  }

  /** invitePanel lets the holder of an invite take its seat, with a name. */
  function invitePanel(s: Snapshot): HTMLElement | null {
    const seat = s.invite;
    if (seat === undefined || !token || s.over) return null;
    const invite = token;
    const input = h("input", { type: "text", maxlength: 40, value: savedName(), placeholder: t("name_placeholder"), "aria-label": t("your_name") });
    const submit = h("button", { type: "submit", class: "primary", "data-testid": "take-seat" }, t("take_seat"));
    const form = h(
      "form",
      { class: "claim card", "data-testid": "invite" },
      h("p", {}, swatch(seat), " ", t("invited_to", seatLabel(seat))),
      h("div", { class: "claim-row" }, h("label", {}, t("your_name"), input), submit),
    );
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const name = input.value.trim();
      if (!name) {
        input.focus();
        return;
      }
      saveName(name);
      submit.disabled = true;
      claim(seat, name, invite, () => (submit.disabled = false));
    });
    return form;
  }

  /**
   * claim takes seat with its invite, under name; then, if the link invited
   * to several seats, the next one the same way (its seat is learnt by
   * watching with its invite), and plays the first once all are taken.
   */
  function claim(seat: number, name: string, invite: string, failed?: () => void): void {
    claimName = "";
    claimSeat(id, seat, name, invite).then(
      (r) => {
        if (!r.token) return;
        forgetToken(id, invite); // the seat's own token replaces the invite, which is now used up
        keepToken(id, r.token, seat);
        held = tokensFor(id);
        if (tookSeat < 0) tookSeat = seat;
        const next = held.find((x) => x.seat === undefined);
        if (next) claimName = name;
        token = next?.token ?? held.find((x) => x.seat === tookSeat)?.token ?? r.token;
        socket.watch(token);
      },
      (err: unknown) => {
        failed?.();
        showError(errorText(err));
      },
    );
  }

  /** personalPanel shows, once, the personal link of the seat this page has just taken. */
  function personalPanel(seat: number): HTMLElement | null {
    if (!token) return null;
    return h(
      "section",
      { class: "card personal", "data-testid": "personal-link" },
      h("p", {}, h("b", {}, t("took_seat", seatLabel(seat)))),
      h("p", { class: "hint" }, t("personal_help")),
      linkRow(matchLink(id, token), "personal-link-url"),
      button({ class: "small", "data-testid": "personal-ok" }, t("ok"), () => ((tookSeat = -1), render())),
    );
  }

  /** otherDevice keeps the personal link at hand, folded, for the player's other devices. */
  function otherDevice(seatToken: string): HTMLElement {
    return h(
      "li",
      { class: "device" },
      h("details", {}, h("summary", {}, t("other_device")), h("p", { class: "hint" }, t("personal_help")), linkRow(matchLink(id, seatToken), "device-link")),
    );
  }

  /** problemPanel says why the link was refused; the page watches as a spectator. */
  function problemPanel(): HTMLElement {
    return h(
      "section",
      { class: "card problem", role: "alert", "data-testid": "link-problem" },
      h("p", {}, h("b", {}, linkProblem)),
      h("p", { class: "hint" }, t("link_problem")),
      button({ class: "small" }, t("ok"), () => ((linkProblem = ""), render())),
    );
  }

  /** seatLabel names a seat by its colour: "seat 2 (blue)". */
  function seatLabel(seat: number): string {
    return `${t("seat_n", seat + 1)} (${colourName(seat)})`;
  }

  /** remember keeps a fold of entry e open while the reader keeps it open. */
  function remember(e: LogEntry, d: HTMLDetailsElement): void {
    d.addEventListener("toggle", () => (d.open ? opened.add(e.seq) : opened.delete(e.seq)));
  }

  /** folded draws an entry's events, its groups open if the reader opened them, or for the latest entry. */
  function folded(e: LogEntry, latest: boolean): HTMLElement | null {
    const list = eventList(e.events, snap?.seats ?? [], latest || opened.has(e.seq), false);
    for (const d of Array.from(list?.querySelectorAll("details") ?? [])) remember(e, d);
    return list;
  }

  /** line draws an entry's line: its mover and what they did, with what that caused folded under it where the move is retold with details. */
  function line(e: LogEntry, latest: boolean, ...said: Child[]): Child {
    const head = headDetails(e.events);
    if (head.length === 0) return said;
    const d = h("details", { class: "log-fold", open: latest || opened.has(e.seq) }, h("summary", {}, said), detailList(head, snap?.seats ?? []));
    remember(e, d);
    return d;
  }

  /**
   * renderLog draws the log, drawing again only the lines whose look has
   * changed (new ones, the one that is no longer the latest, all of them in
   * another language or with other names): a long game's log is not drawn
   * whole at every move.
   */
  function renderLog(): void {
    const seats = snap?.seats ?? [];
    if (log.length === 0) {
      replace(logBox, h("li", { class: "empty" }, t("log_empty")));
      return;
    }
    const n = names();
    // What a line is drawn with: the language, the seats' names and bots, and
    // whether the bots' names have come (a badge names the bot of a person's seat).
    const look = [lang(), botSpecs().length, ...seats.map((seat) => `${seat.kind}/${seat.bot ?? ""}/${n[seat.seat] ?? ""}`)].join("|");
    const lines = log.map((e, i) => {
      const latest = i === log.length - 1;
      const key = `${look}|${i}|${latest}`;
      const had = drawn.get(e);
      if (had?.key === key) return had.el;
      const el = logLine(e, i, latest, n, seats);
      drawn.set(e, { key, el });
      return el;
    });
    let same = 0;
    const now = logBox.children;
    while (same < lines.length && same < now.length && now[same] === lines[same]) same++;
    if (same === lines.length && same === now.length) return;
    while (logBox.children.length > same) logBox.lastElementChild!.remove();
    logBox.append(...lines.slice(same));
    logBox.scrollTop = logBox.scrollHeight;
  }

  /**
   * sameAsBefore is a whole log that came again (after an undo, a
   * reconnection, secrets brought out) with the entries that have not
   * changed taken from the log before, so that their lines need not be drawn
   * again.
   */
  function sameAsBefore(before: LogEntry[], now: LogEntry[]): LogEntry[] {
    return now.map((e, i) => {
      const old = before[i];
      return old && old.seq === e.seq && JSON.stringify(old) === JSON.stringify(e) ? old : e;
    });
  }

  /** logLine draws entry e, the log's i-th line. */
  function logLine(e: LogEntry, i: number, latest: boolean, n: string[], seats: SeatState[]): HTMLElement {
    return h(
      "li",
      { class: "log-" + e.kind, "data-seq": e.seq },
      // Numbered as the reader sees the entries: the moves' own
      // numbers skip the actions that tell nothing of their own.
      h("span", { class: "log-seq" }, i + 1),
      h(
        "span",
        { class: "log-body" },
        line(
          e,
          latest,
          h("b", {}, swatch(e.seat), n[e.seat] ?? ""),
          moveText(e.text, e.events, seats, e.seat),
          // A person's seat played by a bot for a while.
          e.bot && e.kind === "move" && seats[e.seat]?.kind !== "bot" && h("span", { class: "badge" }, botName(e.bot)),
        ),
        folded(e, latest),
      ),
    );
  }
}
