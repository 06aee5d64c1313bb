// The account page, /account. Accounts are optional: a name and passkeys,
// no password. Signed out, the page offers to create an account, to sign in
// with a passkey, to use a recovery code, or to add this device with a code
// from a signed-in one. Signed in, it shows the account's passkeys, lets
// another device in, lists the browsers signed in, and moves this browser's
// guest seats into the account.
import {
  accountSeats,
  ApiError,
  deviceBegin,
  deviceCode,
  deviceFinish,
  endSession,
  moveSeat,
  passkeyBegin,
  passkeyFinish,
  recover,
  removePasskey,
  signinBegin,
  signinFinish,
  signout,
  signupBegin,
  signupFinish,
  type Account,
  type CreationCeremony,
  type RequestCeremony,
} from "./api";
import { ago } from "./clock";
import { button, h, replace, type Child } from "./dom";
import { lang, onLangChange, t, type Key } from "./i18n";
import { errorText } from "./layout";
import { currentAccount, setAccount } from "./session";
import { allTokens, forgetToken } from "./storage";
import { setTitle } from "./turns";

/** A line under a card's action telling how it went. */
interface Note {
  text: string;
  error: boolean;
}

/** hasPasskeys tells whether this browser can make and use passkeys the way the page asks it to. */
function hasPasskeys(): boolean {
  return typeof window.PublicKeyCredential === "function" && typeof PublicKeyCredential.parseCreationOptionsFromJSON === "function";
}

/** makePasskey has this device make a passkey with the server's options and gives it as JSON. */
async function makePasskey(c: CreationCeremony): Promise<PublicKeyCredentialJSON> {
  const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(c.options.publicKey);
  const cred = await navigator.credentials.create({ publicKey });
  if (!(cred instanceof PublicKeyCredential)) throw new DOMException("no passkey", "NotAllowedError");
  return cred.toJSON();
}

/** usePasskey has this device sign the server's challenge with one of its passkeys. */
async function usePasskey(c: RequestCeremony): Promise<PublicKeyCredentialJSON> {
  const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(c.options.publicKey);
  const cred = await navigator.credentials.get({ publicKey });
  if (!(cred instanceof PublicKeyCredential)) throw new DOMException("no passkey", "NotAllowedError");
  return cred.toJSON();
}

/** failure says what went wrong: the server's message, or what the device's passkey prompt ended with. */
function failure(err: unknown): string {
  if (err instanceof DOMException) {
    if (err.name === "NotAllowedError" || err.name === "AbortError") return t("acct_cancelled");
    if (err.name === "InvalidStateError") return t("acct_passkey_here");
    return t("acct_passkey_failed", err.message);
  }
  return errorText(err);
}

/** deviceName names this device for its passkey's owner: "Chrome · Android". */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS X/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "";
  return [browser, os].filter((x) => x).join(" · ");
}

/** day is the date of a time, as people of the page's language write it. */
function day(when: string): string {
  return new Intl.DateTimeFormat(lang(), { dateStyle: "medium" }).format(new Date(when));
}

/** clockTime is the time of day of a time: "19:42". */
function clockTime(when: string): string {
  return new Intl.DateTimeFormat(lang(), { timeStyle: "short" }).format(new Date(when));
}

