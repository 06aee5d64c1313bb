// The adversary on Spirit Island's invader board: its name, level and
// difficulty, its loss condition and escalation, the rules of its levels in
// force (all in the view's two languages), the fear cards per terror level,
// and England's High Immigration tile with the card on it.
import { h } from "../dom";
import { pick } from "../i18n";
import { st } from "./spiritisland-text";
import type { Adversary, AdversaryRule, InvaderCard } from "./spiritisland-view";

/** adversaryPanel draws the adversary the spirits face. */
export function adversaryPanel(a: Adversary): HTMLElement {
  const rule = (head: string, r: AdversaryRule, testid: string): HTMLElement =>
    h("li", { "data-testid": testid }, h("span", { class: "si-adv-tag" }, head), " ", h("b", {}, pick(r.name)), ": ", pick(r.text));
  return h(
    "section",
    { class: "si-adversary", "data-testid": "adversary", "data-key": a.key, "data-level": a.level },
    h(
      "header",
      { class: "si-adv-head" },
      h("b", { "data-testid": "adversary-name" }, pick(a.name)),
      h("span", { class: "si-adv-level", "data-testid": "adversary-level" }, st("adv_level", a.level, a.difficulty)),
    ),
    h(
      "ul",
      { class: "si-adv-rules" },
      a.loss && rule(st("adv_loss"), a.loss, "adversary-loss"),
      rule(st("adv_escalation"), a.escalation, "adversary-escalation"),
      a.rules.map((r) => rule(st("adv_rule_level", r.level), r, `adversary-rule-${r.level}`)),
    ),
    h("p", { class: "si-line small" }, st("adv_fear", a.fear_cards.join(" / "))),
  );
}

/** immigrationSlot is England's High Immigration tile as a slot of the invader board beside Ravage; null when the game has none. */
export function immigrationSlot(a: Adversary | undefined, slot: (cls: string, label: string, c: InvaderCard | null, note?: string) => HTMLElement): HTMLElement | null {
  const t = a?.high_immigration;
  if (!t) return null;
  return slot("immigration", st("immigration"), t.card, t.removed ? st("immigration_removed") : st("immigration_note"));
}
