// The renderer of each game by id; a game without one gets the plain list of choices.
import { catan } from "./catan";
import { generic } from "./generic";
import { micronesia } from "./micronesia";
import { skye } from "./skye";
import { skymerchants } from "./skymerchants";
import { spiritisland } from "./spiritisland";
import type { GameRenderer } from "./types";

const renderers: Record<string, GameRenderer> = { catan, micronesia, skye, skymerchants, spiritisland };

/** rendererFor gives the game's renderer. */
export function rendererFor(game: string): GameRenderer {
  return renderers[game] ?? generic;
}
