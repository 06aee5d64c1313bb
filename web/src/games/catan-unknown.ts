// The Unknown Island's choices off the board: the selection phase (a
// terrain tile with a number chip, or a harbour, among the legal picks), the
// tiles and chips a player lays while building their island, what a gold
// field pays, buying a harbour (the variant); and its panels: the supply
// and what each player took, then what is still face down and the bag.
import { button, h, s, type Child } from "../dom";
import { swatch } from "../seats";
import { harbourToken, numberChip, resourceIcon, terrainIcon } from "./catan-art";
import { resourceCard } from "./catan-panels";
import { harbourName, resourceName, terrainName, tx } from "./catan-text";
import { buyOf, chipSource, harbourKinds, harbourPrice, kinds, pairs, resources, terrainOrder, type HarbourKind, type Move, type Supply, type View } from "./catan-view";
import type { Picks } from "./catan-map";

/** chipIcon is a number chip as a small picture. */
function chipIcon(n: number): SVGSVGElement {
  return s("svg", { class: "cat-chip-icon", viewBox: "-20 -20 40 40", "aria-hidden": "true" }, numberChip(n, { x: 0, y: 0 }));
}

/** harbourIcon is a harbour's token as a small picture. */
function harbourIcon(k: HarbourKind, chip = false): SVGSVGElement {
  return s("svg", { class: "cat-chip-icon", viewBox: "-20 -20 40 40", "aria-hidden": "true" }, harbourToken(k, { x: 0, y: 0 }, chip));
}

/** What the selection picker needs. */
export interface SelectInput {
  view: View;
  moves: Move[];
  busy: boolean;
  /** The terrain chosen (its code), -1 before. */
  terrain: number;
  pickTerrain(t: number): void;
  send(action: number): void;
}

/** selection offers the legal picks: a terrain, then a number chip with it; or a harbour. */
export function selection(c: SelectInput): HTMLElement | null {
  const picks = c.moves.filter((m) => m.kind === kinds.pick);
  const harbours = c.moves.filter((m) => m.kind === kinds.pickHarbour);
  if (picks.length === 0 && harbours.length === 0) return null;
  const supply = c.view.supply;
  const terrains = [...new Set(picks.map((m) => m.x))].sort((a, b) => a - b);
  const chosen = picks.filter((m) => m.x === c.terrain);
  const numbers = [...new Set(supply?.numbers ?? [])].sort((a, b) => a - b);
  const left = (n: number): number => (supply?.numbers ?? []).filter((x) => x === n).length;
  return h(
    "div",
    { class: "cat-choice cat-select", "data-testid": "select" },
    picks.length > 0 && [
      h("p", {}, h("b", {}, tx("take_tile"))),
      h(
        "div",
        { class: "cat-tiles" },
        terrainOrder.map((t, i) => {
          if (t === "sea" || t === "desert") return null;
          const n = supply?.tiles[t] ?? 0;
          const ok = terrains.includes(i);
          return button(
            { class: "cat-tile" + (c.terrain === i ? " picked" : ""), "aria-pressed": String(c.terrain === i), "data-testid": `pick-terrain-${t}`, disabled: !ok || c.busy },
            [terrainIcon(t), h("span", { class: "cat-tile-name" }, terrainName(t)), h("small", {}, `×${n}`)],
            () => c.pickTerrain(c.terrain === i ? -1 : i),
          );
        }),
      ),
      h("p", { class: "hint" }, chosen.length > 0 ? tx("then_number") : tx("pick_terrain_first")),
      chosen.length > 0 &&
        h(
          "div",
          { class: "cat-numbers-row" },
          numbers.map((n) => {
            const m = chosen.find((x) => x.y === n);
            return button(
              { class: "cat-number", "data-action": m?.action ?? null, "data-testid": `pick-number-${n}`, disabled: !m || c.busy, title: m?.text ?? null },
              [chipIcon(n), h("small", {}, `×${left(n)}`)],
              () => m && c.send(m.action),
            );
          }),
        ),
    ],
    harbours.length > 0 && [
      h("p", {}, h("b", {}, picks.length > 0 ? tx("take_harbour") : tx("harbour_tiles"))),
      h(
        "div",
        { class: "cat-numbers-row" },
        harbours.map((m) => {
          const k = harbourKinds[m.x] ?? "3:1";
          return button(
            { class: "cat-harbour-pick", "data-action": m.action, "data-testid": `pick-harbour-${k}${m.y === 1 ? "-chip" : ""}`, disabled: c.busy, title: m.text },
            [harbourIcon(k, m.y === 1), h("small", {}, tx(m.y === 1 ? "harbour_chip" : "harbour_tile"))],
            () => c.send(m.action),
          );
        }),
      ),
    ],
  );
}

/** What the island builder's tray needs. */
export interface TrayInput {
  view: View;
  moves: Move[];
  busy: boolean;
  picks: Picks;
  setTile(t: number): void;
  setChip(n: number): void;
}

