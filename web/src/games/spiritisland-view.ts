// Spirit Island's view as the server sends it (games/spiritisland/POSITION.md,
// "View") and its actions' codes (server/API.md).
import type { Named } from "../i18n";

/** What lies on a land: pieces by name ("town_1": damaged towns with 1 health left; "town" and "city": undamaged, with View.health). */
export interface Land {
  land: string;
  terrain: string;
  coastal?: boolean;
  explorer?: number;
  town?: number;
  town_2?: number;
  town_1?: number;
  city?: number;
  city_3?: number;
  city_2?: number;
  city_1?: number;
  dahan?: number;
  dahan_1?: number;
  blight?: number;
  presence?: number[];
  defend?: number;
  effects?: string[];
}

/** An invader card face up and the lands it names. */
export interface InvaderCard {
  key: string;
  stage: number;
  lands: string[];
}

/** A presence track: spaces uncovered of all, and what the next presence taken uncovers. */
export interface Track {
  uncovered: number;
  spaces: number;
  next?: { energy?: number; plays?: number; element?: string; reclaim_one?: boolean; any_element?: boolean };
}

/** A spirit's panel and cards. */
export interface SpiritView {
  seat: number;
  spirit: string;
  name: Named;
  phase: string;
  energy: number;
  income: number;
  plays: number;
  presence: number;
  destroyed: number;
  drowned?: number;
  energy_track: Track;
  card_track: Track;
  hand: string[];
  played: string[];
  discard: string[];
  unresolved: string[];
  elements: Record<string, number>;
  innates: { key: string; levels: number; of: number; used?: boolean }[];
  usable: { power: string; made_fast?: boolean }[];
  drawn: string[];
}

/** A decision waiting on a spirit (power: the key of the power whose target it chooses). */
export interface Decision {
  seat: number;
  kind: string;
  land?: string;
  power?: string;
  /** Who asks (the game names it: POSITION.md, "decisions"). */
  by: Asker;
  /** Who asks and what the choice does, in the game's words: "Blight cascades from D4: choose a land beside it for the blight". */
  prompt: Named;
  options: Named[];
}

/** Who asks a decision: growth, play, powers, setup, power, fear-card, blight-card, adversary, cascade or spirit (a spirit's own rule); the key of its power, card or rule, its name, and its card's or rule's text. */
export interface Asker {
  kind: string;
  key?: string;
  name: Named;
  text?: Named;
}

/** An adversary's rule: its level (0 for the loss condition and escalation), name and text. */
export interface AdversaryRule {
  level: number;
  name: Named;
  text: Named;
}

/** The adversary leading the invaders, its rules in force, and England's High Immigration tile. */
export interface Adversary {
  key: string;
  name: Named;
  level: number;
  difficulty: number;
  loss?: AdversaryRule;
  escalation: AdversaryRule;
  rules: AdversaryRule[];
  fear_cards: number[];
  high_immigration?: { card: InvaderCard | null; removed?: boolean };
}

/** The whole view. */
export interface View {
  viewer: number;
  boards: string;
  round: number;
  step: string;
  over: boolean;
  won?: boolean;
  end?: string;
  lands: Land[];
  health: Health;
  adversary?: Adversary;
  invaders: { ravage: InvaderCard | null; build: InvaderCard | null; explore: InvaderCard | null; deck: number; next_stage: number; discard: string[] };
  fear: { pool: number; generated: number; earned: number; deck: number; terror: number; to_next: number; victory: Named; resolved: string[] };
  blight: { pool: number; card: boolean; blighted: boolean; key?: string; name?: Named; text?: Named };
  spirits: SpiritView[];
  powers: { minors: number; majors: number; discard: string[] };
  decisions: Decision[];
}

/** An action split into its kind and numbers, with its code and text. */
export interface Move {
  code: number;
  kind: number;
  x: number;
  y: number;
  text: string;
}

/** decode splits an action: kind = a >> 24, x = (a >> 12) & 0xfff, y = a & 0xfff. */
export function decode(code: number, text = ""): Move {
  return { code, kind: code >>> 24, x: (code >>> 12) & 0xfff, y: code & 0xfff, text };
}

/** The action kinds (server/API.md). */
export const kinds = {
  growth: 1,
  play: 2,
  done: 3,
  resolve: 4,
  skip: 5,
  target: 6,
  push: 7,
  gather: 8,
  damage: 9,
  destroy: 10,
  remove: 11,
  stop: 12,
  option: 13,
  presence: 14,
  gain: 15,
  keep: 16,
  forget: 17,
  reclaim: 18,
  cascade: 19,
  chooseLand: 20,
  select: 21,
} as const;

/** landAt names the land an action numbers (its board's place × 9 + its number). */
export function landAt(boards: string, n: number): string {
  return (boards[Math.floor(n / 9)] ?? "?") + (n % 9);
}

/** The pieces an action names: kind << 3 | health left. */
export const pieceKinds = ["explorer", "town", "city", "dahan"] as const;

/** Each piece kind's full health in the game (towns 3 and cities 4 against England from level 5). */
export type Health = Record<(typeof pieceKinds)[number], number>;

/** pieceCode is the code of the pieces a land field holds, full the game's health. */
export function pieceCode(name: string, full: Health): number {
  const [kind = "", health] = name.split("_");
  const k = pieceKinds.indexOf(kind as (typeof pieceKinds)[number]);
  return (k << 3) | (health ? Number(health) : (full[kind as (typeof pieceKinds)[number]] ?? 1));
}

/** The land fields holding pieces, in the order they are drawn. */
export const pieceFields = ["city", "city_3", "city_2", "city_1", "town", "town_2", "town_1", "explorer", "dahan", "dahan_1"] as const;

/** settingUp reports whether a spirit is making its set-up choice (where its starting presence goes), the first decision of a game. */
export function settingUp(v: View, seat: number): boolean {
  const d = v.decisions.find((x) => x.seat === seat);
  const sp = v.spirits.find((x) => x.seat === seat);
  return v.round === 1 && v.step === "spirit" && d?.kind === "select" && sp?.phase === "growth";
}
