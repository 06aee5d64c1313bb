// The bot levels a game's lobby offers, named with what shima sim measured
// of them: a rating where the seats compete, the team's win rate where they
// cooperate (server/API.md, bot/levels).
import type { BotLevel, GameInfo, Measure } from "./api";
import { h } from "./dom";
import { pick, t } from "./i18n";

/** levelName names a level with its measured strength, as the seat list shows it. */
export function levelName(b: BotLevel): string {
  const name = pick(b.name);
  if (b.rating) return t("level_rated", name, signed(b.rating.value));
  if (b.team) return t("level_team", name, Math.round(100 * b.team.value));
  return name;
}

function signed(v: number): string {
  const r = Math.round(v);
  return r > 0 ? "+" + r : String(r);
}

/** strengthNote says how the game's levels were measured, or nothing when none was. */
export function strengthNote(g: GameInfo): HTMLElement | false {
  const rated = g.bots.find((b) => b.rating)?.rating;
  const team = g.bots.find((b) => b.team)?.team;
  const m: Measure | undefined = rated ?? team;
  if (!m) return false;
  const text = rated ? t("levels_rating_note", m.players, m.games) : t("levels_team_note", m.players, m.games, optionsText(g, m));
  return h("p", { class: "hint", "data-testid": "levels-note", title: m.command }, text);
}

/** optionsText names the options a measure was taken with, by the game's names for them. */
function optionsText(g: GameInfo, m: Measure): string {
  const parts = Object.entries(m.options ?? {}).map(([k, v]) => {
    const o = g.options.find((x) => x.key === k);
    const i = o?.values.indexOf(v) ?? -1;
    const value = o && i >= 0 && o.value_names?.[i] ? pick(o.value_names[i]) : v;
    return `${pick(o?.name) || k}: ${value}`;
  });
  return parts.length ? ", " + parts.join(", ") : "";
}