/** tray offers the tiles or chips the viewer took, to lay the one chosen on a lit hex. */
export function tray(c: TrayInput): HTMLElement | null {
  const held = c.view.players[c.view.viewer]?.held;
  const tiles = c.moves.filter((m) => m.kind === kinds.placeTile);
  const chips = c.moves.filter((m) => m.kind === kinds.placeChip);
  const harbour = c.moves.some((m) => m.kind === kinds.placeHarbour);
  if (tiles.length > 0) {
    const kindsHeld = [...new Set(tiles.map((m) => m.x))].sort((a, b) => a - b);
    return h(
      "div",
      { class: "cat-choice cat-tray", "data-testid": "tray" },
      h("p", {}, h("b", {}, tx("lay_tile"))),
      h(
        "div",
        { class: "cat-tiles" },
        kindsHeld.map((i) => {
          const t = terrainOrder[i]!;
          return button(
            { class: "cat-tile" + (c.picks.tile === i ? " picked" : ""), "aria-pressed": String(c.picks.tile === i), "data-testid": `tray-tile-${t}`, disabled: c.busy },
            [terrainIcon(t), h("span", { class: "cat-tile-name" }, terrainName(t)), h("small", {}, `×${held?.tiles?.[t] ?? 1}`)],
            () => c.setTile(i),
          );
        }),
      ),
    );
  }
  if (chips.length > 0) {
    const numbers = [...new Set(chips.map((m) => m.x))].sort((a, b) => a - b);
    return h(
      "div",
      { class: "cat-choice cat-tray", "data-testid": "tray" },
      h("p", {}, h("b", {}, tx("lay_chip"))),
      h(
        "div",
        { class: "cat-numbers-row" },
        numbers.map((n) =>
          button(
            { class: "cat-number" + (c.picks.chip === n ? " picked" : ""), "aria-pressed": String(c.picks.chip === n), "data-testid": `tray-chip-${n}`, disabled: c.busy },
            chipIcon(n),
            () => c.setChip(n),
          ),
        ),
      ),
    );
  }
  if (harbour && held?.harbour) {
    return h("div", { class: "cat-choice cat-tray", "data-testid": "tray" }, h("p", {}, harbourIcon(held.harbour, held.chip), " ", h("b", {}, harbourName(held.harbour))));
  }
  return null;
}

/** goldChooser takes what a gold field pays, one card at a time. */
export function goldChooser(v: View, moves: Move[], busy: boolean, send: (a: number) => void): HTMLElement | null {
  const golds = moves.filter((m) => m.kind === kinds.gold);
  if (golds.length === 0) return null;
  return h(
    "div",
    { class: "cat-choice", "data-testid": "gold" },
    h("p", {}, h("b", {}, tx("gold_left", v.players[v.viewer]?.gold ?? 1))),
    h(
      "div",
      { class: "cat-cards" },
      resources.map((r, i) => {
        const m = golds.find((x) => x.x === i);
        return resourceCard(r, v.bank[i] ?? 0, { "data-action": m?.action ?? null, disabled: !m || busy, title: tx("gold_one", resourceName(r)), "data-testid": `gold-${r}` }, () => m && send(m.action));
      }),
    ),
  );
}

/** stolenNote says what the last theft took, to its thief and its victim. */
export function stolenNote(v: View, names: string[]): HTMLElement | null {
  const st = v.stolen;
  if (!st) return null;
  const text = st.thief === v.viewer ? tx("stole_from", resourceName(st.resource), names[st.victim] ?? "") : tx("stolen_by", resourceName(st.resource), names[st.thief] ?? "");
  return h("p", { class: "cat-stolen", "data-testid": "stolen" }, resourceCard(st.resource, st.thief === v.viewer ? "+1" : "−1"), text);
}

/** What the harbour buyer needs. */
export interface BuyInput {
  view: View;
  moves: Move[];
  busy: boolean;
  buy: { source: number; pair: number } | null;
  setBuy(b: { source: number; pair: number } | null): void;
}

/** buyKind is the kind of harbour a buy's source holds. */
function buyKind(v: View, source: number): HarbourKind {
  if (source >= chipSource) return harbourKinds[source - chipSource] ?? "3:1";
  return v.harbours.find((hb) => hb.hex === source + 1)?.kind ?? "3:1";
}

