// Merchants of Sky Islands (空島の商人): the view the server sends
// (games/skymerchants/view.go), its action codes (actions.go), and turning
// island edges.
import type { Choice } from "../api";

/** An airship's colour: red wine, white canvas and blue flight-stone are cubes; green is 1 VP. */
export type Airship = "red" | "white" | "blue" | "green";

/** The cube colours, in the order of the view's cube counts and the action codes. */
export const cubeColours: Airship[] = ["red", "white", "blue"];

/** An island part of a tile: the edges it touches ("NES", "" for an islet) and its buildings. */
export interface Part {
  edges: string;
  house: number; // seat, -1 for none
  tower: boolean;
  harbour: boolean;
}

/** A tile on the board (x, y, turn in degrees clockwise, parts as it lies) or in a hand (as printed). */
export interface Tile {
  tile: number;
  x: number;
  y: number;
  turn: number;
  airship: Airship;
  parts: Part[];
}

/** One connected island: its tiles, and what it would score if the game ended now. */
export interface IslandScore {
  tiles: number;
  closed: boolean;
  worth: number;
  influence: number[];
  points: number[];
  parts: Array<[number, number]>; // its tiles' cells
}

/** What one seat sees. */
export interface View {
  seats: number;
  viewer: number;
  round: number;
  to_move: number;
  step: "place" | "build" | "trade" | "return" | "over";
  tiles: Tile[];
  last?: [number, number];
  hand: Tile[];
  hand_size: number[];
  shown: Tile[][];
  pile: number;
  cubes: Array<[number, number, number]>;
  supply: [number, number, number];
  towers: number;
  harbours: number;
  houses: number[];
  score: number[];
  islands: IslandScore[];
}

/** Action kinds: the code's top four bits. */
export const kinds = {
  place: 1,
  discard: 2,
  house: 3,
  tower: 4,
  harbour: 5,
  doneBuilding: 6,
  trade: 7,
  doneTrading: 8,
  giveBack: 9,
} as const;

/** A legal action, decoded. Codes exceed 2^31, so they are read with unsigned shifts. */
export interface Move {
  action: number;
  text: string;
  kind: number;
  tile: number; // place, discard: the tile id
  x: number; // place, build: the cell
  y: number;
  turn: number; // place: quarter turns clockwise
  part: number; // build: the island part
  give: number; // trade: the colour given (0 red, 1 white, 2 blue); return: the colour
  get: number; // trade: the colour got
}

/** decode reads a legal action's code. */
export function decode(c: Choice): Move {
  const a = c.action;
  const kind = Math.floor(a / 2 ** 28);
  const x = ((a >>> 9) & 127) - 64;
  const y = ((a >>> 2) & 127) - 64;
  const placing = kind === kinds.place;
  return {
    action: a,
    text: c.text,
    kind,
    tile: (placing ? (a >>> 16) & 63 : a & 63) + 1,
    x,
    y,
    turn: a & 3,
    part: a & 3,
    give: kind === kinds.trade ? (a >>> 2) & 3 : a & 3,
    get: a & 3,
  };
}

const edgeOrder = "NESW";

/** turnEdges turns a set of edges ("NE") by quarter turns clockwise (negative: anticlockwise), in NESW order. */
export function turnEdges(edges: string, quarters: number): string {
  const turned = [...edges].map((e) => edgeOrder[(edgeOrder.indexOf(e) + quarters + 400) % 4]!);
  return [...edgeOrder].filter((e) => turned.includes(e)).join("");
}

/** sameShape reports whether the printed parts look the same turned by a and by b quarter turns. */
function sameShape(parts: Part[], a: number, b: number): boolean {
  const shape = (q: number): string =>
    parts
      .map((p) => turnEdges(p.edges, q))
      .sort()
      .join("|");
  return shape(a) === shape(b);
}

/** plainTurn is the smallest turn giving the same shape as turn: the one the rules offer. */
export function plainTurn(parts: Part[], turn: number): number {
  for (let q = 0; q < turn; q++) if (sameShape(parts, q, turn)) return q;
  return turn;
}
