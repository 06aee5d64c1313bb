// Laying a tile in Merchants of Sky Islands: the hand drawn as tiles to pick
// from and the turn buttons, or, when no tile fits anywhere, the discard.
import { button, h } from "../dom";
import { t } from "../i18n";
import { handLook, tileIcon } from "./skymerchants-art";
import type { Move, Tile } from "./skymerchants-view";
import { tileHand } from "./tilehand";
import { tileName, tileWords } from "./skymerchants-words";

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
      { class: "hand-tiles" },
      discards.map((d) => {
        const tile = hand.find((x) => x.tile === d.tile);
        return button(
          {
            class: "hand-tile",
            "data-testid": `hand-tile-${d.tile}`,
            "data-action": d.action,
            "aria-label": t("sky_discard_tile", tile ? tileWords(tile) : ""),
            title: t("sky_discard_tile", tile ? tileWords(tile) : ""),
            disabled: busy,
          },
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
  return tileHand({
    cls: "sky-hand",
    testid: (id) => `hand-tile-${id}`,
    tiles: i.hand.map((tile) => ({
      id: tile.tile,
      name: tileName(tile),
      face: [tileIcon(handLook(tile, tile.tile === i.selected ? i.quarters : 0)), !fits.has(tile.tile) && h("span", {}, t("sky_fits_nowhere"))],
      fits: fits.has(tile.tile),
    })),
    selected: i.selected,
    spots: i.spots,
    busy: i.busy,
    texts: {
      title: t("sky_hand"),
      turnLeft: t("sky_turn_left"),
      turnRight: t("sky_turn_right"),
      noSpot: t("sky_no_spot"),
      oneSpot: t("sky_spots_one"),
      spots: (n) => t("sky_spots", n),
      keys: t("sky_turn_keys"),
    },
    select: i.select,
    rotate: i.rotate,
  });
}
