// The market of Isle of Skye: the pricing screen, where a player marks one
// of the three tiles drawn to discard and sets a price on each of the other
// two from the gold behind the screen (secret, all at once); and the buying
// round, where each player in turn buys one tile from another at its price,
// or passes.
import { button, h } from "../dom";
import { swatch } from "../seats";
import { coin, coinStack, tileIcon } from "./skye-art";
import { tileWords, tx } from "./skye-text";
import { kinds, type Move, type Offer, type Player, type Tile, type View } from "./skye-view";

/** What the pricing screen is drawn from. */
export interface ScreenInput {
  me: Player;
  moves: Move[]; // the viewer's legal discards and prices
  busy: boolean;
  chosen: Map<number, number>; // tile id: the price being chosen
  choose(tile: number, gold: number): void;
  send(action: number): void;
}

/** purse shows an amount of gold with a coin. */
export function purse(gold: number, cls = ""): HTMLElement {
  return h("span", { class: `skye-purse ${cls}` }, coin(), h("b", {}, gold));
}

/** pricingScreen is the viewer's own screen: their gold and the three tiles to discard from and price. */
export function pricingScreen(i: ScreenInput): HTMLElement {
  const discards = i.moves.filter((m) => m.kind === kinds.discard);
  return h(
    "div",
    { class: "skye-screen", "data-testid": "screen" },
    h(
      "div",
      { class: "skye-screen-head" },
      h("span", { class: "skye-label" }, tx("screen")),
      purse(i.me.gold, "big"),
      i.me.gold_set > 0 && h("small", { class: "hint" }, tx("priced", i.me.gold_set)),
    ),
    h(
      "div",
      { class: "skye-offers" },
      i.me.offers.map((o) => {
        const id = o.tile.tile;
        const discard = discards.find((m) => m.tile === id);
        const prices = i.moves.filter((m) => m.kind === kinds.price && m.tile === id);
        return h(
          "div",
          {
            class: `skye-offer${o.discard ? " discarded" : ""}${(o.price ?? 0) > 0 ? " priced" : ""}`,
            "data-testid": `offer-${id}`,
          },
          h("div", { class: "skye-offer-tile" }, tileIcon(o.tile), o.discard && h("span", { class: "skye-discard-mark", "aria-hidden": "true" }, "×")),
          h("span", { class: "skye-offer-name" }, tx("tile_n", id)),
          discard &&
            button(
              { class: "skye-discard", "data-testid": `discard-${id}`, "data-action": discard.action, "aria-label": tx("discard_tile", tileWords(o.tile)), disabled: i.busy },
              tx("discard_this"),
              () => i.send(discard.action),
            ),
          o.discard && h("span", { class: "badge skye-discarded" }, tx("discarded")),
          (o.price ?? 0) > 0 && h("span", { class: "skye-price" }, coinStack(o.price!), tx("gold_n", o.price!)),
          prices.length > 0 && priceControl(o.tile, prices, i),
        );
      }),
    ),
  );
}

/** priceControl chooses a price for tile within the legal ones (1 up to what leaves 1 gold for the other tile) and sets it. */
function priceControl(tile: Tile, prices: Move[], i: ScreenInput): HTMLElement {
  const id = tile.tile;
  const name = tileWords(tile);
  const golds = prices.map((m) => m.gold);
  const [lo, hi] = [Math.min(...golds), Math.max(...golds)];
  const value = Math.max(lo, Math.min(hi, i.chosen.get(id) ?? Math.min(3, hi)));
  const move = prices.find((m) => m.gold === value)!;
  const set = button(
    { class: "primary skye-set", "data-testid": `set-price-${id}`, "data-action": move.action, "aria-label": tx("price_tile", name, value), disabled: i.busy },
    tx("set_price", value),
    () => {
      const m = prices.find((p) => p.gold === (i.chosen.get(id) ?? value));
      if (m) i.send(m.action);
    },
  );
  const input = h("input", {
    type: "number",
    inputmode: "numeric",
    min: lo,
    max: hi,
    value,
    class: "skye-price-input",
    "data-testid": `price-${id}`,
    "aria-label": tx("price_of", name),
    disabled: i.busy,
  });
  // Typing changes the price in place, so that the field keeps its focus.
  input.addEventListener("input", () => {
    const n = Math.round(Number(input.value));
    if (!Number.isFinite(n) || n < lo || n > hi) return;
    i.chosen.set(id, n);
    const m = prices.find((p) => p.gold === n)!;
    set.dataset.action = String(m.action);
    set.setAttribute("aria-label", tx("price_tile", name, n));
    set.textContent = tx("set_price", n);
  });
  input.addEventListener("change", () => i.choose(id, Math.max(lo, Math.min(hi, Math.round(Number(input.value)) || lo))));
  return h(
    "div",
    { class: "skye-price-control" },
    h(
      "div",
      { class: "skye-stepper" },
      button({ class: "skye-step", "data-testid": `price-less-${id}`, "aria-label": tx("price_less"), disabled: i.busy || value <= lo }, "−", () => i.choose(id, value - 1)),
      input,
      button({ class: "skye-step", "data-testid": `price-more-${id}`, "aria-label": tx("price_more"), disabled: i.busy || value >= hi }, "+", () => i.choose(id, value + 1)),
    ),
    h("small", { class: "hint" }, tx("price_range", hi)),
    set,
  );
}

