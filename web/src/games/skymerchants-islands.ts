// The connected islands (ひとつなぎの島) of a Merchants of Sky Islands board:
// island parts whose island edges meet. They are numbered as the server
// lists them in the view's islands: by their first part, tile by tile in the
// order laid, part by part.
import type { Tile } from "./skymerchants-view";

/** The islands of a board: each tile's parts' island numbers, and which islands are closed. */
export interface Islands {
  of: number[][]; // by tile (as in view.tiles), by part
  closed: boolean[]; // by island
}

const step: Record<string, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const facing: Record<string, string> = { N: "S", E: "W", S: "N", W: "E" };

/** connect finds the islands of a board. */
export function connect(tiles: Tile[]): Islands {
  const at = new Map(tiles.map((t, i) => [`${t.x},${t.y}`, i] as const));
  const id = (i: number, p: number): number => i * 4 + p;
  const parent = new Map<number, number>(); // a part's parent in its island's tree; none for a root
  const find = (a: number): number => {
    for (let up = parent.get(a); up !== undefined; up = parent.get(a)) a = up;
    return a;
  };
  const join = (a: number, b: number): void => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra, rb);
  };
  const open = new Set<number>(); // parts with an island edge facing no tile
  tiles.forEach((t, i) =>
    t.parts.forEach((part, p) => {
      for (const e of part.edges) {
        const [dx, dy] = step[e]!;
        const n = at.get(`${t.x + dx},${t.y + dy}`);
        const q = n === undefined ? -1 : tiles[n]!.parts.findIndex((o) => o.edges.includes(facing[e]!));
        if (n === undefined || q < 0) open.add(id(i, p));
        else join(id(n, q), id(i, p));
      }
    }),
  );
  const number = new Map<number, number>();
  const closed: boolean[] = [];
  const of = tiles.map((t, i) =>
    t.parts.map((_, p) => {
      const root = find(id(i, p));
      if (!number.has(root)) {
        number.set(root, closed.length);
        closed.push(true);
      }
      return number.get(root)!;
    }),
  );
  for (const part of open) closed[of[Math.floor(part / 4)]![part % 4]!] = false;
  return { of, closed };
}
