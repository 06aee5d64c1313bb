// Spirit Island's panels beside the island: the invader board (its cards
// and their lands, the deck, fear and terror, the blight card) and each
// spirit's panel (energy, presence tracks, elements, innate powers, powers
// still to resolve, cards). Hands lie open, as the game is played: every
// spirit's hand, played cards and elements show to everyone. The viewer's
// cards to play have their buttons here; the answers to the prompt stand
// beside it (spiritisland-answer.ts).
import { h, type Child } from "../dom";
import { pick } from "../i18n";
import { swatch } from "../seats";
import { adversaryPanel, immigrationSlot } from "./spiritisland-adversary";
import { actButton, elementChips, powerCard, type Acts } from "./spiritisland-cards";
import { escalates, fearName, powerByKey, powerOf, powers, spiritOf, type TrackSpace } from "./spiritisland-data";
import { elementName, invaderCardName, st, type SiKey } from "./spiritisland-text";
import { kinds, type InvaderCard, type Move, type SpiritView, type Track, type View } from "./spiritisland-view";

/** invaderBoard draws the invader board, with the adversary's panel when there is one. */
export function invaderBoard(v: View): HTMLElement {
  const slot = (key: string, label: string, c: InvaderCard | null, note?: string): HTMLElement =>
    h(
      "div",
      { class: `si-slot ${key}`, "data-testid": `slot-${key}` },
      h("span", { class: "si-slot-name" }, label),
      c ? h("b", { class: `si-inv-card stage-${c.stage}` }, invaderCardName(c.key), escalates(c.key) && h("span", { class: "si-flag", title: st("escalation_flag") }, " ⚑")) : h("b", {}, st("empty")),
      c && h("span", { class: "si-slot-lands", "data-testid": `slot-${key}-lands` }, c.lands.join(" ")),
      note && h("span", { class: "si-slot-note" }, note),
    );
  const slots = (["ravage", "build", "explore"] as const).map((k) => slot(k, st(k), v.invaders[k]));
  const f = v.fear;
  const b = v.blight;
  const immigration = immigrationSlot(v.adversary, slot);
  return h(
    "section",
    { class: "si-invaders", "data-testid": "invader-board" },
    h("div", { class: `si-slots${immigration ? " four" : ""}` }, immigration, slots),
    h("p", { class: "si-line" }, st("deck", v.invaders.deck), v.invaders.next_stage > 0 && " · " + st("next_stage", v.invaders.next_stage)),
    h(
      "p",
      { class: "si-line", "data-testid": "fear" },
      h("b", {}, st("fear")),
      " ",
      [st("fear_pool", f.pool), st("fear_generated", f.generated), st("fear_earned", f.earned)].join(" · "),
    ),
    h(
      "p",
      { class: "si-line", "data-testid": "terror" },
      h("b", {}, st("terror", Math.min(f.terror, 3))),
      " · ",
      st("fear_deck", f.deck, f.to_next),
    ),
    h("p", { class: "si-line si-win", "data-testid": "win-now" }, st("win_now", pick(f.victory))),
    h(
      "p",
      { class: "si-line", "data-testid": "blight" },
      h("b", {}, st("blight")),
      " ",
      st("blight_pool", b.pool),
      " · ",
      !b.card ? st("blight_none") : b.blighted && b.name ? h("b", {}, pick(b.name)) : st("blight_healthy"),
    ),
    b.blighted && b.text && h("p", { class: "si-line small" }, pick(b.text)),
    f.resolved.length > 0 && h("p", { class: "si-line small" }, st("fear_resolved"), ": ", f.resolved.map((k) => pick(fearName(k))).join(", ")),
    h("p", { class: "si-line small" }, st("powers_decks", v.powers.minors, v.powers.majors)),
    v.adversary && adversaryPanel(v.adversary),
  );
}

/** Ocean's Hungry Grasp, whose drowned invaders' health its panel counts. */
const oceanKey = "oceans-hungry-grasp";

/** What a spirit's panel needs beyond the view. */
export interface PanelInput extends Acts {
  view: View;
  name: string; // the player's name
  mine: boolean;
  moves: Move[]; // the viewer's moves (only when mine)
  deciding: string; // the decision it waits on, "" for none
  power: string; // the name of the power it is resolving, "" for none or unknown
}

function spaceText(sp: TrackSpace | Track["next"] | undefined): string {
  if (!sp) return st("track_full");
  const parts: string[] = [];
  if (sp.energy) parts.push(`+${sp.energy} ${st("energy")}`);
  const plays = "plays" in sp ? sp.plays : "cards" in sp ? sp.cards : undefined;
  if (plays) parts.push(`${plays} ${st("plays")}`);
  if (sp.element) parts.push(sp.element === "any" ? st("any_element") : elementName(sp.element));
  if ("any_element" in sp && sp.any_element) parts.push(st("any_element"));
  if (sp.reclaim_one) parts.push(st("reclaim_one"));
  return parts.join(", ");
}

