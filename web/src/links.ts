// Links to a match that carry a token: invites to send, and a player's
// personal link to play their seat from another device.
import { button, h } from "./dom";
import { t } from "./i18n";

/** matchLink is the address that opens match with token (an invite, or a seat's own token; several, comma-separated, for one device's seats). */
export function matchLink(match: string, token: string): string {
  return `${location.origin}/m/${encodeURIComponent(match)}#t=${token}`;
}

/** linkRow shows a link to copy, with its copy button. */
export function linkRow(link: string, testid: string): HTMLElement {
  const code = h("code", { class: "invite", "data-testid": testid }, link);
  return h("div", { class: "invite-row" }, code, copyButton(link, code));
}

function copyButton(text: string, shown: HTMLElement): HTMLButtonElement {
  const b = button({ class: "small" }, t("copy"), () => {
    navigator.clipboard.writeText(text).then(
      () => {
        b.textContent = "✓ " + t("copied");
        window.setTimeout(() => (b.textContent = t("copy")), 2000);
      },
      () => window.getSelection()?.selectAllChildren(shown),
    );
  });
  return b;
}
