// Building in Isle of Skye: the tiles to lay drawn as buttons to pick from,
// the chosen one as turned, the turn buttons, and how many places fit
// (tilehand.ts draws them).
import { h } from "../dom";
import { tileIcon } from "./skye-art";
import { tileName, tx } from "./skye-text";
import { turnTile, type Tile } from "./skye-view";
import { tileHand } from "./tilehand";

/** What the building controls are drawn from. */
export interface BuildInput {
  pending: Tile[]; // as printed
  fits: Set<number>; // the ids of tiles that fit somewhere
  selected: number; // the chosen tile's id
  quarters: number; // its turn as shown
  spots: number; // how many places fit the chosen tile as turned
  busy: boolean;
  select(id: number): void;
  rotate(by: number): void;
}

/** buildControls offers the tiles to lay: pick one and turn it. */
export function buildControls(i: BuildInput): HTMLElement {
  return tileHand({
    cls: "skye-build",
    testid: (id) => `lay-${id}`,
    tiles: i.pending.map((tile) => ({
      id: tile.tile,
      name: tileName(tile),
      face: [tileIcon(tile.tile === i.selected ? turnTile(tile, i.quarters) : tile), h("span", {}, tx("tile_n", tile.tile))],
      fits: i.fits.has(tile.tile),
    })),
    selected: i.selected,
    spots: i.spots,
    busy: i.busy,
    texts: {
      title: tx("to_lay"),
      turnLeft: tx("turn_left"),
      turnRight: tx("turn_right"),
      noSpot: tx("no_spot"),
      oneSpot: tx("spots_one"),
      spots: (n) => tx("spots", n),
      keys: tx("turn_keys"),
    },
    select: i.select,
    rotate: i.rotate,
  });
}
