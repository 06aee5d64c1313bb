// The server's HTTP API (server/API.md): its types and one function per call.
import { lang, t, type Named } from "./i18n";

/** A setting a game accepts when a match is created. */
export interface GameOption {
  key: string;
  name: Named;
  default: string;
  values: string[];
  /** Each value's name for people, in the order of values. */
  value_names?: Named[];
  help: Named;
  /** The option counts only while the option key has this value. */
  when?: { key: string; value: string };
}

/** A game the server plays. */
export interface GameInfo {
  id: string;
  name: Named;
  min_seats: number;
  max_seats: number;
  cooperative: boolean;
  options: GameOption[];
  /** The game's bot levels, weakest first. */
  bots: BotLevel[];
}

/** A bot the server can seat, by its spec ("greedy", "mcts:300"). */
export interface BotInfo {
  spec: string;
  name: Named;
}

/** What shima sim measured of a bot level: a value with its 95% interval, and how. */
export interface Measure {
  value: number;
  low: number;
  high: number;
  games: number;
  players: number;
  options?: Record<string, string>;
  command: string;
}

/** A game's bot level: its rating where seats compete, its team's win rate where they cooperate. */
export interface BotLevel extends BotInfo {
  rating?: Measure;
  team?: Measure;
}

/** GET /api/games. */
export interface GamesList {
  games: GameInfo[];
  bots: BotInfo[];
}

/** How a seat is filled when a match is created. */
export interface SeatRequest {
  kind: "person" | "bot";
  open?: boolean;
  bot?: string;
}

/** A match's turn clock. */
export interface Clock {
  per_move?: string;
  on_expiry?: string;
}

/** POST /api/matches. */
export interface CreateRequest {
  game: string;
  seats: SeatRequest[];
  options: Record<string, string>;
  clock?: Clock;
  seat?: number;
  /** The person seats the creator takes, played at this device. */
  mine?: number[];
  /** Whether a person may ask the coach during the match: "on" or "off". */
  hints?: "on" | "off";
  name?: string;
  /** Whether the match is rated: people only, hints off (API.md, "Ratings and profiles"). */
  rated?: boolean;
}

/** A seat of a new match; token and invite (the link) only for the creator's own seat and invited seats. */
export interface CreatedSeat {
  seat: number;
  kind: string;
  open?: boolean;
  bot?: string;
  token?: string;
  invite?: string;
}

/** The answer to POST /api/matches. */
export interface Created {
  id: string;
  you?: number;
  /** All the creator's seats, in order (you is the first). */
  yours?: number[];
  seats: CreatedSeat[];
}

/** A seat as the lobby lists it. */
export interface SummarySeat {
  seat: number;
  kind: string;
  name?: string;
  bot?: string;
  claimed?: boolean;
  open?: boolean;
}

/** A match as the lobby lists it; you and your_turn only from /api/matches/mine. */
export interface Summary {
  id: string;
  game: string;
  status: string;
  seq: number;
  created: string;
  updated: string;
  clock?: Clock;
  seats: SummarySeat[];
  to_move: number[];
  you?: number;
  your_turn?: boolean;
  rated?: boolean;
}

/** Who plays a seat of a match now. */
export interface SeatState {
  seat: number;
  kind: string;
  bot?: string;
  name?: string;
  claimed?: boolean;
  connected?: boolean;
  /** How many times the seat's person asked the coach. */
  hints?: number;
}

/** A legal action with its text in the viewer's language. */
export interface Choice {
  action: number;
  text: string;
}

/** One line of a match's log. */
export interface LogEntry {
  seq: number;
  seat: number;
  kind: string;
  text: string;
  bot?: string;
  at: string;
  /** What the move caused, as the viewer may see it (API.md, Events). */
  events?: EventLine[];
}

/** An event a move caused, in the snapshot's language (API.md, Events). */
export interface EventLine {
  kind: string;
  seat: number;
  /** The line belongs under the last line before it that is not a detail. */
  detail?: boolean;
  /** The move itself in the board's words: shown in place of the move's text. */
  retell?: boolean;
  /** Seats by their marks, "{seat 2}". */
  text: string;
  /** The places it happened, as the game's view names them. */
  at?: string[];
  data?: Record<string, unknown>;
}