/** buyPanel buys a harbour: which (a harbour found, or a chip), for a 3:1 harbour the pair paid, then where on the board. */
export function buyPanel(c: BuyInput): HTMLElement | null {
  const buys = c.moves.filter((m) => m.kind === kinds.buyHarbour).map((m) => ({ m, b: buyOf(m) }));
  if (buys.length === 0) return null;
  const sources = [...new Set(buys.map((x) => x.b.source))].sort((a, b) => a - b);
  const chosen = c.buy;
  const kind = chosen ? buyKind(c.view, chosen.source) : null;
  const pairsOf = chosen ? [...new Set(buys.filter((x) => x.b.source === chosen.source).map((x) => x.b.pair))].sort((a, b) => a - b) : [];
  const costIcons = (cost: number[]): Child[] => cost.flatMap((n, i) => Array.from({ length: n }, () => resourceCardIcon(i)));
  return h(
    "section",
    { class: "cat-panel", "data-testid": "buy" },
    h("h3", {}, tx("buy_harbour")),
    h("p", { class: "hint" }, chosen ? (kind === "3:1" && pairsOf.length > 1 && chosen.pair < 0 ? tx("buy_pair") : tx("buy_where")) : tx("buy_pick")),
    h(
      "div",
      { class: "cat-buy-sources" },
      sources.map((src) => {
        const k = buyKind(c.view, src);
        const on = chosen?.source === src;
        return button(
          { class: "small cat-buy-source" + (on ? " picked" : ""), "aria-pressed": String(on), "data-testid": `buy-source-${src >= chipSource ? "chip-" + k : src + 1}`, disabled: c.busy },
          [harbourIcon(k, src >= chipSource), h("span", {}, harbourName(k), h("small", {}, " ", src >= chipSource ? tx("buy_chip") : tx("buy_on_hex", src + 1))), h("span", { class: "cat-price" }, costIcons(harbourPrice[k]))],
          () => c.setBuy(on ? null : { source: src, pair: k === "3:1" ? -1 : 0 }),
        );
      }),
    ),
    chosen &&
      kind === "3:1" &&
      h(
        "div",
        { class: "cat-buy-pairs" },
        pairsOf.map((p) => {
          const [a, b] = pairs[p]!;
          const on = chosen.pair === p;
          return button(
            { class: "small cat-pair" + (on ? " picked" : ""), "aria-pressed": String(on), "data-testid": `buy-pair-${resources[a]}-${resources[b]}`, disabled: c.busy },
            [resourceCardIcon(a), resourceCardIcon(b)],
            () => c.setBuy({ source: chosen.source, pair: p }),
          );
        }),
      ),
  );
}

function resourceCardIcon(i: number): SVGSVGElement {
  return s("svg", { class: "cat-res cost", viewBox: "-13 -13 26 26", "aria-hidden": "true" }, resourceIcon(resources[i]!));
}

/** supplyPanel shows the supply while the islands are built, or what is still face down and the bag. */
export function supplyPanel(v: View): HTMLElement | null {
  const sup = v.supply ?? v.face_down;
  if (!sup) return null;
  const down = !v.supply;
  return h(
    "section",
    { class: "cat-panel", "data-testid": down ? "face-down" : "supply" },
    h("h3", {}, tx(down ? "face_down" : "supply")),
    supplyBody(sup, down),
  );
}

function supplyBody(sup: Supply, down: boolean): Child {
  const tiles = terrainOrder.filter((t) => (sup.tiles[t] ?? 0) > 0);
  const harbours = harbourKinds.filter((k) => (sup.harbours[k] ?? 0) > 0);
  const chips = harbourKinds.filter((k) => (sup.harbour_chips?.[k] ?? 0) > 0);
  const numbers = [...new Set(sup.numbers)].sort((a, b) => a - b);
  return [
    h(
      "div",
      { class: "cat-supply" },
      tiles.map((t) => h("span", { class: "cat-count", title: terrainName(t), "data-testid": `${down ? "down" : "supply"}-${t}` }, terrainIcon(t), sup.tiles[t] ?? 0)),
      harbours.map((k) => h("span", { class: "cat-count", title: harbourName(k) }, harbourIcon(k), sup.harbours[k] ?? 0)),
      chips.map((k) => h("span", { class: "cat-count", title: `${tx("harbour_chips")}: ${harbourName(k)}` }, harbourIcon(k, true), sup.harbour_chips?.[k] ?? 0)),
    ),
    numbers.length > 0 && h("p", { class: "hint" }, tx(down ? "bag" : "numbers_left")),
    h(
      "div",
      { class: "cat-supply", "data-testid": down ? "bag" : "numbers" },
      numbers.map((n) => h("span", { class: "cat-count" }, chipIcon(n), sup.numbers.filter((x) => x === n).length)),
    ),
  ];
}

/** heldPanel shows what each player took in the selection phase and has not laid yet. */
export function heldPanel(v: View, names: string[]): HTMLElement | null {
  if (v.step !== "select" && v.step !== "island") return null;
  return h(
    "section",
    { class: "cat-panel", "data-testid": "held" },
    h("h3", {}, tx("taken")),
    h(
      "ul",
      { class: "cat-held" },
      v.players.map((p) => {
        const held = p.held ?? {};
        const tiles = terrainOrder.flatMap((t) => Array.from({ length: held.tiles?.[t] ?? 0 }, () => terrainIcon(t)));
        const chips = (held.chips ?? []).map(chipIcon);
        const empty = tiles.length === 0 && chips.length === 0 && !held.harbour;
        return h(
          "li",
          { "data-seat": p.seat, "data-testid": `held-${p.seat}` },
          swatch(p.seat),
          h("b", {}, names[p.seat] ?? ""),
          h("span", { class: "cat-held-things" }, empty ? h("small", { class: "hint" }, tx("nothing_taken")) : [tiles, chips, held.harbour && harbourIcon(held.harbour, held.chip)]),
        );
      }),
    ),
  );
}
