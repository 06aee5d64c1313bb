// Catan's panels beside the board: the key of the terrains, the viewer's
// hand and development cards, trading with the bank (opened on the sheet
// over the board), the bank itself and the building costs.
import { button, h, type Child } from "../dom";
import { resourceSvg, terrainIcon, yields } from "./catan-art";
import { devName, resourceName, terrainName, tx, type CatanKey } from "./catan-text";
import { canPay, costs, devCards, kinds, piecesEach, resources, type Move, type Resource, type Terrain, type View } from "./catan-view";

/** resourceCard is a resource card with a count; a button when onClick is given. */
export function resourceCard(r: Resource, count: number | string, attrs: Record<string, string | number | boolean | null> = {}, onClick?: () => void): HTMLElement {
  const inside: Child[] = [resourceSvg(r), h("span", { class: "cat-card-n" }, count), h("span", { class: "cat-card-name" }, resourceName(r))];
  const cls = `cat-card r-${r}${count === 0 ? " none" : ""}`;
  if (onClick) return button({ ...attrs, class: `${cls} ${attrs["class"] ?? ""}`.trim() }, inside, onClick);
  return h("div", { ...attrs, class: cls }, inside);
}

function panel(title: Child, testid: string, ...body: Child[]): HTMLElement {
  return h("section", { class: "cat-panel", "data-testid": testid, "data-keep-clear": testid === "hand" ? "" : null }, h("h3", {}, title), body);
}

/** handPanel shows the viewer's resource cards. */
export function handPanel(v: View): HTMLElement | null {
  if (!v.hand) return null;
  const total = v.hand.reduce((a, b) => a + b, 0);
  return panel(
    [tx("hand"), " ", h("small", {}, tx("hand_total", total))],
    "hand",
    h(
      "div",
      { class: "cat-cards" },
      resources.map((r, i) => resourceCard(r, v.hand![i] ?? 0, { "data-testid": `hand-${r}`, "data-count": v.hand![i] ?? 0 })),
    ),
  );
}

/** What the development card panel needs. */
export interface DevInput {
  view: View;
  moves: Move[];
  busy: boolean;
  send(action: number): void;
  /** choose opens the chooser of a card played with a choice (year of plenty, monopoly). */
  choose(kind: "plenty" | "monopoly"): void;
}

const devKindOf: Partial<Record<(typeof devCards)[number], number>> = {
  knight: kinds.knight,
  road_building: kinds.roadBuilding,
  year_of_plenty: kinds.plenty,
  monopoly: kinds.monopoly,
};

/** devPanel shows the viewer's development cards, those bought this turn marked, with a button to play each one that may be played now. */
export function devPanel(d: DevInput): HTMLElement | null {
  const v = d.view;
  if (!v.devs) return null;
  const held = devCards.map((c, i) => ({ c, n: v.devs![i] ?? 0, fresh: v.bought_this_turn?.[i] ?? 0 })).filter((x) => x.n > 0);
  return panel(
    tx("devs"),
    "devs",
    held.length === 0
      ? h("p", { class: "hint" }, tx("no_devs"))
      : h(
          "ul",
          { class: "cat-devs" },
          held.map(({ c, n, fresh }) => {
            const kind = devKindOf[c];
            const plays = d.moves.filter((m) => m.kind === kind);
            const direct = plays.length === 1 && (kind === kinds.knight || kind === kinds.roadBuilding) ? plays[0] : undefined;
            let play: HTMLElement | null = null;
            if (direct) {
              play = button({ class: "small primary", "data-action": direct.action, "data-testid": `play-${c}`, disabled: d.busy, title: direct.text }, tx("play"), () => d.send(direct.action));
            } else if (plays.length > 0) {
              const which = kind === kinds.plenty ? "plenty" : "monopoly";
              play = button({ class: "small primary", "data-testid": `play-${c}`, disabled: d.busy }, tx("play"), () => d.choose(which));
            }
            return h(
              "li",
              { class: `cat-dev d-${c}`, "data-testid": `dev-${c}` },
              h("span", { class: "cat-dev-n" }, `${n}×`),
              h(
                "span",
                { class: "cat-dev-text" },
                h("b", {}, devName(c)),
                h("small", {}, tx(`${c}_help` as CatanKey), c === "victory_point" ? ` · ${tx("vp_card_note")}` : ""),
                fresh > 0 && h("span", { class: "badge cat-fresh", "data-testid": `fresh-${c}` }, fresh > 1 ? `${fresh} ${tx("bought_now")}` : tx("bought_now")),
              ),
              play,
            );
          }),
        ),
  );
}

/** What the trade panel needs. */
export interface TradeInput {
  view: View;
  trades: Move[];
  give: number; // the resource chosen to give, -1 for none
  busy: boolean;
  pick(give: number): void;
  send(action: number): void;
  close(): void;
}

