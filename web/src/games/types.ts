// What every game's renderer provides, so the match and replay pages can
// draw any game: a board that redraws itself from a view, and per-seat figures;
// what a game's own control for one of its options in the lobby is given;
// and a game's "How to play" guide.
import type { Choice, GameOption } from "../api";
import type { Named } from "../i18n";

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

/**
 * A game's "How to play" page, in shima's own words, in both languages
 * (web/src/learn.ts draws it). Plain text only: no HTML in any string.
 */
export interface Guide {
  /** How long a game takes, in minutes: [shortest, longest]. */
  minutes: [number, number];
  /** picture draws the game's emblem from its own board art (the lobby's card, the guide's head). */
  picture(): Element;
  /** The game in a few sentences: who the players are, how one wins. */
  intro: Named[];
  /**
   * The parts of the page, in order. Among them, by id: "setup", "turn"
   * (the turn's steps; each step may be a section of its own, "turn-…"),
   * "score" (how one scores, or for a cooperative game how the team wins)
   * and "end" (how the game ends).
   */
  sections: GuideSection[];
  /** The words the game's prompts and panels use, each explained. */
  terms: Term[];
  /**
   * sectionOf gives the id of the section for the part of the turn a
   * match is in, from the game's view (as the match page has it); the match
   * page's link opens the guide there.
   */
  sectionOf(view: unknown): string;
}

/** A part of a guide. */
export interface GuideSection {
  /** Its anchor (letters, digits and dashes): "turn-build". */
  id: string;
  title: Named;
  /** Paragraphs. */
  text: Named[];
  /** Steps in order, when the part is a sequence (drawn as a numbered list after the text). */
  steps?: Named[];
  /** picture draws an example with the game's board art, with its caption. */
  picture?: () => { art: Element; caption: Named };
}

/** A word the prompts use, and what it means. */
export interface Term {
  term: Named;
  means: Named;
}
