// Which power is being resolved, to name it in the prompt and on the
// status chips. The view names a power only while its target is chosen
// (the decision's "power"); what follows (pushes, damage, a spirit's
// choice…) says nothing of it. A board seeing every move in turn knows it
// still: the power whose target it saw chosen resolves until no task is
// left. A board that missed a move (a reload, a jump in a replay) does not
// guess: it names no power until the next target.
import { pick } from "../i18n";
import { powerByKey } from "./spiritisland-data";
import type { View } from "./spiritisland-view";

/** A power resolving: its caster's seat and its key. */
export interface Resolving {
  seat: number;
  power: string;
  round: number;
  step: string;
  seq: number;
}

/** tracking follows the power resolving from view to view (seq: the match's move number). */
export function tracking(was: Resolving | null, v: View, seq: number): Resolving | null {
  const target = v.decisions.find((d) => d.power);
  if (target?.power) return { seat: target.seat, power: target.power, round: v.round, step: v.step, seq };
  if (!was || (seq !== was.seq && seq !== was.seq + 1) || was.round !== v.round || was.step !== v.step) return null;
  // No task left (every spirit between powers, or none deciding): the power has resolved.
  if (v.decisions.length === 0 || v.decisions.every((d) => d.kind === "powers")) return null;
  return { ...was, seq };
}

/** resolvingName names the power resolving in the page's language ("" for none known). */
export function resolvingName(v: View, r: Resolving | null): string {
  if (!r) return "";
  const spirit = v.spirits.find((sp) => sp.seat === r.seat)?.spirit ?? "";
  const p = powerByKey(r.power, spirit);
  return p ? pick(p.name) : r.power;
}
