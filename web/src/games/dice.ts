// Dice faces drawn in SVG.
import { s } from "../dom";

const pips: Record<number, Array<[number, number]>> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

/** dieFace draws a die showing value (1-6). */
export function dieFace(value: number): SVGSVGElement {
  return s(
    "svg",
    { class: "die-face", viewBox: "0 0 100 100", "aria-hidden": "true" },
    s("rect", { x: 4, y: 4, width: 92, height: 92, rx: 18, class: "die-body" }),
    (pips[value] ?? []).map(([cx, cy]) => s("circle", { cx, cy, r: 9.5, class: "die-pip" })),
  );
}
