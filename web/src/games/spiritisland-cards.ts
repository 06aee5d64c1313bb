// Spirit Island's power cards and innate powers drawn as small cards: name,
// cost, speed, elements, range, target and effect in the page's language,
// an innate's thresholds lit where this turn's elements reach them.
import { button, h, type Child } from "../dom";
import { pick } from "../i18n";
import type { Innate, Power, Range, Target, Threshold } from "./spiritisland-data";
import { elementName, filterName, st, terrainName } from "./spiritisland-text";
import type { Move } from "./spiritisland-view";

/** Ways to act on a card: buttons for its moves, labelled. */
export interface Acts {
  busy: boolean;
  send(code: number): void;
  placed: Set<number>;
}

/** actButton is a button sending a legal move, counted as given a place. */
export function actButton(acts: Acts, m: Move, label: Child, cls = "si-act"): HTMLButtonElement {
  acts.placed.add(m.code);
  return button({ class: cls, "data-action": m.code, disabled: acts.busy, title: m.text }, label, () => acts.send(m.code));
}

/** elementChips shows elements as coloured chips ("Fire 2"). */
export function elementChips(els: Record<string, number> | string[]): HTMLElement {
  const pairs = Array.isArray(els) ? els.map((e) => [e, 0] as const) : Object.entries(els);
  return h(
    "span",
    { class: "si-els" },
    pairs.map(([e, n]) => h("span", { class: `si-el el-${e}`, title: elementName(e) }, elementName(e) + (n ? ` ${n}` : ""))),
  );
}

function rangeText(r: Range): string {
  if (r.from === "none" || r.distance === undefined) return st("range_none");
  const base = r.from === "sacred-site" ? st("range_from_sacred", r.distance) : st("range", r.distance);
  return r.terrains ? `${base} (${r.terrains.map(terrainName).join(", ")})` : base;
}

function targetText(t: Target): string {
  if (t.kind === "spirit") return st("target_spirit_any");
  if (t.kind === "another") return st("target_another");
  const what = [...(t.terrains ?? []).map(terrainName), ...(t.filter ?? []).map(filterName)];
  return what.length ? what.join(" / ") : st("target_land");
}

/** powerCard draws a power card, or an innate power with its levels reached; actions go below. */
export function powerCard(p: Power | Innate, opts: { levels?: number; elements?: Record<string, number>; used?: boolean; testid?: string }, ...actions: Child[]): HTMLElement {
  const card = "cost" in p;
  const levels: Threshold[] = card ? (p.thresholds ?? []) : p.levels;
  const reached = (t: Threshold): boolean => Object.entries(t.elements).every(([e, n]) => (opts.elements?.[e] ?? 0) >= n);
  return h(
    "div",
    { class: `si-card ${p.speed}${card ? "" : " innate"}${opts.used ? " used" : ""}`, "data-testid": opts.testid ?? `card-${p.key}` },
    h(
      "div",
      { class: "si-card-head" },
      card && h("span", { class: "si-cost", title: st("cost", p.cost) }, p.cost),
      h("b", { class: "si-card-name" }, pick(p.name)),
      h("span", { class: "si-speed" }, st(p.speed === "fast" ? "fast" : "slow")),
    ),
    h("div", { class: "si-card-meta" }, card && elementChips(p.elements), h("span", {}, rangeText(p.range) + " · " + targetText(p.target))),
    card && h("p", { class: "si-card-text" }, pick(p.text)),
    levels.length > 0 &&
      h(
        "ul",
        { class: "si-levels" },
        levels.map((t) => h("li", { class: reached(t) ? "reached" : "" }, elementChips(t.elements), " ", pick(t.text))),
      ),
    !card && opts.levels !== undefined && h("div", { class: "si-card-meta" }, st("innate_levels", opts.levels, levels.length), opts.used && " · " + st("used")),
    actions.length > 0 && h("div", { class: "si-card-acts" }, actions),
  );
}
