// Who is signed in: asked of the server once per page, and told again when
// this page signs in or out, so that the header and the pages agree.
import { account, ApiError, type Account } from "./api";

let asked: Promise<Account | null> | null = null;
const listeners: Array<(a: Account | null) => void> = [];

/** currentAccount is the account this browser is signed in to, null for a guest; it fails when the server cannot tell (the network). */
export function currentAccount(): Promise<Account | null> {
  asked ??= account().catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "signed_out") return null;
    throw err;
  });
  return asked;
}

/** setAccount records a sign-in (the account) or a sign-out (null) and tells every listener. */
export function setAccount(a: Account | null): void {
  asked = Promise.resolve(a);
  for (const f of listeners) f(a);
}

/** onAccountChange calls f after every sign-in or sign-out made on this page. */
export function onAccountChange(f: (a: Account | null) => void): void {
  listeners.push(f);
}
