// The page frame: a header with the way home and the language switch, the
// page's own content, and a place for error messages.
import { button, h, replace } from "./dom";
import { lang, onLangChange, setLang, t } from "./i18n";

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
  const langButton = button({ class: "lang", "data-testid": "lang" }, "", () => setLang(lang() === "ja" ? "en" : "ja"));
  const label = (): void => {
    tagline.textContent = t("app_tagline");
    langButton.textContent = t("lang_switch");
  };
  label();
  onLangChange(label);
  const main = h("main", { class: "page" });
  document.body.replaceChildren(
    h("header", { class: "top" }, h("a", { class: "brand", href: "/" }, h("b", {}, "shima"), " 島"), tagline, langButton),
    notice,
    main,
  );
  return main;
}
