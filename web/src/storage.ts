// What the browser remembers: seat tokens by match and the player's name.
// localStorage["shima.tokens"] is an object {matchId: [{t: token, s: seat}]}:
// a device may hold several seats of one match (two spirits, or a table
// passing one tablet round); s is the token's seat once known. An older
// {matchId: token} is read as one token of a seat not yet known.

const tokensKey = "shima.tokens";
const nameKey = "shima.name";

/** Held is a seat token this device holds, with its seat once known. */
export interface Held {
  token: string;
  seat?: number;
}

type Stored = Record<string, Array<{ t: string; s?: number }>>;

function readTokens(): Stored {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(tokensKey) ?? "{}");
    if (!v || typeof v !== "object") return {};
    const out: Stored = {};
    for (const [match, held] of Object.entries(v as Record<string, unknown>)) {
      if (typeof held === "string") out[match] = [{ t: held }];
      else if (Array.isArray(held)) out[match] = held.filter((x): x is { t: string; s?: number } => typeof x?.t === "string");
    }
    return out;
  } catch {
    return {};
  }
}

function writeTokens(all: Stored): void {
  localStorage.setItem(tokensKey, JSON.stringify(all));
}

/** tokensFor gives the seat tokens kept for a match, the first kept first. */
export function tokensFor(match: string): Held[] {
  return (readTokens()[match] ?? []).map((x) => (x.s === undefined ? { token: x.t } : { token: x.t, seat: x.s }));
}

/** keepToken remembers a seat token of a match, with its seat if known. */
export function keepToken(match: string, token: string, seat?: number): void {
  const all = readTokens();
  const held = all[match] ?? [];
  const known = held.find((x) => x.t === token);
  if (known) {
    if (seat !== undefined) known.s = seat;
  } else {
    held.push(seat === undefined ? { t: token } : { t: token, s: seat });
  }
  all[match] = held;
  writeTokens(all);
}

/** holdTokens makes tokens the ones kept for a match, in place of any before (a link opened says who plays at this device). */
export function holdTokens(match: string, tokens: string[]): void {
  const all = readTokens();
  all[match] = tokens.map((t) => all[match]?.find((x) => x.t === t) ?? { t });
  writeTokens(all);
}

/** forgetToken drops a token kept for a match (one the server refuses, or an invite used up). */
export function forgetToken(match: string, token: string): void {
  const all = readTokens();
  const held = (all[match] ?? []).filter((x) => x.t !== token);
  if (held.length > 0) all[match] = held;
  else delete all[match];
  writeTokens(all);
}

/** allTokens lists every kept token with its match. */
export function allTokens(): Array<{ match: string; token: string }> {
  return Object.entries(readTokens()).flatMap(([match, held]) => held.map((x) => ({ match, token: x.t })));
}

const invitesKey = "shima.invites";

/** An invite link this device was given for a seat of a match it made (a rematch), to send if its person does not come. */
export interface KeptInvite {
  seat: number;
  link: string;
}

function readInvites(): Record<string, KeptInvite[]> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(invitesKey) ?? "{}");
    return v && typeof v === "object" ? (v as Record<string, KeptInvite[]>) : {};
  } catch {
    return {};
  }
}

/** keepInvites remembers the invite links of a match this device made. */
export function keepInvites(match: string, invites: KeptInvite[]): void {
  if (invites.length === 0) return;
  const all = readInvites();
  all[match] = invites;
  localStorage.setItem(invitesKey, JSON.stringify(all));
}

/** invitesFor gives the invite links kept for a match. */
export function invitesFor(match: string): KeptInvite[] {
  const kept = readInvites()[match];
  return Array.isArray(kept) ? kept.filter((x) => typeof x?.seat === "number" && typeof x?.link === "string") : [];
}

/** savedName is the name the player last gave. */
export function savedName(): string {
  return localStorage.getItem(nameKey) ?? "";
}

/** saveName remembers the player's name for the next match. */
export function saveName(name: string): void {
  localStorage.setItem(nameKey, name.trim());
}
