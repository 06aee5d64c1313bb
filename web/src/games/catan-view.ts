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
export type Terrain = "hills" | "forest" | "pasture" | "fields" | "mountains" | "desert" | "sea" | "gold" | "hidden" | "none";

/** The terrains in the order of the action codes (games/catan/pieces.go). */
export const terrainOrder: Terrain[] = ["sea", "desert", "hills", "forest", "pasture", "fields", "mountains", "gold"];

/** The harbour kinds in the order of the action codes: the resources, then 3:1. */
export const harbourKinds = ["brick", "lumber", "wool", "grain", "ore", "3:1"] as const;

/** A harbour's kind: "3:1" or the resource it takes 2:1. */
export type HarbourKind = (typeof harbourKinds)[number];

/** A hex of the board, numbered from 1 in reading order. */
export interface Hex {
  hex: number;
  q: number;
  r: number;
  terrain: Terrain;
  number?: number;
  /** The Unknown Island: whose start island the hex belongs to, -1 none. */
  island?: number;
}

/**
 * A harbour: the two intersections it serves (numbered from 1) and "3:1" or
 * the resource it takes 2:1; the hex it lies on and the side it faces (-1
 * while a harbour tile found waits for land, and then no at); a Seafarers
 * harbour chip; blocked by the pirate.
 */
export interface Harbour {
  at?: [number, number];
  kind: HarbourKind;
  hex?: number;
  side?: number;
  chip?: boolean;
  blocked?: boolean;
}

/** What a player took in the selection phase and has not laid. */
export interface Held {
  tiles?: Partial<Record<Terrain, number>>;
  chips?: number[];
  harbour?: HarbourKind;
  chip?: boolean;
}

/** Tiles by terrain, harbours by kind, number chips: the supply, or what is still face down. */
export interface Supply {
  tiles: Partial<Record<Terrain, number>>;
  harbours: Partial<Record<HarbourKind, number>>;
  harbour_chips?: Partial<Record<HarbourKind, number>>;
  numbers: number[];
}

/** An answer to an offer: "" still to answer, answered (secret until all have), accept, decline, composing, counter. */
export interface Answer {
  seat: number;
  answer: "" | "answered" | "accept" | "decline" | "composing" | "counter";
  give?: number[];
  get?: number[];
}

/** An offer under way between players. */
export interface Trade {
  from: number;
  give: number[];
  get: number[];
  to: number[] | null;
  answers: Answer[] | null;
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
  ships?: string[];
  new_ships?: string[];
  gold?: number;
  held?: Held;
}

/** A step of the game: what it waits for. */
export type Step =
  | "select"
  | "island"
  | "start_pay"
  | "offer"
  | "respond"
  | "confirm"
  | "gold"
  | "orient"
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
  scenario?: "base" | "unknown-island";
  board: string;
  hexes: Hex[];
  /** The ring of sea around the board, numbered after the interior. */
  frame?: Hex[];
  harbours: Harbour[];
  robber: number; // hex, 0 while off the board
  pirate?: number; // hex, 0 while off the board
  stolen?: { thief: number; victim: number; resource: Resource };
  trade?: Trade;
  supply?: Supply;
  face_down?: Supply;
  starts?: number[];
  orient?: number;
  options?: Record<string, string>;
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
  propose: 15,
  give: 16,
  ask: 17,
  send: 18,
  cancel: 19,
  accept: 20,
  decline: 21,
  counter: 22,
  confirm: 23,
  ship: 24,
  moveShip: 25,
  pirate: 26,
  gold: 27,
  orient: 28,
  buyHarbour: 29,
  pick: 30,
  pickHarbour: 31,
  placeTile: 32,
  placeHarbour: 33,
  placeChip: 34,
  startPay: 35,
} as const;

/** pack makes an action's code: kind<<24 | x<<12 | y. */
export function pack(kind: number, x: number, y: number): number {
  return kind * 2 ** 24 + (x << 12) + y;
}

/** A harbour buy, unpacked: the source (a hex from 0, or 112 + kind for a chip), the pair a 3:1 harbour costs, the sea hex and side it goes to. */
export interface Buy {
  source: number;
  pair: number;
  target: number;
  side: number;
}

/** The first harbour-chip source of a buy: sources from here on are chips, by kind. */
export const chipSource = 112;

/** buyOf unpacks a harbour buy's move. */
export function buyOf(m: Move): Buy {
  return { source: m.x & 127, pair: m.x >> 7, target: m.y >> 3, side: m.y & 7 };
}

/** The ten pairs of different resources a 3:1 harbour's price adds, in the order of a buy's pair. */
export const pairs: Array<[number, number]> = (() => {
  const out: Array<[number, number]> = [];
  for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) out.push([a, b]);
  return out;
})();

/** What buying a harbour costs, by kind (games/catan/harbour.go); a 3:1 harbour adds a pair. */
export const harbourPrice: Record<HarbourKind, number[]> = {
  brick: [2, 1, 0, 0, 1],
  lumber: [1, 2, 0, 0, 1],
  wool: [1, 1, 1, 0, 1],
  grain: [1, 1, 0, 1, 1],
  ore: [1, 1, 0, 0, 2],
  "3:1": [1, 1, 0, 0, 1],
};

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

/** What a ship costs (Seafarers). */
export const shipCost = [0, 1, 1, 0, 0];

/** How many of each piece a player has in all. */
export const piecesEach = { road: 15, settlement: 5, city: 4, ship: 15 } as const;

/** canPay tells whether a hand holds a cost. */
export function canPay(hand: number[] | undefined, cost: number[]): boolean {
  return !!hand && cost.every((n, r) => (hand[r] ?? 0) >= n);
}
