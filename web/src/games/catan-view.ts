// Catan (カタン): the view the server sends (games/catan/view.go,
// games/catan/POSITION.md) and its action codes (games/catan/actions.go,
// server/API.md).
import type { Choice } from "../api";

/** The resources, in the order of hands, the bank, rates and action codes. */
export const resources = ["brick", "lumber", "wool", "grain", "ore"] as const;

/** A resource card (資源カード). */
export type Resource = (typeof resources)[number];

/** The development cards, in the order of the view's counts. */
export const devCards = ["knight", "victory_point", "road_building", "year_of_plenty", "monopoly"] as const;

/** A development card (発展カード). */
export type DevCard = (typeof devCards)[number];

/**
 * What a hex shows: the base game's terrains, and those Seafarers adds (sea,
 * gold fields, and a face-down hex, "hidden", until it is discovered).
 */
export type Terrain = "hills" | "forest" | "pasture" | "fields" | "mountains" | "desert" | "sea" | "gold" | "hidden";

/** A hex of the board, numbered from 1 in reading order. */
export interface Hex {
  hex: number;
  q: number;
  r: number;
  terrain: Terrain;
  number?: number;
}

/** A harbour: the two intersections it serves (numbered from 1) and "3:1" or the resource it takes 2:1. */
export interface Harbour {
  at: [number, number];
  kind: "3:1" | Resource;
}

/** A player as everybody sees them. */
export interface Player {
  seat: number;
  vp: number; // VP cards included for the viewer, and for everyone at the end
  cards: number;
  devs: number;
  knights: number;
  road_length: number;
  roads: string[]; // "12-17": the two intersections a road joins
  settlements: number[];
  cities: number[];
  to_discard?: number;
}

/** A step of the game: what it waits for. */
export type Step =
  | "setup_settlement"
  | "setup_road"
  | "roll"
  | "discard"
  | "robber"
  | "steal"
  | "main"
  | "road_building"
  | "special_build"
  | "over";

/** What one seat sees. */
export interface View {
  viewer: number;
  board: string;
  hexes: Hex[];
  harbours: Harbour[];
  robber: number; // hex, 0 while off the board
  step: Step;
  to_move: number[];
  current: number;
  dice: number[];
  bank: number[];
  deck: number;
  players: Player[];
  hand?: number[];
  devs?: number[];
  bought_this_turn?: number[];
  rates?: number[];
  dev_played: boolean;
  free_roads?: number;
  longest_road: number;
  largest_army: number;
  turn: number;
  goal: number;
  over: boolean;
}

/** Action kinds: the code's top byte. */
export const kinds = {
  settle: 1,
  road: 2,
  city: 3,
  roll: 4,
  end: 5,
  buyDev: 6,
  knight: 7,
  roadBuilding: 8,
  plenty: 9,
  monopoly: 10,
  robber: 11,
  steal: 12,
  discard: 13,
  trade: 14,
} as const;

/** A legal action, decoded: x and y count from 0 (intersection, path, hex, seat or resource). */
export interface Move {
  action: number;
  text: string;
  kind: number;
  x: number;
  y: number;
}

/** decode reads a legal action's code, packed as kind<<24 | x<<12 | y. */
export function decode(c: Choice): Move {
  const a = c.action;
  return { action: a, text: c.text, kind: Math.floor(a / 2 ** 24), x: (a >>> 12) & 0xfff, y: a & 0xfff };
}

/** roadEnds reads a road's name, "12-17", as its two intersections counted from 0. */
export function roadEnds(name: string): [number, number] | null {
  const m = /^(\d+)-(\d+)$/.exec(name);
  return m ? [Number(m[1]) - 1, Number(m[2]) - 1] : null;
}

/** What things cost, by resource. */
export const costs: Record<"road" | "settlement" | "city" | "dev", number[]> = {
  road: [1, 1, 0, 0, 0],
  settlement: [1, 1, 1, 1, 0],
  city: [0, 0, 0, 2, 3],
  dev: [0, 0, 1, 1, 1],
};

/** How many of each piece a player has in all. */
export const piecesEach = { road: 15, settlement: 5, city: 4 } as const;

/** canPay tells whether a hand holds a cost. */
export function canPay(hand: number[] | undefined, cost: number[]): boolean {
  return !!hand && cost.every((n, r) => (hand[r] ?? 0) >= n);
}
