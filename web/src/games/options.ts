// Options some games draw their own way in the lobby's form (a game's
// option otherwise is a drop-down of its values or a line of text).
import type { GameOption } from "../api";
import { spiritislandOption } from "./spiritisland-options";

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

const controls: Record<string, OptionControl> = { spiritisland: spiritislandOption };

/** optionControl draws a game's option its own way, or gives null. */
export function optionControl(game: string, i: OptionInput): { control: HTMLElement; help: string } | null {
  return controls[game]?.(i) ?? null;
}