/** tradePanel trades with the bank: pick what to give (at its rate), then what to get. */
export function tradePanel(t: TradeInput): HTMLElement | null {
  if (t.trades.length === 0) return null;
  const rates = t.view.rates ?? [4, 4, 4, 4, 4];
  const gives = new Set(t.trades.map((m) => m.x));
  const chosen = t.trades.filter((m) => m.x === t.give);
  const give = resources[t.give];
  // Opened by the button that names it: no title, so that the cards stand close to the prompt.
  const section = h(
    "section",
    { class: "cat-panel cat-bank-trade", "data-testid": "trade", role: "dialog", "aria-label": tx("trade") },
    h("div", { class: "cat-trade-row" }, h("span", { class: "cat-trade-label" }, tx("trade_give")),
      h(
        "div",
        { class: "cat-cards" },
        resources.map((r, i) =>
          resourceCard(
            r,
            `${rates[i] ?? 4}:1`,
            { class: "cat-give" + (t.give === i ? " picked" : ""), disabled: !gives.has(i) || t.busy, "aria-pressed": String(t.give === i), "data-testid": `give-${r}` },
            () => t.pick(t.give === i ? -1 : i),
          ),
        ),
      ),
    ),
    h("p", { class: "hint" }, give ? tx("trade_pick_get", rates[t.give] ?? 4, resourceName(give)) : tx("trade_pick_give")),
    chosen.length > 0 &&
      h("div", { class: "cat-trade-row" }, h("span", { class: "cat-trade-label" }, tx("trade_get")),
        h(
          "div",
          { class: "cat-cards" },
          resources.map((r, i) => {
            const m = chosen.find((c) => c.y === i);
            return resourceCard(r, "+1", { class: "cat-get", disabled: !m || t.busy, "data-action": m?.action ?? null, title: m?.text ?? null, "data-testid": `get-${r}` }, () => m && t.send(m.action));
          }),
        ),
      ),
    button({ class: "small cancel", "data-testid": "trade-close" }, tx("close"), t.close),
  );
  return section;
}

/** The terrains in the key's order: the five that produce, then gold, the desert and the sea. */
const keyOrder: Terrain[] = ["hills", "forest", "pasture", "fields", "mountains", "gold", "desert", "sea"];

/** terrainKey says what each terrain on the board is and produces (wide screens only, beside the board). */
export function terrainKey(v: View): HTMLElement | null {
  const here = new Set(v.hexes.map((x) => x.terrain));
  const terrains = keyOrder.filter((t) => here.has(t));
  if (terrains.length === 0) return null;
  const key = panel(
    tx("key"),
    "terrain-key",
    h(
      "ul",
      { class: "cat-key" },
      terrains.map((t) => {
        const r = yields[t];
        const gives = r ? resourceName(r) : t === "gold" ? tx("key_any") : tx("key_nothing");
        return h(
          "li",
          { "data-terrain": t, title: tx("key_label", terrainName(t), gives) },
          terrainIcon(t),
          h("b", {}, terrainName(t)),
          h("span", { class: "cat-key-gives" }, r && resourceSvg(r, "cat-res cost"), gives),
        );
      }),
    ),
  );
  key.classList.add("cat-key-panel");
  return key;
}

/** bankPanel shows the cards in the bank and the development cards left. */
export function bankPanel(v: View): HTMLElement {
  return panel(
    tx("bank"),
    "bank",
    h("div", { class: "cat-cards small" }, resources.map((r, i) => resourceCard(r, v.bank[i] ?? 0))),
    h("p", { class: "hint" }, tx("deck", v.deck)),
  );
}

const costRows: Array<{ what: keyof typeof costs; label: CatanKey; vp: number }> = [
  { what: "road", label: "cost_road", vp: 0 },
  { what: "settlement", label: "cost_settlement", vp: 1 },
  { what: "city", label: "cost_city", vp: 2 },
  { what: "dev", label: "cost_dev", vp: 0 },
];

/** piecesLeft is how many of a piece the viewer has not built, or null for a card or a spectator. */
function piecesLeft(v: View, what: keyof typeof costs): number | null {
  const me = v.players[v.viewer];
  if (!me) return null;
  switch (what) {
    case "road":
      return piecesEach.road - me.roads.length;
    case "settlement":
      return piecesEach.settlement - me.settlements.length;
    case "city":
      return piecesEach.city - me.cities.length;
  }
  return null;
}

/** costsPanel is the building costs card, the rows the viewer can pay for lit, with the pieces the viewer has left. */
export function costsPanel(v: View): HTMLElement {
  return panel(
    tx("costs"),
    "costs",
    h(
      "table",
      { class: "cat-costs" },
      costRows.map((row) =>
        h(
          "tr",
          { class: canPay(v.hand, costs[row.what]) ? "can" : "" },
          h(
            "th",
            {},
            tx(row.label),
            row.vp > 0 && h("small", {}, " ", tx("vp_n", row.vp)),
            piecesLeft(v, row.what) !== null && h("small", { class: "cat-left" }, tx("pieces_left", piecesLeft(v, row.what)!)),
          ),
          h(
            "td",
            {},
            costs[row.what].flatMap((n, i) => Array.from({ length: n }, () => resourceSvg(resources[i]!, "cat-res cost"))),
          ),
        ),
      ),
    ),
  );
}
