// Spirit Island's printed facts, read from the game's own data files (one
// source for the engine and the browser): the designed drawing of the boards
// and how boards join in a layout, the power cards (in the engine's order:
// a card's index is its number in the actions), the spirits' tracks and
// innate powers, and the fear cards' names.
import shapesFile from "../../../games/spiritisland/data/board-shapes.json";
import boardsFile from "../../../games/spiritisland/data/boards.json";
import fearFile from "../../../games/spiritisland/data/fear.json";
import invadersFile from "../../../games/spiritisland/data/invaders.json";
import powersFile from "../../../games/spiritisland/data/powers.json";
import spiritsFile from "../../../games/spiritisland/data/spirits.json";
import type { Named } from "../i18n";

/** A point in board or island coordinates (x right, y down). */
export type Pt = [number, number];

/** A side of a board: bottom runs c0→c1, right c1→c2, top c2→c3. */
export type Side = "bottom" | "right" | "top";

interface Shapes {
  corners: Record<"c0" | "c1" | "c2" | "c3", Pt>;
  boards: Record<string, Pt[][]>;
}

interface Layout {
  boards: number;
  joins: { a: number; a_side: Side; b: number; b_side: Side }[];
}

/** Where a power reaches from and how far. */
export interface Range {
  from: string;
  distance?: number;
  terrains?: string[];
}

/** What a power targets. */
export interface Target {
  kind: string;
  terrains?: string[];
  filter?: string[];
}

/** An element threshold and what reaching it does. */
export interface Threshold {
  elements: Record<string, number>;
  text: Named;
}

/** A power card. */
export interface Power {
  key: string;
  name: Named;
  deck: string;
  cost: number;
  speed: string;
  range: Range;
  target: Target;
  elements: string[];
  text: Named;
  thresholds?: Threshold[];
}

/** An innate power of a spirit. */
export interface Innate {
  key: string;
  name: Named;
  speed: string;
  range: Range;
  target: Target;
  levels: Threshold[];
}

/** A space of a presence track. */
export interface TrackSpace {
  energy?: number;
  cards?: number;
  element?: string;
  reclaim_one?: boolean;
}

/** A spirit's panel as printed. */
export interface Spirit {
  key: string;
  name: Named;
  energy: TrackSpace[];
  cards: TrackSpace[];
  innates: Innate[];
}

/** An adversary as printed: its name, difficulty at level 0 and each level's. */
export interface AdversaryInfo {
  key: string;
  name: Named;
  difficulty: number;
  levels: { level: number; difficulty: number; name: Named }[];
}

/** The three adversaries, easiest first. */
export const adversaries = (invadersFile as unknown as { adversaries: AdversaryInfo[] }).adversaries;

/** difficultyAt is an adversary's difficulty at a level (0-6). */
export function difficultyAt(a: AdversaryInfo, level: number): number {
  return level === 0 ? a.difficulty : (a.levels.find((l) => l.level === level)?.difficulty ?? a.difficulty);
}

const invaderCards = (invadersFile as unknown as { cards: { key: string; escalation: boolean }[] }).cards;

/** escalates reports whether an invader card bears the escalation flag (its adversary's escalation happens when it is explored). */
export function escalates(key: string): boolean {
  return invaderCards.some((c) => c.key === key && c.escalation);
}

/** The playable spirits' keys and names, in the data's order. */
export function spiritList(): { key: string; name: Named }[] {
  return spirits.map((sp) => ({ key: sp.key, name: sp.name }));
}

/** The designed shapes of boards A-D: per board, a polygon per land (0 the ocean). */
export const shapes = shapesFile as unknown as Shapes;

/** The standard layouts by number of boards. */
export const layouts = (boardsFile as unknown as { layouts: Layout[] }).layouts;

/** The power cards in the engine's order. */
export const powers = (powersFile as unknown as { powers: Power[] }).powers;

const spirits = (spiritsFile as unknown as { spirits: Spirit[] }).spirits;
const fears = (fearFile as unknown as { fear: { key: string; name: Named }[] }).fear;

/** spiritOf gives a spirit's printed panel by key. */
export function spiritOf(key: string): Spirit | undefined {
  return spirits.find((s) => s.key === key);
}

/** powerOf gives a power card by key. */
export function powerOf(key: string): Power | undefined {
  return powers.find((p) => p.key === key);
}

/** fearName names a fear card by key. */
export function fearName(key: string): Named {
  return fears.find((f) => f.key === key)?.name ?? { en: key, ja: key };
}

/** innateIndex is where innate powers start among the powers of an action. */
export const innateIndex = 120;

/** powerAt gives the card or innate power an action's power number names, for a spirit. */
export function powerAt(n: number, spirit: string): Power | Innate | undefined {
  return n >= innateIndex ? spiritOf(spirit)?.innates[n - innateIndex] : powers[n];
}

/** powerByKey finds a card or one of the spirit's innate powers by key. */
export function powerByKey(key: string, spirit: string): Power | Innate | undefined {
  return powerOf(key) ?? spiritOf(spirit)?.innates.find((i) => i.key === key);
}
