// Catan's places in words, as the game's events name them (games/catan,
// events.go): a hex by its terrain and number ("hills 9"), an intersection by
// the hexes around it and a path by the two beside it, the land first and
// each name once ("fields 11, mountains 8 and the sea"). The board's targets
// are labelled so, for a hover and for a screen reader, rather than by the
// numbers of the actions' texts ("settle 37", "road 31-37").
import { lang, list } from "../i18n";
import { neighbours, type Geometry, type HexPlace } from "./catan-geometry";
import { terrainName, tx } from "./catan-text";
import { buyOf, kinds, terrainOrder, type Move, type View } from "./catan-view";

/** land tells the hexes that are land (not sea, not an empty place, not a tile face down). */
const land = (p: HexPlace): boolean => !["sea", "none", "hidden"].includes(p.hex.terrain);

/** hexWords names one hex: "hills 9", "the desert", "the sea", "a face-down tile". */
export function hexWords(p: HexPlace): string {
  const t = p.hex.terrain;
  if (t === "sea" || t === "desert" || t === "none" || t === "hidden") return tx(`the_${t}`);
  return p.hex.number ? tx("hex_words", terrainName(t), p.hex.number) : terrainName(t);
}

/** joined lists names as the game's events do: "a, b and c"; 「a・b・c」. */
function joined(names: string[]): string {
  return lang() === "ja" ? names.join("・") : list(names);
}

/** hexesWords names hexes as a list, the land first, each name once; others (the sea, a harbour) after them. */
function hexesWords(places: HexPlace[], others: string[]): string {
  const names = [...places.filter(land), ...places.filter((p) => !land(p))].map(hexWords);
  return joined([...new Set([...names, ...others])]);
}

/** seaWords names what lies off the board beside intersections (from 0): the harbour they all serve, else the sea. */
function seaWords(v: View, vertices: number[]): string {
  const harbour = v.harbours.find((hb) => vertices.every((x) => hb.at?.includes(x + 1)));
  return harbour ? tx("the_harbour", harbour.kind === "3:1" ? "3:1" : tx("harbour_2", tx(harbour.kind))) : tx("the_sea");
}

/** vertexWords names intersection v (from 0) by its hexes, and its harbour or the sea where the board ends. */
export function vertexWords(v: View, g: Geometry, vertex: number): string {
  const around = g.vertexHexes[vertex] ?? [];
  return hexesWords(around, around.length < 3 ? [seaWords(v, [vertex])] : []);
}

/** edgeWords names path e (from 0) by the hexes beside it, and its harbour or the sea where the board ends. */
export function edgeWords(v: View, g: Geometry, e: number): string {
  const [a, b] = g.edges[e] ?? [-1, -1];
  const beside = (g.vertexHexes[a] ?? []).filter((p) => (g.vertexHexes[b] ?? []).includes(p));
  return hexesWords(beside, beside.length < 2 ? [seaWords(v, [a, b])] : []);
}

/** placeWords names hex number hex (from 1), with the land beside it where it is not land itself. */
function placeWords(g: Geometry, hex: number): string {
  const p = g.byNumber.get(hex);
  if (!p) return "";
  if (land(p)) return hexWords(p);
  const next = neighbours.map(([dq, dr]) => g.hexAt.get(`${p.hex.q + dq},${p.hex.r + dr}`)).filter((x): x is HexPlace => !!x && land(x));
  return next.length > 0 ? tx("place_by", hexWords(p), joined([...new Set(next.map(hexWords))])) : hexWords(p);
}

/** sideWords names side k of hex (from 1) by what it faces. */
function sideWords(g: Geometry, hex: number, k: number): string {
  const p = g.byNumber.get(hex);
  const [dq, dr] = neighbours[k] ?? [0, 0];
  const facing = p && g.hexAt.get(`${p.hex.q + dq},${p.hex.r + dr}`);
  return facing ? tx("facing", placeWords(g, hex), hexWords(facing)) : placeWords(g, hex);
}

/**
 * moveWords says in words what a move on the board does, for its target's
 * label: "Settlement by fields 11, mountains 8 and hills 9"; its own text
 * where it names no place.
 */
export function moveWords(m: Move, v: View, g: Geometry): string {
  switch (m.kind) {
    case kinds.settle:
      return tx("settle_words", vertexWords(v, g, m.x));
    case kinds.city:
      return tx("city_words", vertexWords(v, g, m.x));
    case kinds.startPay:
      return tx("start_pay_words", vertexWords(v, g, m.x));
    case kinds.road:
      return tx("road_words", edgeWords(v, g, m.x));
    case kinds.ship:
      return tx("ship_words", edgeWords(v, g, m.x));
    case kinds.moveShip:
      return tx("move_ship_words", edgeWords(v, g, m.x), edgeWords(v, g, m.y));
    case kinds.robber:
      return tx("robber_words", placeWords(g, m.x + 1));
    case kinds.pirate:
      return tx("pirate_words", placeWords(g, m.x + 1));
    case kinds.placeTile:
      return tx("tile_words", terrainName(terrainOrder[m.x] ?? "none"), placeWords(g, m.y + 1));
    case kinds.placeChip:
      return tx("chip_words", m.x, placeWords(g, m.y + 1));
    case kinds.placeHarbour:
      return tx("harbour_words", sideWords(g, m.x + 1, m.y));
    case kinds.orient:
      return tx("orient_words", sideWords(g, m.x + 1, m.y));
    case kinds.buyHarbour: {
      const b = buyOf(m);
      return tx("buy_harbour_words", sideWords(g, b.target + 1, b.side));
    }
  }
  return m.text;
}
