// Seats as people see them: a colour (0 red, 1 blue, 2 yellow, 3 green, 4 purple) and a name.
import { botName } from "./catalog";
import { h } from "./dom";
import { t, type Key } from "./i18n";

/** colourName is the seat's colour in words ("red"). */
export function colourName(seat: number): string {
  return seat >= 0 && seat < 5 ? t(`colour_${seat}` as Key) : "";
}

/** seatName names a seat by its player: the person's name, the bot with its colour ("Greedy (blue)", so that two bots differ), or the colour ("Blue player"). */
export function seatName(seat: { seat: number; name?: string; bot?: string; kind?: string }): string {
  if (seat.name) return seat.name;
  if (seat.bot) return t("bot_colour", botName(seat.bot), colourName(seat.seat));
  const colour = colourName(seat.seat);
  return t("colour_player", colour.charAt(0).toUpperCase() + colour.slice(1));
}

/** swatch is a small disc in the seat's colour. */
export function swatch(seat: number): HTMLElement {
  return h("span", { class: `swatch seat-${seat}`, title: colourName(seat), "aria-hidden": "true" });
}