/** What the buying market is drawn from. */
export interface MarketInput {
  view: View;
  viewer: number;
  names: string[];
  moves: Move[]; // the viewer's legal buys and pass, when buying
  busy: boolean;
  send(action: number): void;
}

/** market shows every player's tiles on offer, in buying order, with a buy button on those the viewer may buy, and pass. */
export function market(i: MarketInput): HTMLElement {
  const v = i.view;
  const buys = i.moves.filter((m) => m.kind === kinds.buy);
  const pass = i.moves.find((m) => m.kind === kinds.pass);
  const me = v.players[i.viewer];
  // In buying order; the viewer's own stall, which they cannot buy from, last.
  const first = me ? i.viewer + 1 : v.start;
  const order = v.players.map((_, k) => (first + k) % v.seats);
  return h(
    "div",
    { class: "skye-market", "data-testid": "market" },
    me &&
      pass &&
      h(
        "div",
        { class: "skye-market-head" },
        h("span", {}, tx("you_have", me.gold)),
        button({ class: "skye-pass", "data-testid": "pass", "data-action": pass.action, "aria-label": pass.text, disabled: i.busy }, tx("pass"), () => i.send(pass.action)),
      ),
    h(
      "div",
      { class: "skye-stalls" },
      order.map((seat) => {
        const p = v.players[seat]!;
        return h(
          "div",
          { class: `skye-stall${seat === i.viewer ? " own" : ""}`, "data-seat": seat },
          h(
            "div",
            { class: "skye-stall-head" },
            swatch(seat),
            h("b", {}, i.names[seat] ?? ""),
            seat === i.viewer && h("span", { class: "badge" }, tx("your_offer")),
            seat === v.buying && h("span", { class: "badge skye-deciding" }, tx("buying")),
          ),
          h(
            "div",
            { class: "skye-offers" },
            p.offers.map((o) => {
              const buy = buys.find((m) => m.tile === o.tile.tile);
              return h(
                "div",
                { class: `skye-offer${o.bought_by >= 0 ? " sold" : ""}`, "data-testid": `offer-${o.tile.tile}` },
                h("div", { class: "skye-offer-tile" }, tileIcon(o.tile)),
                h("span", { class: "skye-offer-name" }, tx("tile_n", o.tile.tile)),
                offerPrice(o, i.names),
                buy &&
                  button(
                    {
                      class: "primary skye-buy",
                      "data-testid": `buy-${o.tile.tile}`,
                      "data-action": buy.action,
                      "aria-label": tx("buy_tile", tileWords(o.tile), i.names[seat] ?? "", o.price ?? 0),
                      disabled: i.busy,
                    },
                    tx("buy_for", o.price ?? 0),
                    () => i.send(buy.action),
                  ),
                // Why a tile the viewer would buy from has no button: it costs more than their gold.
                !buy && pass && me && seat !== i.viewer && o.bought_by < 0 && h("small", { class: "warn" }, tx("too_dear", me.gold)),
              );
            }),
          ),
        );
      }),
    ),
  );
}

/** offerPrice says what a tile on offer costs, or who bought it, or that its price is hidden. */
export function offerPrice(o: Offer, names: string[]): HTMLElement {
  if (o.bought_by >= 0) return h("span", { class: "skye-price sold" }, swatch(o.bought_by), tx("sold_to", names[o.bought_by] ?? ""));
  if (o.price === null) return h("span", { class: "skye-price hidden" }, "?", h("small", {}, tx("hidden_price")));
  if (o.price === 0) return h("span", { class: "skye-price hidden" }, "…");
  return h("span", { class: "skye-price" }, coinStack(o.price), tx("gold_n", o.price));
}
