// Spirit Island's options in the lobby: a spirit for each seat (or Random,
// drawn when the game starts), the adversary by name with its difficulty,
// and its level with the difficulty it makes.
import { h, select } from "../dom";
import { pick, say, type Named } from "../i18n";
import { swatch } from "../seats";
import { adversaries, difficultyAt, spiritList } from "./spiritisland-data";
import type { OptionInput } from "./types";

const words = {
  random: { en: "Random", ja: "ランダム" },
  seat: { en: "Seat {0}", ja: "席{0}" },
  spirits_help: { en: "A spirit for each seat; Random draws one no other seat has when the game starts.", ja: "席ごとの精霊。ランダムはゲーム開始時に他の席にない精霊を引きます。" },
  none: { en: "None", ja: "なし" },
  difficulty: { en: "difficulty {0}", ja: "難易度{0}" },
  adversary_help: { en: "The nation leading the invaders, easiest first (difficulty at level 0).", ja: "侵略者を率いる国(易しい順、レベル0の難易度)。" },
  level: { en: "Level {0} · difficulty {1}", ja: "レベル{0}・難易度{1}" },
  level_help: { en: "Each level adds a rule to those below it; the difficulty is the game's.", ja: "各レベルはそれ以下のルールに1つ加えます。難易度はゲーム全体のものです。" },
  level_none: { en: "Choose an adversary first.", ja: "先に敵対国を選んでください。" },
} satisfies Record<string, Named>;

/** seatSpirits reads the spirits option as one key (or "random") per seat, filling missing seats with spirits not yet chosen. */
export function seatSpirits(value: string, seats: number): string[] {
  const keys = value === "random" ? Array<string>(seats).fill("random") : value.split(",").map((k) => k.trim());
  const all = spiritList().map((sp) => sp.key);
  const out = keys.slice(0, seats);
  while (out.length < seats) out.push(all.find((k) => !out.includes(k)) ?? "random");
  return out;
}

/** spiritislandOption draws the spirits, adversary and level options. */
export function spiritislandOption(i: OptionInput): { control: HTMLElement; help: string } | null {
  const key = i.option.key;
  const value = i.values[key] ?? i.option.default;
  if (key === "spirits") {
    const chosen = seatSpirits(value, i.seats);
    if (chosen.join(",") !== value) i.set(key, chosen.join(","), true);
    const choices: Array<[string, string]> = [["random", say(words.random)], ...spiritList().map((sp): [string, string] => [sp.key, pick(sp.name)])];
    // The whole list stays in one field (tests and typed lists set it at once).
    const whole = h("input", { type: "hidden", value: chosen.join(","), "data-testid": "option-spirits" });
    for (const ev of ["input", "change"]) whole.addEventListener(ev, () => i.set(key, whole.value));
    const perSeat = chosen.map((k, seat) =>
      h(
        "span",
        { class: "seat-spirit" },
        h("small", {}, swatch(seat), " ", say(words.seat, seat + 1)),
        select(
          choices,
          k,
          (v) => {
            // A spirit another seat has changes places with this seat's.
            const next = [...chosen];
            const other = v === "random" ? -1 : next.indexOf(v);
            if (other >= 0) next[other] = k;
            next[seat] = v;
            i.set(key, next.join(","));
          },
          { "data-testid": `spirit-seat-${seat}`, "aria-label": say(words.seat, seat + 1) },
        ),
      ),
    );
    return { control: h("div", { class: "seat-spirits" }, whole, perSeat), help: say(words.spirits_help) };
  }
  if (key === "adversary") {
    const labels: Array<[string, string]> = i.option.values.map((v) => {
      const a = adversaries.find((x) => x.key === v);
      return [v, a ? `${pick(a.name)} (${say(words.difficulty, a.difficulty)})` : say(words.none)];
    });
    const control = select(
      labels,
      value,
      (v) => {
        if (v === "none") i.set("level", "0", true);
        i.set(key, v);
      },
      { "data-testid": "option-adversary" },
    );
    return { control, help: say(words.adversary_help) };
  }
  if (key === "level") {
    const a = adversaries.find((x) => x.key === i.values["adversary"]);
    const labels: Array<[string, string]> = i.option.values.map((v, n) => {
      if (a) return [v, say(words.level, v, difficultyAt(a, Number(v)))];
      const name = i.option.value_names?.[n];
      return [v, name ? pick(name) : v];
    });
    const control = select(labels, a ? value : "0", (v) => i.set(key, v), { "data-testid": "option-level", disabled: !a });
    return { control, help: say(a ? words.level_help : words.level_none) };
  }
  return null;
}
