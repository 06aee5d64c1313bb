// Laying a tile in Merchants of Sky Islands: the hand drawn as tiles to pick
// from and the turn buttons, or, when no tile fits anywhere, the discard.
import { button, byTouch, h } from "../dom";
import { t } from "../i18n";
import { handLook, tileIcon } from "./skymerchants-art";
import type { Move, Tile } from "./skymerchants-view";

/** What the hand is drawn from. */
export interface HandInput {
  hand: Tile[];
  places: Move[]; // the legal place actions
  selected: number; // the chosen tile's id
  quarters: number; // its turn as shown
  spots: number; // how many places fit the chosen tile as turned
  busy: boolean;
  select(id: number): void;
  rotate(by: number): void;
}

/** discardControls offers the hand's tiles to discard, when none fits anywhere. */
export function discardControls(hand: Tile[], discards: Move[], busy: boolean, send: (action: number) => void): HTMLElement {
  return h(
    "div",
    { class: "sky-hand" },
    h("h3", {}, t("sky_hand")),
    h(
      "div",
      { class: "sky-hand-tiles" },
      discards.map((d) => {
        const tile = hand.find((x) => x.tile === d.tile);
        return button(
          { class: "sky-hand-tile", "data-testid": `hand-tile-${d.tile}`, "data-action": d.action, "aria-label": d.text, title: d.text, disabled: busy },
          [tile && tileIcon(handLook(tile, 0)), h("span", {}, t("sky_discard"))],
          () => send(d.action),
        );
      }),
    ),
  );
}

/** handControls offers the hand to lay a tile from: pick a tile and turn it. */
export function handControls(i: HandInput): HTMLElement {
  const fits = new Set(i.places.map((p) => p.tile));
  return h(
    "div",
    { class: "sky-hand" },
    h("h3", {}, t("sky_hand")),
    h(
      "div",
      { class: "sky-hand-tiles" },
      i.hand.map((tile) => {
        const chosen = tile.tile === i.selected;
        return button(
          {
            class: `sky-hand-tile${chosen ? " chosen" : ""}`,
            "data-testid": `hand-tile-${tile.tile}`,
            "aria-pressed": String(chosen),
            "aria-label": t("sky_tile", tile.tile),
            disabled: i.busy || !fits.has(tile.tile),
          },
          [tileIcon(handLook(tile, chosen ? i.quarters : 0)), !fits.has(tile.tile) && h("span", {}, t("sky_fits_nowhere"))],
          () => i.select(tile.tile),
        );
      }),
      h(
        "div",
        { class: "sky-rotate" },
        button({ "data-testid": "rotate-left", "aria-label": t("sky_turn_left"), title: t("sky_turn_left"), disabled: i.busy }, "⟲", () => i.rotate(-1)),
        button({ "data-testid": "rotate-right", "aria-label": t("sky_turn_right"), title: t("sky_turn_right"), disabled: i.busy }, "⟳", () => i.rotate(1)),
      ),
    ),
    h("p", { class: `hint${i.spots === 0 ? " sky-warn" : ""}` }, i.spots === 0 ? t("sky_no_spot") : i.spots === 1 ? t("sky_spots_one") : t("sky_spots", i.spots), !byTouch() && [" ", t("sky_turn_keys")]),
  );
}
