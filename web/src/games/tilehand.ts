// Laying a tile from a hand, which Isle of Skye and Merchants of Sky Islands
// share: the tile chosen and its turn, kept across redraws and turned by
// buttons or the R key, and the controls that draw the hand to pick from.
import { button, byTouch, h, type Child } from "../dom";
import { onRotateKey } from "./interact";

/** A legal place for a tile: which tile, at which turn (the smallest of the turns that look alike). */
export interface Laying {
  tile: number;
  turn: number;
}

/** plain gives tile id's turn as its places name it: the smallest turn that looks the same. */
export type Plain = (id: number, turn: number) => number;

/**
 * TileChoice is the tile a player has chosen to lay and its turn as the
 * player set it, in quarter turns, kept across redraws. The turn buttons and
 * the R key (while rotatable) turn it and redraw.
 */
export class TileChoice {
  selected = 0;
  turn = 0;
  rotatable = false;
  private redraw: () => void;

  constructor(el: Element, redraw: () => void) {
    this.redraw = redraw;
    onRotateKey(el, () => this.rotatable, (by) => this.rotate(by));
  }

  /** rotate turns the chosen tile by quarter turns (1 on, -1 back) and redraws. */
  rotate(by: number): void {
    this.turn = (this.turn + by + 4) % 4;
    this.redraw();
  }

  /** reset forgets the choice, for a new turn. */
  reset(): void {
    this.selected = 0;
    this.turn = 0;
  }

  /** choose picks tile id; it keeps its turn if that fits somewhere, else takes the first turn that does. */
  choose(id: number, places: Laying[], plain: Plain): void {
    const own = places.filter((p) => p.tile === id);
    if (!own.some((p) => p.turn === plain(id, this.turn))) this.turn = Math.min(...own.map((p) => p.turn));
    this.selected = id;
  }

  /**
   * fitting keeps the choice among places (the legal ones now, at least
   * one): a tile that can no longer be laid gives way to the first that
   * can, as printed or at its first turn that fits. It returns the places
   * that fit the chosen tile as turned.
   */
  fitting<P extends Laying>(places: P[], plain: Plain): P[] {
    if (!places.some((p) => p.tile === this.selected)) {
      this.turn = 0;
      this.choose(places[0]!.tile, places, plain);
    }
    const q = plain(this.selected, this.turn);
    return places.filter((p) => p.tile === this.selected && p.turn === q);
  }
}

/** A tile of the hand as its button shows it. */
export interface HandTile {
  id: number;
  name: string; // what is on it in words, for a hover and a screen reader
  face: Child; // the tile drawn (as turned, when chosen), and any note under it
  fits: boolean; // it fits somewhere: it may be chosen
}

/** The game's words for the hand's controls. */
export interface HandTexts {
  title: string;
  turnLeft: string;
  turnRight: string;
  noSpot: string; // the chosen tile fits nowhere as turned
  oneSpot: string;
  spots(n: number): string;
  keys: string; // how the keyboard turns the tile
}

/** What the hand's controls are drawn from. */
export interface TileHandInput {
  cls: string; // the game's class for the whole
  testid(id: number): string; // a tile button's data-testid
  tiles: HandTile[];
  selected: number;
  spots: number; // how many places fit the chosen tile as turned
  busy: boolean;
  texts: HandTexts;
  select(id: number): void;
  rotate(by: number): void;
}

/** tileHand draws the hand as buttons to pick a tile from, the turn buttons, and how many places fit. */
export function tileHand(i: TileHandInput): HTMLElement {
  const tx = i.texts;
  return h(
    "div",
    { class: i.cls, "data-keep-clear": "" },
    h("h3", {}, tx.title),
    h(
      "div",
      { class: "hand-tiles" },
      i.tiles.map((tile) => {
        const chosen = tile.id === i.selected;
        return button(
          {
            class: `hand-tile${chosen ? " chosen" : ""}`,
            "data-testid": i.testid(tile.id),
            "aria-pressed": String(chosen),
            "aria-label": tile.name,
            disabled: i.busy || !tile.fits,
          },
          tile.face,
          () => i.select(tile.id),
        );
      }),
      h(
        "div",
        { class: "hand-rotate" },
        button({ "data-testid": "rotate-left", "aria-label": tx.turnLeft, title: tx.turnLeft, disabled: i.busy }, "⟲", () => i.rotate(-1)),
        button({ "data-testid": "rotate-right", "aria-label": tx.turnRight, title: tx.turnRight, disabled: i.busy }, "⟳", () => i.rotate(1)),
      ),
    ),
    h(
      "p",
      { class: `hint${i.spots === 0 ? " warn" : ""}` },
      i.spots === 0 ? tx.noSpot : i.spots === 1 ? tx.oneSpot : tx.spots(i.spots),
      !byTouch() && [" ", tx.keys],
    ),
  );
}
