// The match's WebSocket: watch one match, send moves, reconnect with backoff.
import type { ChatLine, Hint, Snapshot } from "./api";
import { lang, type Lang } from "./i18n";

/** What the socket reports. */
export interface SocketEvents {
  snapshot(snapshot: Snapshot): void;
  /** error: a request (id) or the watch itself (id "") was refused. */
  error(id: string, code: string, message: string): void;
  /** connection: the socket is up (a snapshot arrived) or down (reconnecting). */
  connection(up: boolean): void;
  /** hint: the coach's answer to a hint request (id), for the decision at seq. */
  hint(id: string, seq: number, hint: Hint): void;
  /** chatLog: the last lines of the viewer's chat room, sent on watching, in place of those before. */
  chatLog?(room: "players" | "spectators", lines: ChatLine[]): void;
  /** chat: a new line of the viewer's chat room. */
  chat?(line: ChatLine): void;
}

type ServerMessage =
  | { type: "snapshot"; snapshot: Snapshot }
  | { type: "ack"; id: string; seq: number }
  | { type: "hint"; id: string; seq: number; hint: Hint }
  | { type: "chatlog"; room: "players" | "spectators"; lines: ChatLine[] }
  | { type: "chat"; line: ChatLine }
  | { type: "error"; id?: string; code: string; error: string };

const maxDelay = 15000;

/** MatchSocket watches a match over /ws for as long as the page is open. */
export class MatchSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private lastId = 0;
  private timer = 0;
  private stopped = false;

  constructor(
    private readonly match: string,
    private token: string | undefined,
    private readonly on: SocketEvents,
  ) {
    this.connect();
    window.addEventListener("online", () => this.reconnectNow());
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && this.reconnectNow());
  }

  /** request sends a move, undo or hand-over; it returns the request's id, or "" when not connected. */
  request(
    msg: { type: "move"; seq: number; action: number } | { type: "undo"; seq: number } | { type: "hand"; seat: number; bot: string } | { type: "hint" },
  ): string {
    const id = "r" + ++this.lastId;
    return this.post({ ...msg, id }) ? id : "";
  }

  /** say sends a line to the viewer's chat room (name: a spectator's); it returns the request's id, or "" when not connected. */
  say(text: string, name: string): string {
    const id = "r" + ++this.lastId;
    return this.post({ type: "chat", id, text, name }) ? id : "";
  }

  /** switchLang asks for the match again in another language. */
  switchLang(l: Lang): void {
    this.post({ type: "lang", lang: l });
  }

  /** watch watches the match again with another token: the seat's own once an invite has taken it, or none after a refusal. */
  watch(token: string | undefined): void {
    this.token = token;
    this.post({ type: "watch", match: this.match, token: token ?? "", lang: lang() });
  }

  /** stop closes the socket for good (the match does not exist). */
  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
    this.ws?.close();
  }

  private post(msg: object): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  private connect(): void {
    const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "watch", match: this.match, token: this.token ?? "", lang: lang() }));
    };
    ws.onmessage = (ev: MessageEvent) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      if (m.type === "snapshot") {
        this.attempt = 0;
        this.on.connection(true);
        this.on.snapshot(m.snapshot);
      } else if (m.type === "error") {
        this.on.error(m.id ?? "", m.code, m.error);
      } else if (m.type === "hint") {
        this.on.hint(m.id, m.seq, m.hint);
      } else if (m.type === "chatlog") {
        this.on.chatLog?.(m.room, m.lines ?? []);
      } else if (m.type === "chat") {
        this.on.chat?.(m.line);
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws || this.stopped) return;
      this.ws = null;
      this.on.connection(false);
      const delay = Math.min(maxDelay, 500 * 2 ** this.attempt) * (0.8 + 0.4 * Math.random());
      this.attempt++;
      this.timer = window.setTimeout(() => this.connect(), delay);
    };
  }

  private reconnectNow(): void {
    if (this.ws || this.stopped) return;
    window.clearTimeout(this.timer);
    this.connect();
  }
}