function track(label: SiKey, t: Track, spaces: TrackSpace[], testid: string): HTMLElement {
  return h(
    "div",
    { class: "si-track", "data-testid": testid },
    h("span", { class: "si-track-name" }, st(label)),
    h(
      "span",
      { class: "si-spaces" },
      spaces.map((sp, i) =>
        h(
          "span",
          { class: `si-space${i < t.uncovered ? " open" : ""}${i === t.uncovered ? " next" : ""}`, title: spaceText(sp) },
          sp.energy ?? sp.cards ?? (sp.element ? elementName(sp.element).slice(0, 1) : "•"),
        ),
      ),
    ),
    h("span", { class: "si-next" }, t.next ? st("next_uncovers", spaceText(t.next)) : st("track_full")),
  );
}

/** spiritPanel draws a spirit's panel, with the viewer's choices on it when it is theirs. */
export function spiritPanel(sp: SpiritView, p: PanelInput): HTMLElement {
  const printed = spiritOf(sp.spirit);
  const mine = p.mine;
  const of = (k: number): Move[] => (mine ? p.moves.filter((m) => m.kind === k) : []);
  const status = p.power ? st("who_resolving_power", p.power) : p.deciding ? st("deciding") : p.view.step === "spirit" ? st(`phase_${sp.phase}` as SiKey) : "";

  // Powers to resolve in this phase (the viewer's buttons to use or skip them stand by the prompt).
  const usable = sp.usable.map((u) => {
    const power = powerByKey(u.power, sp.spirit);
    return h("li", { "data-testid": `usable-${u.power}` }, h("b", {}, power ? pick(power.name) : u.power), u.made_fast && " (" + st("fast") + ")");
  });
  const cardsOf = (keys: string[], act?: (key: string) => Child): HTMLElement[] =>
    keys.map((k) => {
      const power = powerOf(k);
      return power ? powerCard(power, { testid: `card-${sp.seat}-${k}` }, act?.(k)) : h("div", { class: "si-card" }, k);
    });
  const moveFor = (k: number, key: string): Move | undefined => of(k).find((m) => powers[m.x]?.key === key);
  const play = (key: string): Child => {
    const m = moveFor(kinds.play, key);
    return m && actButton(p, m, st("play_card"));
  };
  const targetMe = p.moves.find((m) => m.kind === kinds.target && m.x === 1 && m.y === sp.seat);
  // The viewer's own drawn cards stand by the prompt, to take one.
  const drawn = mine ? [] : sp.drawn;
  const cards: Child[] = [
    drawn.length > 0 && h("h4", {}, st("drawn")),
    drawn.length > 0 && h("div", { class: "si-cards" }, cardsOf(drawn)),
    h("h4", {}, st("hand"), ` (${sp.hand.length})`),
    h("div", { class: "si-cards" }, cardsOf(sp.hand, play)),
    sp.played.length > 0 && h("h4", {}, st("played")),
    sp.played.length > 0 && h("div", { class: "si-cards" }, cardsOf(sp.played)),
    sp.discard.length > 0 && h("p", { class: "si-line small" }, st("discard"), ": ", sp.discard.map((k) => pick(powerOf(k)?.name)).join(", ")),
  ];
  const innates = (printed?.innates ?? []).map((inn, i) => {
    const seen = sp.innates[i];
    return powerCard(inn, { levels: seen?.levels ?? 0, elements: sp.elements, used: !!seen?.used, testid: `innate-${sp.seat}-${inn.key}` });
  });
  return h(
    "section",
    { class: `si-spirit seat-${sp.seat}${mine ? " mine" : ""}${p.deciding ? " deciding" : ""}`, "data-testid": `spirit-${sp.seat}` },
    h(
      "header",
      { class: "si-spirit-head" },
      swatch(sp.seat),
      h("b", {}, pick(sp.name)),
      h("span", { class: "si-player" }, p.name),
      status && h("span", { class: "si-status", "data-testid": `status-${sp.seat}` }, status),
      targetMe && actButton(p, targetMe, st("target_spirit")),
    ),
    h(
      "p",
      { class: "si-line si-figures" },
      h("span", { "data-testid": `energy-${sp.seat}` }, h("b", {}, st("energy")), " ", st("energy_income", sp.energy, sp.income)),
      h("span", {}, h("b", {}, st("plays")), " ", sp.plays),
      h("span", {}, h("b", {}, st("presence")), " ", st("on_island", sp.presence)),
      sp.spirit === oceanKey && h("span", { "data-testid": `drowned-${sp.seat}` }, h("b", {}, st("drowned")), " ", st("drowned_health", sp.drowned ?? 0, p.view.spirits.length)),
    ),
    track("energy_track", sp.energy_track, printed?.energy ?? [], `track-energy-${sp.seat}`),
    track("card_track", sp.card_track, printed?.cards ?? [], `track-cards-${sp.seat}`),
    h("p", { class: "si-line" }, h("b", {}, st("elements")), " ", Object.keys(sp.elements).length ? elementChips(sp.elements) : st("no_elements")),
    (p.view.step === "fast" || p.view.step === "slow") &&
      h(
        "div",
        { class: "si-usable" },
        h("h4", {}, st("to_resolve")),
        usable.length ? h("ul", {}, usable) : h("p", { class: "si-line small" }, st("nothing_to_resolve")),
      ),
    h("div", { class: "si-hand", "data-testid": `cards-${sp.seat}` }, cards),
    h("details", { class: "si-innates", open: mine }, h("summary", {}, st("innates")), h("div", { class: "si-cards" }, innates)),
  );
}
