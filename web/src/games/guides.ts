// The "How to play" guide of each game by id (web/src/learn.ts draws them),
// and what the lobby and the guide say of a game at a glance.
import type { GameInfo } from "../api";
import { t } from "../i18n";
import { catanGuide } from "./catan-guide";
import { micronesiaGuide } from "./micronesia-guide";
import { skyeGuide } from "./skye-guide";
import { skymerchantsGuide } from "./skymerchants-guide";
import { spiritislandGuide } from "./spiritisland-guide";
import type { Guide } from "./types";

const guides: Record<string, Guide> = {
  catan: catanGuide,
  micronesia: micronesiaGuide,
  skye: skyeGuide,
  skymerchants: skymerchantsGuide,
  spiritisland: spiritislandGuide,
};

/** guideFor gives a game's guide; null for a game without one. */
export function guideFor(game: string): Guide | null {
  return guides[game] ?? null;
}

/** gameFacts says a game's players and length ("2–4 players · 45–60 min"). */
export function gameFacts(guide: Guide | null, info: GameInfo | undefined): string {
  const facts: string[] = [];
  if (info) facts.push(t("guide_players", info.min_seats, info.max_seats));
  if (guide) facts.push(guide.minutes[0] === guide.minutes[1] ? t("guide_minutes_one", guide.minutes[0]) : t("guide_minutes", guide.minutes[0], guide.minutes[1]));
  if (info?.cooperative) facts.push(t("guide_cooperative"));
  return facts.join(" · ");
}
