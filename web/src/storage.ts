// What the browser remembers: seat tokens by match (localStorage["shima.tokens"],
// an object {matchId: token}) and the player's name.

const tokensKey = "shima.tokens";
const nameKey = "shima.name";

function readTokens(): Record<string, string> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(tokensKey) ?? "{}");
    return v && typeof v === "object" ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** tokenFor gives the seat token kept for a match, if any. */
export function tokenFor(match: string): string | undefined {
  return readTokens()[match];
}

/** keepToken remembers the seat token of a match. */
export function keepToken(match: string, token: string): void {
  const all = readTokens();
  all[match] = token;
  localStorage.setItem(tokensKey, JSON.stringify(all));
}

/** forgetToken drops the token kept for a match (one the server refuses). */
export function forgetToken(match: string): void {
  const all = readTokens();
  delete all[match];
  localStorage.setItem(tokensKey, JSON.stringify(all));
}

/** allTokens lists every kept token with its match. */
export function allTokens(): Array<{ match: string; token: string }> {
  return Object.entries(readTokens()).map(([match, token]) => ({ match, token }));
}

/** savedName is the name the player last gave. */
export function savedName(): string {
  return localStorage.getItem(nameKey) ?? "";
}

/** saveName remembers the player's name for the next match. */
export function saveName(name: string): void {
  localStorage.setItem(nameKey, name.trim());
}
