// Catan's trade between players: the player to move composes an offer
// (what to give, what to ask for, + and - per resource) and chooses whom to
// make it to; the players offered accept, decline or counter (composing a
// counter-offer the same way); when all have answered, the player to move
// trades with one who accepted or countered, or with nobody. The engine
// takes an offer one card per action ("give brick", "ask for ore"), so the
// dialog composes locally and sends the steps in a row (the board's queue).
import { button, h, type Child } from "../dom";
import { list } from "../i18n";
import { swatch } from "../seats";
import { resourceCard } from "./catan-panels";
import { resourceName, tx } from "./catan-text";
import { kinds, pack, resources, type Answer, type Move, type View } from "./catan-view";

/** An offer being composed in the browser: cards given and asked for, by resource, and to whom (seats). */
export interface Composer {
  mode: "offer" | "counter";
  give: number[];
  get: number[];
  to: number[];
}

/** What the trade dialog is drawn from. */
export interface TradeDialogInput {
  view: View;
  moves: Move[];
  names: string[];
  busy: boolean;
  composer: Composer | null;
  /** A row of actions is being sent. */
  sending: boolean;
  error: string;
  setComposer(c: Composer | null): void;
  /** sendAll sends actions one after another, each once the last is applied. */
  sendAll(actions: number[]): void;
  send(action: number): void;
}

const zero = (): number[] => [0, 0, 0, 0, 0];
const sum = (a: number[]): number => a.reduce((x, y) => x + y, 0);

/** cardsText writes cards: "2 brick, 1 ore" (「レンガ2枚、鉱石1枚」); none is "nothing", or none when given. */
export function cardsText(cards: number[] | undefined, none = tx("nothing")): string {
  const parts = resources.flatMap((r, i) => ((cards?.[i] ?? 0) > 0 ? [tx("card_count", cards![i]!, resourceName(r))] : []));
  return parts.length > 0 ? parts.join(tx("card_sep")) : none;
}

/** others are the seats other than the viewer. */
function others(v: View): number[] {
  return v.players.map((p) => p.seat).filter((s) => s !== v.viewer);
}

/** myAnswer is the viewer's answer to the offer under way, if they were offered it. */
function myAnswer(v: View): Answer | undefined {
  return v.trade?.answers?.find((a) => a.seat === v.viewer);
}

/** newComposer starts composing: the offer or counter-offer as the engine holds it so far. */
export function newComposer(v: View, mode: "offer" | "counter"): Composer {
  if (mode === "offer") {
    const t = v.step === "offer" ? v.trade : undefined;
    return { mode, give: [...(t?.give ?? zero())], get: [...(t?.get ?? zero())], to: others(v) };
  }
  const a = myAnswer(v);
  const composing = a?.answer === "composing";
  return { mode, give: [...(composing ? a?.give ?? zero() : zero())], get: [...(composing ? a?.get ?? zero() : zero())], to: [] };
}

/** base is what the engine already holds of the offer composed: cards that cannot be taken back without starting again. */
function base(v: View, c: Composer): { give: number[]; get: number[] } {
  if (c.mode === "offer" && v.step === "offer") return { give: v.trade?.give ?? zero(), get: v.trade?.get ?? zero() };
  const a = myAnswer(v);
  if (c.mode === "counter" && a?.answer === "composing") return { give: a.give ?? zero(), get: a.get ?? zero() };
  return { give: zero(), get: zero() };
}

/** sequence is the actions that make the engine's offer the one composed, and send it. */
export function sequence(v: View, c: Composer): number[] {
  const b = base(v, c);
  const out: number[] = [];
  if (c.mode === "offer" && v.step === "main") out.push(pack(kinds.propose, 0, 0));
  if (c.mode === "counter" && myAnswer(v)?.answer !== "composing") out.push(pack(kinds.counter, 0, 0));
  for (let r = 0; r < 5; r++) for (let n = b.give[r] ?? 0; n < (c.give[r] ?? 0); n++) out.push(pack(kinds.give, r, 0));
  for (let r = 0; r < 5; r++) for (let n = b.get[r] ?? 0; n < (c.get[r] ?? 0); n++) out.push(pack(kinds.ask, r, 0));
  const mask = c.mode === "offer" ? c.to.reduce((m, s) => m | (1 << s), 0) : 0;
  out.push(pack(kinds.send, mask, 0));
  return out;
}