/** accountPage draws the account page into root. */
export function accountPage(root: HTMLElement): void {
  let me: Account | null | undefined; // undefined until the server answers
  let unknown = ""; // why the server could not tell who is signed in
  let codes: string[] | null = null; // the recovery codes of a new account, shown once
  let codesKept = false; // the person says they have kept them
  let grant: { code: string; expires: string } | null = null;
  let busy = ""; // the action under way
  let removing = ""; // the passkey whose Remove was tapped once
  const notes: Partial<Record<string, Note>> = {};
  const typed = { name: "", recName: "", recCode: "", devCode: "" };
  // This browser's guest seats, not yet the account's; null until known.
  let guests: Array<{ match: string; token: string }> | null = null;

  function signedIn(a: Account | null): void {
    if (a && !me) countGuests();
    if (!a) guests = null;
    me = a;
    grant = null;
    setAccount(a);
  }

  /** countGuests finds which seats this browser keeps are a guest's: those the account does not have yet. */
  function countGuests(): void {
    accountSeats().then(
      (seats) => {
        const theirs = new Set(seats.map((s) => s.token));
        guests = allTokens().filter((x) => !theirs.has(x.token));
        render();
      },
      () => ((guests = allTokens()), render()),
    );
  }

  /** act runs an action: every button waits meanwhile, and the action's note tells how it went. */
  function act(key: string, f: () => Promise<string | void>): void {
    if (busy) return;
    busy = key;
    delete notes[key];
    render();
    f()
      .then(
        (done) => {
          if (done) notes[key] = { text: done, error: false };
        },
        (err: unknown) => {
          // Signed out meanwhile (from another device): show the page for a guest.
          if (err instanceof ApiError && err.code === "signed_out" && me) signedIn(null);
          notes[key] = { text: failure(err), error: true };
        },
      )
      .finally(() => {
        busy = "";
        render();
      });
  }

  function note(key: string): HTMLElement {
    const n = notes[key];
    return h("p", { class: "acct-note" + (n?.error ? " error" : ""), role: "status", "data-testid": "note-" + key }, n?.text ?? "");
  }

  function action(key: string, label: string, f: () => Promise<string | void>, attrs: Record<string, string | boolean> = {}): HTMLButtonElement {
    return button({ class: "primary", "data-testid": key, disabled: busy !== "", "aria-busy": busy === key ? "true" : null, ...attrs }, label, () => act(key, f));
  }

  function input(field: keyof typeof typed, label: Key, attrs: Record<string, string | number>): HTMLElement {
    const el = h("input", { type: "text", value: typed[field], "data-testid": "input-" + field, ...attrs });
    el.addEventListener("input", () => (typed[field] = el.value));
    return h("label", { class: "field" }, h("span", {}, t(label)), el);
  }

  function card(testid: string, title: Key, ...children: Child[]): HTMLElement {
    return h("section", { class: "card acct-card", "data-testid": testid }, h("h2", {}, t(title)), children);
  }

  function render(): void {
    setTitle(`${t("acct_title")} · shima`);
    let cards: Child[];
    if (me === undefined) cards = [h("section", { class: "card" }, unknown ? h("p", { class: "error" }, unknown) : h("p", { class: "hint" }, t("loading")))];
    else if (me && codes) cards = [codesCard(codes)];
    else if (me) cards = signedInCards(me);
    else cards = signedOutCards();
    replace(root, h("div", { class: "account" }, cards));
  }

  function signedOutCards(): Child[] {
    const can = hasPasskeys();
    const needs = can ? {} : { disabled: true };
    return [
      h(
        "section",
        { class: "card acct-intro" },
        h("h1", {}, t("acct_title")),
        h("p", {}, t("acct_intro")),
        !can && h("p", { class: "warn", "data-testid": "no-passkeys" }, t("acct_no_passkeys")),
      ),
      card(
        "signup",
        "acct_signup",
        h("p", { class: "hint" }, t("acct_signup_help")),
        input("name", "acct_name", { maxlength: 40, autocomplete: "username", placeholder: t("name_placeholder") }),
        action(
          "signup-go",
          t("acct_signup_go"),
          async () => {
            const name = typed.name.trim();
            if (!name) throw new Error(t("acct_name_needed"));
            const c = await signupBegin(name);
            const r = await signupFinish(c.ceremony, await makePasskey(c), deviceName());
            codes = r.recovery_codes;
            signedIn(r.account);
          },
          needs,
        ),
        note("signup-go"),
      ),
      card(
        "signin",
        "acct_signin",
        h("p", { class: "hint" }, t("acct_signin_help")),
        action(
          "signin-go",
          t("acct_signin_go"),
          async () => {
            const c = await signinBegin();
            signedIn((await signinFinish(c.ceremony, await usePasskey(c))).account);
          },
          needs,
        ),
        note("signin-go"),
      ),
      card(
        "recover",
        "acct_recover",
        h("p", { class: "hint" }, t("acct_recover_help")),
        input("recName", "acct_name", { maxlength: 40, autocomplete: "username" }),
        input("recCode", "acct_recovery_code", { autocomplete: "off", autocapitalize: "none", spellcheck: "false", placeholder: "xxxx-xxxx-xxxx" }),
        action("recover-go", t("acct_recover_go"), async () => {
          if (!typed.recName.trim() || !typed.recCode.trim()) throw new Error(t("acct_recover_needed"));
          signedIn((await recover(typed.recName.trim(), typed.recCode.trim())).account);
          typed.recCode = "";
        }),
        note("recover-go"),
      ),
      card(
        "device",
        "acct_device",
        h("p", { class: "hint" }, t("acct_device_help")),
        input("devCode", "acct_device_code", { autocomplete: "off", autocapitalize: "characters", spellcheck: "false", placeholder: "ABCD-EFGH" }),
        action(
          "device-go",
          t("acct_device_go"),
          async () => {
            if (!typed.devCode.trim()) throw new Error(t("acct_code_needed"));
            const c = await deviceBegin(typed.devCode.trim().toUpperCase());
            signedIn((await deviceFinish(c.ceremony, await makePasskey(c), deviceName())).account);
            typed.devCode = "";
          },
          needs,
        ),
        note("device-go"),
      ),
    ];
  }

  /** codesCard shows a new account's recovery codes, once, until the person says they have kept them. */
  function codesCard(list: string[]): HTMLElement {
    const done = button({ class: "primary", "data-testid": "codes-done", disabled: !codesKept }, t("acct_codes_done"), () => {
      codes = null;
      render();
    });
    const kept = h("input", { type: "checkbox", "data-testid": "codes-kept", checked: codesKept });
    kept.addEventListener("change", () => {
      codesKept = kept.checked;
      done.disabled = !codesKept;
    });
    const said = (text: string, error: boolean): void => {
      notes["copy"] = { text, error };
      render();
    };
    const copy = button({ "data-testid": "copy-codes" }, t("acct_copy"), () => {
      navigator.clipboard.writeText(list.join("\n")).then(
        () => said(t("acct_copied"), false),
        () => said(t("acct_copy_failed"), true),
      );
    });
    return card(
      "recovery",
      "acct_codes_title",
      h("p", { class: "acct-warning" }, t("acct_codes_warning")),
      h("ol", { class: "acct-codes", "data-testid": "recovery-codes" }, list.map((c) => h("li", {}, h("code", {}, c)))),
      copy,
      note("copy"),
      h("label", { class: "acct-check" }, kept, h("span", {}, t("acct_codes_kept"))),
      done,
    );
  }

  function signedInCards(a: Account): Child[] {
    return [
      h(
        "section",
        { class: "card acct-intro", "data-testid": "signed-in" },
        h(
          "div",
          { class: "card-head" },
          h("h1", { "data-testid": "account-name" }, a.name),
          action("signout", t("acct_signout"), leave, { class: "" }),
        ),
        h("p", { class: "hint" }, t("acct_since", day(a.created)), " · ", h("a", { href: `/p/${encodeURIComponent(a.id)}`, "data-testid": "my-profile" }, t("my_profile"))),
        h(
          "p",
          { class: a.recovery_left <= 2 ? "warn" : "", "data-testid": "recovery-left" },
          a.recovery_left === 0 ? t("acct_codes_none") : t("acct_codes_left", a.recovery_left),
        ),
        note("signout"),
      ),
      card(
        "passkeys",
        "acct_passkeys",
        h(
          "ul",
          { class: "acct-list" },
          a.passkeys.map((p) =>
            h(
              "li",
              { "data-id": p.id },
              h(
                "div",
                { class: "acct-item" },
                h("b", {}, p.device || t("acct_device_unnamed")),
                h("small", { class: "hint" }, t("acct_added", day(p.created)), " · ", used(p.used)),
              ),
              // The first tap asks again: a passkey removed is gone for good.
              button(
                { class: "small" + (removing === p.id ? " warn" : ""), "data-testid": "remove-passkey", disabled: busy !== "" },
                t(removing === p.id ? "acct_remove_sure" : "acct_remove"),
                () => {
                  if (removing !== p.id) {
                    removing = p.id;
                    render();
                    return;
                  }
                  removing = "";
                  act("passkeys", async () => {
                    signedIn(await removePasskey(p.id));
                    return t("acct_removed");
                  });
                },
              ),
            ),
          ),
        ),
        note("passkeys"),
        action(
          "add-passkey",
          t("acct_add_passkey"),
          async () => {
            const c = await passkeyBegin();
            signedIn(await passkeyFinish(c.ceremony, await makePasskey(c), deviceName()));
            return t("acct_passkey_added");
          },
          hasPasskeys() ? {} : { disabled: true },
        ),
        note("add-passkey"),
      ),
      card(
        "let-in",
        "acct_let_in",
        h("p", { class: "hint" }, t("acct_let_in_help", location.host)),
        grant &&
          h(
            "div",
            { class: "acct-grant" },
            h("output", { class: "acct-code", "data-testid": "granted-code" }, grant.code),
            h("p", { class: "hint" }, t("acct_code_until", clockTime(grant.expires))),
          ),
        action("device-code", t(grant ? "acct_let_in_again" : "acct_let_in_go"), async () => {
          grant = await deviceCode();
        }),
        note("device-code"),
      ),
      card(
        "sessions",
        "acct_sessions",
        h(
          "ul",
          { class: "acct-list" },
          a.sessions.map((s) =>
            h(
              "li",
              { "data-id": s.id, class: s.current ? "current" : "" },
              h(
                "div",
                { class: "acct-item" },
                h("b", {}, s.agent || t("acct_browser_unknown"), s.current && h("span", { class: "badge you" }, t("acct_this_browser"))),
                h("small", { class: "hint" }, t("acct_seen", ago(s.seen))),
              ),
              button({ class: "small", "data-testid": "end-session", disabled: busy !== "" }, t("acct_end"), () =>
                act("sessions", async () => {
                  if (s.current) return leave();
                  signedIn(await endSession(s.id));
                  return t("acct_ended");
                }),
              ),
            ),
          ),
        ),
        note("sessions"),
      ),
      card(
        "seats",
        "acct_seats",
        h("p", { class: "hint" }, t("acct_seats_help")),
        h("p", { "data-testid": "seats-held" }, guests ? t("acct_seats_held", guests.length) : t("loading")),
        action(
          "move-seats",
          t("acct_seats_go"),
          async () => {
            let moved = 0;
            for (const { match, token } of guests ?? []) {
              try {
                await moveSeat(match, token);
                moved++;
              } catch (err) {
                // A token that is no seat of its match (an invite never used) stays a guest's.
                if (!(err instanceof ApiError) || err.code !== "forbidden") throw err;
              }
            }
            countGuests();
            return t("acct_seats_moved", moved);
          },
          guests?.length ? {} : { disabled: true },
        ),
        note("move-seats"),
      ),
    ];
  }

  /**
   * leave signs this browser out, and forgets the tokens of the account's
   * seats here: whoever uses this browser next cannot play them.
   */
  async function leave(): Promise<void> {
    const seats = await accountSeats().catch(() => []);
    await signout();
    for (const s of seats) forgetToken(s.match, s.token);
    signedIn(null);
  }

  /** used says when a passkey was last used. */
  function used(when: string): string {
    return Date.parse(when) > 0 ? t("acct_used", ago(when)) : t("acct_never_used");
  }

  // What the actions said was said in the language before.
  onLangChange(() => {
    for (const key of Object.keys(notes)) delete notes[key];
    render();
  });
  render();
  currentAccount().then(
    (a) => {
      if (a) countGuests();
      me = a;
      render();
    },
    (err: unknown) => ((unknown = errorText(err)), render()),
  );
}
