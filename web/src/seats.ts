// Seats as people see them: a colour (0 red, 1 blue, 2 yellow, 3 green, 4 purple, 5 brown) and a name.
import { botName } from "./catalog";
import { h } from "./dom";
import { capital as upper, t, type Key } from "./i18n";

/** colourName is the seat's colour in words ("red"). */
export function colourName(seat: number): string {
  return seat >= 0 && seat < 6 ? t(`colour_${seat}` as Key) : "";
}

/** seatName names a seat by its player: the person's name, the bot with its colour ("Greedy (blue)", so that two bots differ), or the colour ("Blue player"). */
export function seatName(seat: SeatLike): string {
  if (seat.name) return seat.name;
  if (seat.bot) return t("bot_colour", botName(seat.bot), colourName(seat.seat));
  const colour = colourName(seat.seat);
  return t("colour_player", upper(colour));
}

/** A seat as the pages know it. */
export interface SeatLike {
  seat: number;
  name?: string;
  bot?: string;
  kind?: string;
  /** How many times the seat's person asked the coach, where known. */
  hints?: number;
}

/** playerName names a seat's player with the colour they play, for sentences: "Hana (blue)", "Greedy (blue)", "Blue player". */
export function playerName(seat: SeatLike): string {
  return seat.name ? t("bot_colour", seat.name, colourName(seat.seat)) : seatName(seat);
}

/** nameSeats writes a text of the server's with its seat marks ("{seat 2}") as the players' names, starting with a capital letter unless told not to. */
export function nameSeats(text: string, seats: SeatLike[], capital = true): string {
  const named = text.replace(/\{seat (\d+)\}/g, (_, n: string) => playerName(seats[Number(n)] ?? { seat: Number(n) }));
  return capital ? upper(named) : named;
}

/** swatch is a small disc in the seat's colour. */
export function swatch(seat: number): HTMLElement {
  return h("span", { class: `swatch seat-${seat}`, title: colourName(seat), "aria-hidden": "true" });
}
