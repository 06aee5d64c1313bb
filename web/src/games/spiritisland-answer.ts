// The viewer's answers to the prompt, drawn next to it rather than on their
// panel far below: the growth options, the powers to use or skip, the
// power cards drawn to keep one, the spirits a power may target.
import { button, h, type Child } from "../dom";
import { pick } from "../i18n";
import { swatch } from "../seats";
import { actButton, powerCard, type Acts } from "./spiritisland-cards";
import { powerByKey, powerOf, powers, spiritOf } from "./spiritisland-data";
import { st } from "./spiritisland-text";
import { kinds, type Move, type View } from "./spiritisland-view";

/** What the answers are drawn from. */
export interface AnswerInput extends Acts {
  view: View;
  me: number;
  moves: Move[];
  names: string[];
  foldable: boolean; // on a phone, where the answers lie over the island, they may be put away
  folded: boolean;
  fold(folded: boolean): void;
}

/**
 * growthLabel reads a growth option as a player does: its number and what
 * it gives ("1 · reclaim all, gain a power, +1 energy"), not the typed text
 * ("growth 1 (red): …", which stays the button's title).
 */
function growthLabel(text: string): Child {
  const m = /^\D*(\d+)[^:：]*[:：]\s*(.+)$/.exec(text);
  return m ? [h("b", { class: "si-growth-no" }, m[1]!), " ", m[2]!] : text;
}

/** answers draws the viewer's answers to the prompt; null when the prompt needs none of them. */
export function answers(p: AnswerInput): HTMLElement | null {
  const sp = p.view.spirits.find((x) => x.seat === p.me);
  if (!sp) return null;
  const of = (k: number): Move[] => p.moves.filter((m) => m.kind === k);
  const parts: Child[] = [];

  const growth = of(kinds.growth);
  if (growth.length) parts.push(h("div", { class: "si-growth", "data-testid": "growth" }, h("h4", {}, st("growth")), growth.map((m) => actButton(p, m, growthLabel(m.text), "si-act growth"))));

  // The powers to use or skip now, each with its buttons.
  const printed = spiritOf(sp.spirit);
  const resolving = of(kinds.resolve).concat(of(kinds.skip));
  const uses = sp.usable.flatMap((u) => {
    const moves = resolving.filter((m) => (m.x >= 120 ? printed?.innates[m.x - 120]?.key : powers[m.x]?.key) === u.power && (m.y & 1) === (u.made_fast ? 1 : 0));
    if (!moves.length) return [];
    const power = powerByKey(u.power, sp.spirit);
    return h(
      "li",
      { "data-testid": `use-${u.power}` },
      h("b", {}, power ? pick(power.name) : u.power),
      u.made_fast && " (" + st("fast") + ")",
      moves.map((m) => actButton(p, m, st(m.kind === kinds.skip ? "skip" : m.y & 1 ? "use_fast" : "use"), m.kind === kinds.skip ? "si-act quiet" : "si-act")),
    );
  });
  if (uses.length) parts.push(h("div", { class: "si-uses" }, h("h4", {}, st("to_resolve")), h("ul", {}, uses)));

  // The cards drawn, to keep one.
  const takes = of(kinds.keep);
  if (sp.drawn.length && takes.length) {
    const cards = sp.drawn.map((k) => {
      const power = powerOf(k);
      const m = takes.find((t) => powers[t.x]?.key === k);
      const take = m && actButton(p, m, st("take_card"));
      return power ? powerCard(power, { testid: `card-${sp.seat}-${k}` }, take) : h("div", { class: "si-card" }, k, take);
    });
    parts.push(h("div", { class: "si-drawn", "data-testid": "drawn" }, h("h4", {}, st("drawn")), h("div", { class: "si-cards" }, cards)));
  }

  // The spirits a power may target, by name (each panel has its button too).
  const targets = p.moves.filter((m) => m.kind === kinds.target && m.x === 1);
  if (targets.length) {
    parts.push(
      h(
        "div",
        { class: "si-targets", "data-testid": "spirit-targets" },
        targets.map((m) => {
          const t = p.view.spirits.find((x) => x.seat === m.y);
          return actButton(p, m, [swatch(m.y), " ", t ? pick(t.name) : "", p.names[m.y] ? ` (${p.names[m.y]})` : ""], "si-act si-target");
        }),
      ),
    );
  }

  if (!parts.length) return null;
  const fold = p.foldable && button({ class: "si-act quiet si-fold", "data-testid": "answer-fold" }, st(p.folded ? "answer_show" : "answer_hide"), () => p.fold(!p.folded));
  return h("div", { class: `si-answer-in${p.folded ? " folded" : ""}` }, fold, !p.folded && parts);
}