/** tradeDialog draws the trade between players as the step and the viewer's part in it ask. */
export function tradeDialog(d: TradeDialogInput): HTMLElement | null {
  const v = d.view;
  const t = v.trade;
  const me = v.viewer;
  const composing =
    d.composer?.mode === "offer"
      ? v.current === me && (v.step === "main" || v.step === "offer")
      : v.step === "respond" && (myAnswer(v)?.answer === "" || myAnswer(v)?.answer === "composing");
  if (d.composer && composing) {
    return composer(d, d.composer);
  }
  if (!t) return null;
  const from = d.names[t.from] ?? "";
  if (v.step === "offer") {
    // Still being composed: what it holds so far, nothing asked yet is not "for nothing".
    const started = (t.give ?? []).some((n) => n > 0) || (t.get ?? []).some((n) => n > 0);
    return box(
      "trade-offer",
      h(
        "p",
        { class: "cat-offer-line", "data-testid": "offer-line" },
        swatch(t.from),
        " ",
        tx("offer_other", from),
        started && [" ", tx("offer_so_far", cardsText(t.give, tx("nothing_taken")), cardsText(t.get, tx("nothing_taken")))],
      ),
    );
  }
  const offer = h("p", { class: "cat-offer-line", "data-testid": "offer-line" }, swatch(t.from), " ", tx("offer_line", from, cardsText(t.give), cardsText(t.get)));
  const answers = answerList(d);
  if (v.step === "respond") {
    const mine = myAnswer(v);
    if (mine && mine.answer === "") {
      const of = (k: number): Move | undefined => d.moves.find((m) => m.kind === k);
      const accept = of(kinds.accept);
      const decline = of(kinds.decline);
      const counter = of(kinds.counter);
      return box(
        "trade-respond",
        h("p", {}, h("b", {}, tx("respond_yours", from))),
        offer,
        h(
          "div",
          { class: "cat-trade-buttons" },
          button(
            { class: "primary", "data-action": accept?.action ?? null, "data-testid": "trade-accept", disabled: !accept || d.busy, title: accept ? accept.text : tx("cannot_pay") },
            tx("accept"),
            () => accept && d.send(accept.action),
          ),
          decline && button({ "data-action": decline.action, "data-testid": "trade-decline", disabled: d.busy, title: decline.text }, tx("decline"), () => d.send(decline.action)),
          counter && button({ "data-testid": "trade-counter", disabled: d.busy, title: counter.text }, tx("counter"), () => d.setComposer(newComposer(v, "counter"))),
        ),
        !accept && h("p", { class: "hint" }, tx("cannot_pay")),
        answers,
      );
    }
    if (mine?.answer === "composing") {
      return composer(d, newComposer(v, "counter"));
    }
    return box(
      "trade-wait",
      offer,
      mine && h("p", { class: "hint" }, tx("you_answered", answerText(mine))),
      answers,
      h("p", { class: "hint" }, tx("answers_secret")),
    );
  }
  if (v.step === "confirm") {
    const confirms = d.moves.filter((m) => m.kind === kinds.confirm);
    const nobody = d.moves.find((m) => m.kind === kinds.cancel);
    return box(
      "trade-confirm",
      offer,
      answers,
      (confirms.length > 0 || nobody) &&
        h(
          "div",
          { class: "cat-trade-buttons" },
          confirms.map((m) => {
            const a = t.answers?.find((x) => x.seat === m.x);
            const [give, get] = a?.answer === "counter" ? [a.get, a.give] : [t.give, t.get];
            return button(
              { class: "primary cat-partner", "data-action": m.action, "data-testid": `trade-with-${m.x}`, disabled: d.busy, title: m.text },
              [swatch(m.x), tx("trade_with", d.names[m.x] ?? ""), h("small", {}, `${cardsText(give)} → ${cardsText(get)}`)],
              () => d.send(m.action),
            );
          }),
          nobody && button({ "data-action": nobody.action, "data-testid": "trade-nobody", disabled: d.busy, title: nobody.text }, tx("trade_nobody"), () => d.send(nobody.action)),
        ),
    );
  }
  return null;
}

function box(testid: string, ...body: Child[]): HTMLElement {
  return h("div", { class: "cat-choice cat-trade", role: "dialog", "data-testid": testid }, body);
}

/** answerText says an answer in words. */
function answerText(a: Answer): string {
  switch (a.answer) {
    case "":
      return tx("a_waiting");
    case "answered":
      return tx("a_answered");
    case "accept":
      return tx("a_accept");
    case "decline":
      return tx("a_decline");
    case "composing":
      return tx("a_composing");
    case "counter":
      return tx("a_counter", cardsText(a.give), cardsText(a.get));
  }
}

/** answerList shows who was offered the trade and what each has answered (only whether, until all have). */
function answerList(d: TradeDialogInput): HTMLElement | null {
  const answers = d.view.trade?.answers ?? [];
  if (answers.length === 0) return null;
  return h(
    "ul",
    { class: "cat-answers", "data-testid": "answers" },
    answers.map((a) =>
      h("li", { class: `a-${a.answer || "waiting"}`, "data-seat": a.seat, "data-answer": a.answer }, swatch(a.seat), h("b", {}, d.names[a.seat] ?? ""), " ", answerText(a)),
    ),
  );
}

