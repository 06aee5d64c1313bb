// Interaction helpers the game boards share: SVG shapes that act as buttons,
// and elements that light something up while pointed at or focused.

/** clickable makes an SVG element act as a button, by pointer and keyboard. */
export function clickable(el: SVGElement, onClick: () => void): void {
  el.classList.add("clickable");
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  el.addEventListener("click", onClick);
  el.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      onClick();
    }
  });
}

/** hover calls on while el is pointed at or focused, and off when it no longer is. */
export function hover(el: Element, on: () => void, off: () => void): void {
  el.addEventListener("mouseenter", on);
  el.addEventListener("focus", on);
  el.addEventListener("mouseleave", off);
  el.addEventListener("blur", off);
}

/**
 * draggable lets a pointer carry an SVG element (in a g moved by its
 * transform) to a drop target: an element under the pointer matching
 * selector when the pointer is let go, for which drop says whether it took
 * the piece. Tapping without moving stays a click. While carried the
 * element has the class "dragging" and the target under it "drop-over".
 */
export function draggable(el: SVGGraphicsElement, selector: string, drop: (target: Element) => boolean): void {
  let start: { x: number; y: number; id: number; base: string } | null = null;
  let moved = false;
  let over: Element | null = null;
  let carried = false; // a carry just ended: the click that follows is not a tap
  el.addEventListener("click", (ev) => carried && ev.stopImmediatePropagation(), { capture: true });
  const targetAt = (x: number, y: number): Element | null => document.elementsFromPoint(x, y).find((e) => e.matches(selector)) ?? null;
  const mark = (t: Element | null): void => {
    if (t === over) return;
    over?.classList.remove("drop-over");
    t?.classList.add("drop-over");
    over = t;
  };
  el.addEventListener("pointerdown", (ev) => {
    if (ev.button !== 0) return;
    start = { x: ev.clientX, y: ev.clientY, id: ev.pointerId, base: el.getAttribute("transform") ?? "" };
    moved = false;
    // Captured from the press: a pointer that leaves the piece before it has
    // moved far enough to count as a drag still carries it.
    el.setPointerCapture(ev.pointerId);
  });
  el.addEventListener("pointermove", (ev) => {
    if (!start || ev.pointerId !== start.id) return;
    const [dx, dy] = [ev.clientX - start.x, ev.clientY - start.y];
    if (!moved && Math.hypot(dx, dy) < 6) return;
    if (!moved) {
      moved = true;
      el.classList.add("dragging");
    }
    const ctm = el.ownerSVGElement?.getScreenCTM();
    const scale = ctm ? ctm.a : 1;
    el.setAttribute("transform", `translate(${(dx / scale).toFixed(2)},${(dy / scale).toFixed(2)}) ${start.base}`);
    mark(targetAt(ev.clientX, ev.clientY));
  });
  const end = (ev: PointerEvent, dropping: boolean): void => {
    if (!start || ev.pointerId !== start.id) return;
    const base = start.base;
    start = null;
    mark(null);
    if (!moved) return;
    el.classList.remove("dragging");
    const t = dropping ? targetAt(ev.clientX, ev.clientY) : null;
    if (!t || !drop(t)) el.setAttribute("transform", base);
    carried = true;
    setTimeout(() => (carried = false), 0);
  };
  el.addEventListener("pointerup", (ev) => end(ev, true));
  el.addEventListener("pointercancel", (ev) => end(ev, false));
}

/**
 * onRotateKey turns the tile being laid with the keyboard: R a quarter turn
 * on (rotate(1)), Shift+R a quarter turn back (rotate(-1)), while el is on
 * the page and active() holds, and not while the player types in a field.
 */
export function onRotateKey(el: Element, active: () => boolean, rotate: (by: number) => void): void {
  document.addEventListener("keydown", (ev) => {
    const typing = ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement || ev.target instanceof HTMLTextAreaElement;
    if (!active() || !el.isConnected || typing || ev.ctrlKey || ev.metaKey || ev.altKey || ev.key.toLowerCase() !== "r") return;
    ev.preventDefault();
    rotate(ev.shiftKey ? -1 : 1);
  });
}