/** How a game ended. */
export interface Outcome {
  scores: number[];
  ranks: number[];
  winners: number[];
  end: string;
  reason: Named;
  won?: boolean;
}

/** Everything one seat (or a spectator, viewer -1) may know of a match now. */
export interface Snapshot {
  id: string;
  game: string;
  seq: number;
  viewer: number;
  seats: SeatState[];
  to_move: number[];
  over: boolean;
  /** "playing", "over", or "abandoned" (closed: nobody came to play it). */
  status?: string;
  view: unknown;
  legal: Choice[];
  can_undo: boolean;
  can_hand_over?: number[];
  deadline?: string | null;
  log_since: number;
  log: LogEntry[];
  outcome?: Outcome | null;
  /** The seat the viewer's invite takes, while nobody has taken it. */
  invite?: number;
  /** The match allows a person to ask the coach for their best move. */
  hints?: boolean;
  /** The match was made to be rated. */
  rated?: boolean;
  /** Once over: the rematch one of its people offered, and the seats of that person. */
  rematch?: string;
  rematch_by?: number[];
}

/** A move the coach weighed: win is its estimated chance of winning, where the search estimates it. */
export interface HintMove {
  action: number;
  text: string;
  win?: number;
}

/** The coach's answer: the best move and the next best (candidates, the best first). */
export interface Hint {
  seat: number;
  best: HintMove;
  candidates?: HintMove[];
}

/** One step of a replay: the public view after a move. */
export interface Frame {
  seq: number;
  seat: number;
  text: Named;
  view: unknown;
  /** What the move caused, as a spectator sees it, in both languages. */
  events?: Array<Omit<EventLine, "text"> & { text: Named }>;
}

/** GET /api/matches/{id}/replay, once the match is over. */
export interface Replay {
  id: string;
  config: { game: string; seats: SeatRequest[] };
  seed: string;
  created: string;
  frames: Frame[];
  outcome?: Outcome | null;
  /** The players' chat, each line with the step (frame) it was said at. */
  chat?: Array<ChatLine & { step: number }>;
}

/** A line of a match's chat (server/API.md, "Chat"): plain text, never HTML. */
export interface ChatLine {
  n: number;
  room: "players" | "spectators";
  /** The speaker's seat; -1 for a spectator. */
  seat: number;
  /** The seat's name then, or the spectator's; "" for none. */
  name: string;
  text: string;
  at: string;
}

/** A move that cost its mover: the step it led to, the mover, and how far its chance fell (0 to 1). */
export interface Costly {
  step: number;
  seat: number;
  drop: number;
}

/** GET (or POST, to have it made) /api/matches/{id}/analysis, once the match is over. */
export interface Analysis {
  /** "done"; "running" or "queued" (ask again); "none" (ask with POST); "off" (the server makes none). */
  status: "done" | "running" | "queued" | "none" | "off";
  bot?: string;
  steps: number;
  done: number;
  /** Each seat's chance of winning at each step analysed so far, by step then seat. */
  chances: number[][];
  costly: Costly[];
  /** A cooperative game: every seat's chance is the team's. */
  team: boolean;
}

/** A passkey of an account: the device it was made on, when it was made and last used. */
export interface Passkey {
  id: string;
  device: string;
  created: string;
  used: string;
}

/** A browser signed in to an account; current is the one asking. */
export interface AccountSession {
  id: string;
  created: string;
  seen: string;
  agent: string;
  current?: boolean;
}

/** An account as its owner sees it (GET /api/account). */
export interface Account {
  id: string;
  name: string;
  created: string;
  passkeys: Passkey[];
  sessions: AccountSession[];
  recovery_left: number;
}

/** A passkey ceremony begun by the server: its id, and the options for navigator.credentials.create. */
export interface CreationCeremony {
  ceremony: string;
  options: { publicKey: PublicKeyCredentialCreationOptionsJSON };
}

/** A sign-in ceremony begun by the server: its id, and the options for navigator.credentials.get. */
export interface RequestCeremony {
  ceremony: string;
  options: { publicKey: PublicKeyCredentialRequestOptionsJSON };
}

/** A seat kept for an account: any device signed in to it may play the seat. */
export interface AccountSeat {
  match: string;
  seat: number;
  token: string;
}

