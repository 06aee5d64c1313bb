// Options some games draw their own way in the lobby's form (a game's
// option otherwise is a drop-down of its values or a line of text). The
// controls' contract, OptionInput and OptionControl, is in types.ts.
import { spiritislandOption } from "./spiritisland-options";
import type { OptionControl, OptionInput } from "./types";

const controls: Record<string, OptionControl> = { spiritisland: spiritislandOption };

/** optionControl draws a game's option its own way, or gives null. */
export function optionControl(game: string, i: OptionInput): { control: HTMLElement; help: string } | null {
  return controls[game]?.(i) ?? null;
}