/** composer is the offer being composed: + and - per resource on each side, and for an offer whom it goes to. */
function composer(d: TradeDialogInput, c: Composer): HTMLElement {
  const v = d.view;
  const b = base(v, c);
  const hand = v.hand ?? zero();
  const most =
    c.mode === "offer" ? Math.max(0, ...v.players.filter((p) => p.seat !== v.viewer).map((p) => p.cards)) : (v.players[v.current]?.cards ?? 0);
  const set = (give: number[], get: number[], to = c.to): void => d.setComposer({ ...c, give, get, to });
  const row = (side: "give" | "get"): HTMLElement => {
    const counts = side === "give" ? c.give : c.get;
    return h(
      "div",
      { class: "cat-compose-row" },
      h("span", { class: "cat-trade-label" }, tx(side === "give" ? "you_give" : "you_ask")),
      h(
        "div",
        { class: "cat-cards" },
        resources.map((r, i) => {
          const n = counts[i] ?? 0;
          const canMore = side === "give" ? (c.get[i] ?? 0) === 0 && n < (hand[i] ?? 0) : (c.give[i] ?? 0) === 0 && sum(c.get) < most;
          const canLess = n > ((side === "give" ? b.give : b.get)[i] ?? 0);
          const bump = (dn: number): void => {
            const next = [...counts];
            next[i] = n + dn;
            if (side === "give") set(next, c.get);
            else set(c.give, next);
          };
          return h(
            "div",
            { class: "cat-compose-cell" },
            button(
              { class: "stepper", "data-testid": `${side}-more-${r}`, disabled: !canMore || d.sending, "aria-label": tx(side === "give" ? "more_give" : "more_ask", resourceName(r)) },
              "+",
              () => bump(1),
            ),
            resourceCard(r, n, { "data-testid": `${side}-count-${r}`, "data-count": n, class: n > 0 ? "" : "none" }),
            button({ class: "stepper", "data-testid": `${side}-less-${r}`, disabled: !canLess || d.sending, "aria-label": tx("less", resourceName(r)) }, "−", () => bump(-1)),
          );
        }),
      ),
    );
  };
  const ready = sum(c.give) > 0 && sum(c.get) > 0 && (c.mode === "counter" || c.to.length > 0);
  const steps = ready ? sequence(v, c) : [];
  const first = steps[0];
  const firstLegal = first !== undefined && d.moves.some((m) => m.action === first);
  const all = others(v);
  const toNames = c.to.length === all.length ? tx("offer_all") : tx("offer_some", list(c.to.map((s) => d.names[s] ?? "")));
  const cancel = v.step === "offer" ? d.moves.find((m) => m.kind === kinds.cancel) : c.mode === "counter" && myAnswer(v)?.answer === "composing" ? d.moves.find((m) => m.kind === kinds.decline) : undefined;
  return h(
    "div",
    { class: "cat-choice cat-trade cat-compose", role: "dialog", "data-testid": c.mode === "offer" ? "trade-compose" : "trade-counter-compose" },
    h("p", {}, h("b", {}, c.mode === "offer" ? tx("offer_title") : tx("counter_title", d.names[v.current] ?? ""))),
    c.mode === "counter" && v.trade && h("p", { class: "cat-offer-line" }, swatch(v.trade.from), " ", tx("offer_line", d.names[v.trade.from] ?? "", cardsText(v.trade.give), cardsText(v.trade.get))),
    row("give"),
    row("get"),
    c.mode === "offer" &&
      h(
        "div",
        { class: "cat-compose-to" },
        h("span", { class: "cat-trade-label" }, tx("offer_to")),
        all.map((seat) => {
          const on = c.to.includes(seat);
          return button(
            { class: "small cat-to" + (on ? " on" : ""), "aria-pressed": String(on), "data-testid": `offer-to-${seat}`, disabled: d.sending },
            [swatch(seat), d.names[seat] ?? "", h("small", {}, tx("cards_n", v.players[seat]?.cards ?? 0))],
            () => set(c.give, c.get, on ? c.to.filter((s) => s !== seat) : [...c.to, seat].sort()),
          );
        }),
      ),
    d.error && h("p", { class: "error", role: "alert" }, d.error),
    h(
      "div",
      { class: "cat-trade-buttons" },
      button(
        {
          class: "primary",
          "data-testid": "offer-send",
          "data-action": firstLegal ? first! : null,
          "data-sequence": steps.join(" "),
          disabled: !ready || !firstLegal || d.busy || d.sending,
          title: !ready ? (sum(c.give) > 0 && sum(c.get) > 0 ? tx("offer_nobody") : tx("offer_need")) : null,
        },
        d.sending ? tx("sending") : c.mode === "offer" ? toNames : tx("send_counter"),
        () => d.sendAll(steps),
      ),
      cancel
        ? button({ class: "cancel", "data-action": cancel.action, "data-testid": "offer-withdraw", disabled: d.busy || d.sending, title: cancel.text }, c.mode === "offer" ? tx("withdraw") : tx("decline"), () => {
            d.setComposer(null);
            d.send(cancel.action);
          })
        : button({ class: "cancel", "data-testid": "offer-close", disabled: d.sending }, tx("cancel"), () => d.setComposer(null)),
    ),
    !ready && h("p", { class: "hint" }, sum(c.give) > 0 && sum(c.get) > 0 ? tx("offer_nobody") : tx("offer_need")),
  );
}