/** An error the server (or the network) gave, with a message for the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

// Every request says it comes from shima's own pages (X-Shima-Request): a
// page of another site cannot send that header without the server's leave,
// which it never gives, so it cannot act with the account's cookie.
async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "X-Shima-Request": "1" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = "Bearer " + token;
  const url = path + (path.includes("?") ? "&" : "?") + "lang=" + lang();
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  } catch {
    throw new ApiError(t("error_network"), "network");
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = (data ?? {}) as { error?: string; code?: string };
    throw new ApiError(e.error || t("error_status", res.status), e.code || "http_" + res.status);
  }
  return data as T;
}

/** games lists the games and bots. */
export function games(): Promise<GamesList> {
  return call("GET", "/api/games");
}

/** createMatch creates a match. */
export function createMatch(req: CreateRequest): Promise<Created> {
  return call("POST", "/api/matches", req);
}

/** openMatches lists the matches with an open seat free. */
export async function openMatches(): Promise<Summary[]> {
  return (await call<{ matches: Summary[] }>("GET", "/api/matches?open=1")).matches;
}

/** myMatches lists the matches of these tokens (the newest 200 kept: the most one request may ask). */
export async function myMatches(tokens: Array<{ match: string; token: string }>): Promise<Summary[]> {
  return (await call<{ matches: Summary[] }>("POST", "/api/matches/mine", { tokens: tokens.slice(-200) })).matches;
}

/** claimSeat takes an open seat (no token) or an invite's seat (its token), giving the seat's own token; with the seat's token it renames it. */
export function claimSeat(match: string, seat: number, name: string, token?: string): Promise<{ seat: number; token?: string }> {
  return call("POST", `/api/matches/${encodeURIComponent(match)}/seats/${seat}/claim`, { name }, token);
}

/** The answer to an offer of a rematch, or a join: the caller's seats taken in it (yours), and when just made, its seats with their invites. */
export interface Rematch {
  id: string;
  seat?: number;
  token?: string;
  yours: Array<{ seat: number; token: string }>;
  seats?: CreatedSeat[];
}

/** rematch offers a rematch of a match over (join: joins the one offered), for the seats of the tokens held at this device. */
export function rematch(match: string, tokens: string[], join: boolean): Promise<Rematch> {
  const [first, ...more] = tokens;
  return call("POST", `/api/matches/${encodeURIComponent(match)}/rematch${join ? "/join" : ""}`, more.length > 0 ? { tokens: more } : undefined, first);
}

/** replay fetches a finished match's replay; with one of its seats' tokens, the players' chat too. */
export function replay(match: string, token?: string): Promise<Replay> {
  return call("GET", `/api/matches/${encodeURIComponent(match)}/replay`, undefined, token);
}

/** analysis fetches a finished match's chances of winning as far as they are estimated; ask has the server estimate them if nobody is. */
export function analysis(match: string, ask = false): Promise<Analysis> {
  return call(ask ? "POST" : "GET", `/api/matches/${encodeURIComponent(match)}/analysis`);
}

/** coachAt asks what the coach would have played at a step of a finished match's replay (the move of that frame). */
export function coachAt(match: string, step: number): Promise<{ step: number; seat: number; hint: Hint }> {
  return call("GET", `/api/matches/${encodeURIComponent(match)}/coach?step=${step}`);
}

/** match fetches a match's snapshot as a spectator sees it. */
export function match(id: string): Promise<Snapshot> {
  return call("GET", `/api/matches/${encodeURIComponent(id)}`);
}

/** account is the account this browser is signed in to; it fails with code "signed_out" for a guest. */
export function account(): Promise<Account> {
  return call("GET", "/api/account");
}

/** signupBegin starts making an account of this name with a passkey. */
export function signupBegin(name: string): Promise<CreationCeremony> {
  return call("POST", "/api/account/signup/begin", { name });
}

/** signupFinish makes the account with the passkey made, signs in and gives the recovery codes (shown once). */
export function signupFinish(ceremony: string, credential: PublicKeyCredentialJSON, device: string): Promise<{ account: Account; recovery_codes: string[] }> {
  return call("POST", "/api/account/signup/finish", { ceremony, credential, device });
}

/** signinBegin starts signing in with any passkey of this device. */
export function signinBegin(): Promise<RequestCeremony> {
  return call("POST", "/api/account/signin/begin", {});
}

