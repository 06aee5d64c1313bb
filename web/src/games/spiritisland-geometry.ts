// Where each board of a Spirit Island layout lies: boards are turned and
// moved so that their joined sides meet as boards.json says (a side's
// positions meet reversed), from the designed shapes in board-shapes.json.
import { layouts, shapes, type Pt, type Side } from "./spiritisland-data";

/** A rigid motion: turn by angle (radians) about the origin, then move by (dx, dy). */
export interface Motion {
  cos: number;
  sin: number;
  dx: number;
  dy: number;
}

/** apply moves a point. */
export function apply(m: Motion, p: Pt): Pt {
  return [m.cos * p[0] - m.sin * p[1] + m.dx, m.sin * p[0] + m.cos * p[1] + m.dy];
}

function sideEnds(side: Side): [Pt, Pt] {
  const c = shapes.corners;
  return side === "bottom" ? [c.c0, c.c1] : side === "right" ? [c.c1, c.c2] : [c.c2, c.c3];
}

/** placeBoards gives the motion of each place of an n-board layout. */
export function placeBoards(n: number): Motion[] {
  const placed: (Motion | undefined)[] = [{ cos: 1, sin: 0, dx: 0, dy: 0 }];
  const layout = layouts.find((l) => l.boards === n);
  for (let pass = 0; pass < n; pass++) {
    for (const j of layout?.joins ?? []) {
      const [from, fromSide, to, toSide] =
        placed[j.a] && !placed[j.b] ? [j.a, j.a_side, j.b, j.b_side] : placed[j.b] && !placed[j.a] ? [j.b, j.b_side, j.a, j.a_side] : [-1, "bottom", -1, "bottom"];
      const m = placed[from];
      if (!m) continue;
      const [p0, p1] = sideEnds(fromSide as Side).map((p) => apply(m, p)) as [Pt, Pt];
      const [q0, q1] = sideEnds(toSide as Side);
      // q0 goes to p1 and q1 to p0.
      const angle = Math.atan2(p0[1] - p1[1], p0[0] - p1[0]) - Math.atan2(q1[1] - q0[1], q1[0] - q0[0]);
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      placed[to] = { cos, sin, dx: p1[0] - (cos * q0[0] - sin * q0[1]), dy: p1[1] - (sin * q0[0] + cos * q0[1]) };
    }
  }
  return Array.from({ length: n }, (_, i) => placed[i] ?? { cos: 1, sin: 0, dx: 0, dy: 30 * i });
}

/** centroid is a polygon's centre of area. */
export function centroid(poly: Pt[]): Pt {
  let a = 0;
  let x = 0;
  let y = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    const cross = p[0] * q[1] - q[0] * p[1];
    a += cross;
    x += (p[0] + q[0]) * cross;
    y += (p[1] + q[1]) * cross;
  });
  return a === 0 ? poly[0]! : [x / (3 * a), y / (3 * a)];
}
