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