/** signinFinish signs in with the passkey's answer. */
export function signinFinish(ceremony: string, credential: PublicKeyCredentialJSON): Promise<{ account: Account }> {
  return call("POST", "/api/account/signin/finish", { ceremony, credential });
}

/** recover signs in with a recovery code, which is then used up. */
export function recover(name: string, code: string): Promise<{ account: Account }> {
  return call("POST", "/api/account/recover", { name, code });
}

/** signout ends this browser's session. */
export async function signout(): Promise<void> {
  await call("POST", "/api/account/signout", {});
}

/** passkeyBegin starts adding a passkey on this device to the account. */
export function passkeyBegin(): Promise<CreationCeremony> {
  return call("POST", "/api/account/passkeys/begin", {});
}

/** passkeyFinish adds the passkey made to the account. */
export function passkeyFinish(ceremony: string, credential: PublicKeyCredentialJSON, device: string): Promise<Account> {
  return call("POST", "/api/account/passkeys/finish", { ceremony, credential, device });
}

/** removePasskey removes a passkey from the account; the last one stays (code "last_passkey"). */
export function removePasskey(id: string): Promise<Account> {
  return call("DELETE", `/api/account/passkeys/${encodeURIComponent(id)}`);
}

/** deviceCode makes a one-time code that lets another device add its passkey to the account. */
export function deviceCode(): Promise<{ code: string; expires: string }> {
  return call("POST", "/api/account/device-code", {});
}

/** deviceBegin starts adding this device to an account with a code from a signed-in device. */
export function deviceBegin(code: string): Promise<CreationCeremony> {
  return call("POST", "/api/account/device/begin", { code });
}

/** deviceFinish adds this device's passkey to the account and signs in. */
export function deviceFinish(ceremony: string, credential: PublicKeyCredentialJSON, device: string): Promise<{ account: Account }> {
  return call("POST", "/api/account/device/finish", { ceremony, credential, device });
}

/** endSession signs a browser out of the account (this one too, if it is the current session). */
export function endSession(id: string): Promise<Account> {
  return call("DELETE", `/api/account/sessions/${encodeURIComponent(id)}`);
}

/** moveSeat puts a guest seat this browser holds into the account. */
export function moveSeat(match: string, token: string): Promise<{ match: string; seat: number }> {
  return call("POST", "/api/account/seats", { match, token });
}

/** accountSeats lists every seat of the account, newest first. */
export async function accountSeats(): Promise<AccountSeat[]> {
  return (await call<{ seats: AccountSeat[] }>("GET", "/api/account/seats")).seats;
}

/** A person's rating at a game, with its history (API.md, "Ratings and profiles"). */
export interface PersonRating {
  game: string;
  rating: number;
  mu: number;
  sigma: number;
  games: number;
  history: Array<{ match: string; rating: number; at: string }>;
}

/** A Spirit Island record: the highest level of an adversary beaten with a spirit. */
export interface SpiritRecord {
  account?: string;
  name?: string;
  spirit: string;
  adversary: string;
  level: number;
  match: string;
  replay: string;
  at: string;
}

/** A finished match of a person's. */
export interface PersonMatch {
  match: string;
  game: string;
  seat: number;
  place: number;
  players: number;
  won: boolean;
  rated: boolean;
  at: string;
  replay: string;
}

/** A person's public profile. */
export interface Person {
  id: string;
  name: string;
  created: string;
  ratings: PersonRating[];
  records: SpiritRecord[];
  matches: PersonMatch[];
  played: Array<{ game: string; matches: number }>;
}

/** A line of a game's leaderboard. */
export interface BoardEntry {
  rank: number;
  account: string;
  name: string;
  rating: number;
  games: number;
}

/** A game's leaderboard: ratings, or for a cooperative game records. */
export interface Leaderboard {
  game: string;
  ratings?: BoardEntry[];
  records?: SpiritRecord[];
}

/** person fetches the public profile of account id. */
export function person(id: string): Promise<Person> {
  return call("GET", "/api/people/" + encodeURIComponent(id));
}

/** leaderboard fetches a game's leaderboard. */
export function leaderboard(game: string): Promise<Leaderboard> {
  return call("GET", "/api/leaderboard/" + encodeURIComponent(game));
}
