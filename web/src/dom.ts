// Small helpers to build DOM and SVG elements without a framework.

/** Attribute values: false and null leave the attribute out, true sets it empty. */
export type Attrs = Record<string, string | number | boolean | null | undefined>;

/** A child: nodes are appended, strings and numbers become text, the rest is skipped. */
export type Child = Node | string | number | null | undefined | false | Child[];

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    el.setAttribute(k, v === true ? "" : String(v));
  }
}

function append(el: Element, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(typeof c === "number" ? String(c) : c);
  }
}

/** h makes an HTML element with attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

const svgNS = "http://www.w3.org/2000/svg";

/** s makes an SVG element with attributes and children. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(svgNS, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/** button makes a button that calls onClick; type="button" so it never submits a form. */
export function button(attrs: Attrs, label: Child, onClick: (ev: MouseEvent) => void): HTMLButtonElement {
  const b = h("button", { type: "button", ...attrs }, label);
  b.addEventListener("click", onClick);
  return b;
}

/** replace swaps the children of el for children. */
export function replace(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/** byTouch tells whether the primary pointer is a finger: then hints about keys make no sense. */
export function byTouch(): boolean {
  return window.matchMedia("(pointer: coarse)").matches;
}

/** scrolling is how to scroll the page for the reader: smoothly, unless they ask for less motion. */
export function scrolling(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** select makes a drop-down of [value, label] pairs, current chosen, calling onChange with the value chosen. */
export function select(values: Array<[string, string]>, current: string, onChange: (v: string) => void, attrs: Attrs = {}): HTMLSelectElement {
  const el = h("select", attrs, values.map(([v, label]) => h("option", { value: v, selected: v === current }, label)));
  el.addEventListener("change", () => onChange(el.value));
  return el;
}
