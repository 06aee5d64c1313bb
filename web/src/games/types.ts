// What every game's renderer provides, so the match and replay pages can
// draw any game: a board that redraws itself from a view, and per-seat figures;
// and what a game's own control for one of its options in the lobby is given.
import type { Choice, GameOption } from "../api";

/** What a board is drawn from. */
export interface BoardInput {
  /** The game's view (its own JSON format) as the viewer sees it. */
  view: unknown;
  /** The viewer's legal actions; empty when it is not their move, and in replays. */
  legal: Choice[];
  /** Each seat's name, by seat. */
  names: string[];
  /** The viewer's seat, -1 for a spectator. */
  viewer: number;
  /** The match's event number: a new one clears half-made choices. */
  seq: number;
  /** A request is on its way: offer nothing until it is answered. */
  busy: boolean;
  /** send plays an action; the page refuses any code not in legal. */
  send(action: number): void;
}

/** A figure shown beside a seat's name ("Stock 12"). */
export interface SeatStat {
  label: string;
  value: string | number;
}

/** A game's board on a page; update redraws it. */
export interface Board {
  el: HTMLElement;
  update(input: BoardInput): void;
}

/** A game's drawing. */
export interface GameRenderer {
  /** board makes an empty board to update. */
  board(): Board;
  /** seatStats gives a seat's figures from a view. */
  seatStats(view: unknown, seat: number): SeatStat[];
  /**
   * asked says, in a few words, what the viewer is asked when they are to
   * move outside their own turn (answer an offer, discard after a 7); null
   * when it is their turn, which the page says itself.
   */
  asked?(view: unknown, viewer: number, names: string[]): string | null;
  /**
   * seatTitle is what the game calls a seat, where that says more than the
   * player's name (Spirit Island: the seat's spirit); null for none.
   */
  seatTitle?(view: unknown, seat: number): string | null;
}

/** What the lobby gives a game's own drawing of one of its options. */
export interface OptionInput {
  option: GameOption;
  /** The form's options now, by key. */
  values: Record<string, string>;
  /** The number of seats chosen. */
  seats: number;
  /** set changes an option; the form is drawn again unless quiet. */
  set(key: string, value: string, quiet?: boolean): void;
}

/** A game's control for an option, with the help to show under it; null: the lobby's own. */
export type OptionControl = (i: OptionInput) => { control: HTMLElement; help: string } | null;
