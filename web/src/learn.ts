// The "How to play" page, /learn/{game}: a game's guide (web/src/games/*-guide.ts)
// in the reader's language, with the players and length from the catalog and
// the guide, opening at the part the address names (#turn-build).
import type { GameInfo } from "./api";
import { loadCatalog } from "./catalog";
import { h, replace } from "./dom";
import { gameFacts, guideFor } from "./games/guides";
import type { Guide, GuideSection } from "./games/types";
import { onLangChange, pick, t } from "./i18n";
import { errorText, showError } from "./layout";
import { setTitle } from "./turns";

/** learnPage draws game's guide into root. */
export function learnPage(root: HTMLElement, game: string): void {
  const guide = guideFor(game);
  let info: GameInfo | undefined;
  let scrolled = false;

  function render(): void {
    setTitle(`${t("how_to_play")} · ${info ? pick(info.name) : game} · shima`);
    if (!guide) {
      replace(root, h("section", { class: "card" }, h("p", {}, t("guide_none")), h("a", { href: "/" }, t("lobby"))));
      return;
    }
    replace(root, guidePage(guide, game, info));
    // Open at the part asked for, once (a language switch keeps the place).
    const target = decodeURIComponent(location.hash.slice(1));
    if (!scrolled && target) {
      document.getElementById(target)?.scrollIntoView();
      scrolled = true;
    }
  }

  onLangChange(render);
  render();
  loadCatalog().then(
    (c) => {
      info = c.games.find((g) => g.id === game);
      render();
    },
    (err: unknown) => showError(errorText(err)),
  );
}

/** guidePage is the whole guide: its head, contents, parts and terms. */
function guidePage(guide: Guide, game: string, info: GameInfo | undefined): HTMLElement {
  return h(
    "article",
    { class: "guide", "data-testid": "guide", "data-game": game },
    h(
      "header",
      { class: "card guide-head" },
      h("div", { class: "guide-picture" }, guide.picture()),
      h(
        "div",
        {},
        h("h1", {}, info ? pick(info.name) : game, h("small", {}, " · ", t("how_to_play"))),
        h("p", { class: "guide-facts", "data-testid": "guide-facts" }, gameFacts(guide, info)),
        guide.intro.map((p) => h("p", {}, pick(p))),
        h("a", { class: "button primary", href: `/?game=${encodeURIComponent(game)}`, "data-testid": "guide-play" }, t("play_game")),
      ),
    ),
    h(
      "nav",
      { class: "card guide-contents", "aria-label": t("guide_contents") },
      h("h2", {}, t("guide_contents")),
      h(
        "ol",
        {},
        guide.sections.map((p) => h("li", { class: p.id.startsWith("turn-") ? "sub" : "" }, h("a", { href: "#" + p.id }, pick(p.title)))),
        h("li", {}, h("a", { href: "#terms" }, t("guide_terms"))),
      ),
    ),
    guide.sections.map(part),
    h(
      "section",
      { class: "card guide-part", id: "terms" },
      h("h2", {}, t("guide_terms")),
      h(
        "dl",
        { class: "guide-terms" },
        guide.terms.map((w) => [h("dt", {}, pick(w.term)), h("dd", {}, pick(w.means))]),
      ),
    ),
  );
}

/** part draws one part of a guide: its title, text, steps and picture. */
function part(p: GuideSection): HTMLElement {
  const pic = p.picture?.();
  return h(
    "section",
    { class: "card guide-part" + (p.id.startsWith("turn-") ? " step" : ""), id: p.id },
    h("h2", {}, pick(p.title)),
    pic && h("figure", { class: "guide-figure" }, pic.art, h("figcaption", {}, pick(pic.caption))),
    p.text.map((x) => h("p", {}, pick(x))),
    p.steps && h("ol", { class: "guide-steps" }, p.steps.map((x) => h("li", {}, pick(x)))),
  );
}
