// Building in Isle of Skye: the tiles to lay drawn as buttons to pick from,
// the chosen one as turned, the turn buttons, and how many places fit.
import { button, byTouch, h } from "../dom";
import { tileIcon } from "./skye-art";
import { tx } from "./skye-text";
import { turnTile, type Tile } from "./skye-view";

/** What the building controls are drawn from. */
export interface BuildInput {
  pending: Tile[]; // as printed
  fits: Set<number>; // the ids of tiles that fit somewhere
  selected: number; // the chosen tile's id
  quarters: number; // its turn as shown
  spots: number; // how many places fit the chosen tile as turned
  busy: boolean;
  select(id: number): void;
  rotate(by: number): void;
}

/** buildControls offers the tiles to lay: pick one and turn it. */
export function buildControls(i: BuildInput): HTMLElement {
  return h(
    "div",
    { class: "skye-build" },
    h("h3", {}, tx("to_lay")),
    h(
      "div",
      { class: "skye-hand" },
      i.pending.map((tile) => {
        const chosen = tile.tile === i.selected;
        return button(
          {
            class: `skye-hand-tile${chosen ? " chosen" : ""}`,
            "data-testid": `lay-${tile.tile}`,
            "aria-pressed": String(chosen),
            "aria-label": tx("tile_n", tile.tile),
            disabled: i.busy || !i.fits.has(tile.tile),
          },
          [tileIcon(chosen ? turnTile(tile, i.quarters) : tile), h("span", {}, tx("tile_n", tile.tile))],
          () => i.select(tile.tile),
        );
      }),
      h(
        "div",
        { class: "skye-rotate" },
        button({ "data-testid": "rotate-left", "aria-label": tx("turn_left"), title: tx("turn_left"), disabled: i.busy }, "⟲", () => i.rotate(-1)),
        button({ "data-testid": "rotate-right", "aria-label": tx("turn_right"), title: tx("turn_right"), disabled: i.busy }, "⟳", () => i.rotate(1)),
      ),
    ),
    h(
      "p",
      { class: `hint${i.spots === 0 ? " skye-warn" : ""}` },
      i.spots === 0 ? tx("no_spot") : i.spots === 1 ? tx("spots_one") : tx("spots", i.spots),
      !byTouch() && [" ", tx("turn_keys")],
    ),
  );
}
