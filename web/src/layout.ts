// The page frame: a header with the way home and the language switch, the
// page's own content, and a place for error messages.
import { button, h, replace } from "./dom";
import type { Account } from "./api";
import { lang, onLangChange, setLang, t } from "./i18n";
import { currentAccount, onAccountChange } from "./session";
import { turnBadge } from "./turns";

const notice = h("div", { class: "notice", role: "alert", hidden: true });
let noticeTimer = 0;

/** showError tells the user what went wrong, in their language, until dismissed or replaced. */
export function showError(message: string): void {
  window.clearTimeout(noticeTimer);
  replace(
    notice,
    h("span", {}, message),
    button({ class: "notice-close", "aria-label": t("dismiss") }, "×", () => (notice.hidden = true)),
  );
  notice.hidden = false;
  noticeTimer = window.setTimeout(() => (notice.hidden = true), 10000);
}

/** errorText is the message of anything thrown. */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** mountShell builds the header and returns the element a page draws into. */
export function mountShell(): HTMLElement {
  const tagline = h("span", { class: "tagline" });
  // The account's name, or "Sign in" for a guest; nothing while the server cannot tell.
  const accountLink = h("a", { class: "account-link", href: "/account", "data-testid": "account-link", hidden: true });
  let signedIn: Account | null = null;
  const langButton = button({ class: "lang", "data-testid": "lang" }, "", () => setLang(lang() === "ja" ? "en" : "ja"));
  const label = (): void => {
    tagline.textContent = t("app_tagline");
    langButton.textContent = t("lang_switch");
    accountLink.textContent = signedIn ? signedIn.name : t("acct_sign_in_link");
    accountLink.classList.toggle("signed-in", signedIn !== null);
  };
  const showAccount = (a: Account | null): void => {
    signedIn = a;
    accountLink.hidden = false;
    label();
  };
  label();
  onLangChange(label);
  onAccountChange(showAccount);
  currentAccount().then(showAccount, () => undefined);
  const main = h("main", { class: "page" });
  document.body.replaceChildren(
    h("header", { class: "top" }, h("a", { class: "brand", href: "/" }, h("b", {}, "shima"), " 島"), tagline, turnBadge(), accountLink, langButton),
    notice,
    main,
  );
  return main;
}
