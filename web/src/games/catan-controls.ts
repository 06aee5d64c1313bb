// Catan's controls by the step's prompt: the dice and the turn's buttons
// (roll, buy a development card, trade, end the turn); and the choices a
// step asks for off the board, drawn on the sheet over the board: whom to
// rob, what to discard after a 7, and the resources of year of plenty and
// monopoly.
import { button, h, type Child } from "../dom";
import { swatch } from "../seats";
import { dieFace } from "./dice";
import { resourceCard } from "./catan-panels";
import { resourceName, tx } from "./catan-text";
import { kinds, resources, type Move, type View } from "./catan-view";

/** A chooser open over the controls: a card's resources being picked. */
export type Dialog = "" | "plenty" | "monopoly";

/** What the controls are drawn from. */
export interface ControlsInput {
  view: View;
  moves: Move[];
  names: string[];
  busy: boolean;
  dialog: Dialog;
  /** The first resource picked for year of plenty, -1 before. */
  first: number;
  send(action: number): void;
  open(d: Dialog): void;
  pickFirst(r: number): void;
  /** propose opens (or closes) the trade dialog to compose an offer to the other players; absent when none may be made. */
  propose?: (() => void) | undefined;
  /** An offer is being composed: the propose button shows pressed. */
  composing?: boolean;
  /** bank opens (or closes) trading with the bank; absent when no trade with it is legal. */
  bank?: (() => void) | undefined;
  /** Trading with the bank is open. */
  banking?: boolean;
  /** The Unknown Island's choices made with the board (its tray, moving a ship), drawn below the turn's buttons. */
  extra?: Child[];
}

/** dice shows the last roll, beside the step's prompt; nothing before the first. */
export function dice(v: View): HTMLElement | null {
  const [a, b] = v.dice;
  if (a === undefined || b === undefined) return null;
  return h(
    "div",
    { class: `cat-dice${a + b === 7 ? " seven" : ""}`, "data-testid": "dice", "aria-label": tx("dice_label", a + b) },
    dieFace(a),
    dieFace(b),
    h("b", { class: "cat-dice-sum" }, a + b),
  );
}

/**
 * controls draws the turn's buttons. The same buttons stay
 * while a trade is open (pressed), so that opening one moves nothing.
 */
export function controls(c: ControlsInput): HTMLElement {
  const { view: v, busy } = c;
  const of = (kind: number): Move[] => c.moves.filter((m) => m.kind === kind);
  const act = (m: Move | undefined, label: string, cls: string, testid: string): HTMLElement | null =>
    m ? button({ class: cls, "data-action": m.action, "data-testid": testid, disabled: busy, title: m.text }, label, () => c.send(m.action)) : null;

  const end = of(kinds.end)[0];
  const bar = h(
    "div",
    { class: "cat-bar" },
    h(
      "div",
      { class: "cat-buttons" },
      act(of(kinds.roll)[0], tx("roll"), "primary cat-roll", "roll"),
      act(of(kinds.buyDev)[0], tx("buy_dev"), "", "buy-dev"),
      c.propose &&
        button({ class: "cat-propose", "data-testid": "propose", "aria-pressed": String(!!c.composing), disabled: busy }, tx("propose"), c.propose),
      c.bank && button({ class: "cat-bank-open", "data-testid": "bank-trade", "aria-pressed": String(!!c.banking), disabled: busy }, tx("trade"), c.bank),
      act(end, v.step === "special_build" ? tx("pass") : tx("end_turn"), of(kinds.roll).length === 0 ? "primary" : "", "end-turn"),
    ),
  );
  return h("div", { class: "cat-controls" }, bar, c.extra);
}

/** choices draws the choices the step asks for off the board: whom to rob, what to discard, a card's resources. */
export function choices(c: ControlsInput): Child[] {
  const of = (kind: number): Move[] => c.moves.filter((m) => m.kind === kind);
  return [steal(c, of(kinds.steal)), discard(c, of(kinds.discard)), chooser(c)];
}

/** steal offers the players the robber's mover may rob, with their cards. */
function steal(c: ControlsInput, moves: Move[]): Child {
  if (moves.length === 0) return null;
  return h(
    "div",
    { class: "cat-choice", "data-testid": "steal" },
    moves.map((m) =>
      button(
        { class: "cat-victim", "data-action": m.action, "data-testid": `steal-${m.x}`, disabled: c.busy, title: m.text },
        [swatch(m.x), tx("rob", c.names[m.x] ?? ""), h("small", {}, tx("cards_n", c.view.players[m.x]?.cards ?? 0))],
        () => c.send(m.action),
      ),
    ),
  );
}

/** discard offers the viewer's cards to discard one at a time, after a 7. */
function discard(c: ControlsInput, moves: Move[]): Child {
  if (moves.length === 0) return null;
  const owed = c.view.players[c.view.viewer]?.to_discard ?? 0;
  return h(
    "div",
    { class: "cat-choice", "data-testid": "discard" },
    h("p", {}, h("b", {}, tx("discard_left", owed))),
    h(
      "div",
      { class: "cat-cards" },
      resources.map((r, i) => {
        const m = moves.find((x) => x.x === i);
        return resourceCard(
          r,
          c.view.hand?.[i] ?? 0,
          { "data-action": m?.action ?? null, disabled: !m || c.busy, title: tx("discard_one", resourceName(r)), "data-testid": `discard-${r}` },
          () => m && c.send(m.action),
        );
      }),
    ),
  );
}

/** chooser picks the resources of year of plenty (two, one at a time) or of monopoly (one). */
function chooser(c: ControlsInput): Child {
  if (c.dialog === "monopoly") {
    const moves = c.moves.filter((m) => m.kind === kinds.monopoly);
    if (moves.length === 0) return null;
    return dialog(
      c,
      tx("monopoly_pick"),
      resources.map((r, i) => {
        const m = moves.find((x) => x.x === i);
        return resourceCard(r, "", { "data-action": m?.action ?? null, disabled: !m || c.busy, title: m?.text ?? null, "data-testid": `pick-${r}` }, () => m && c.send(m.action));
      }),
    );
  }
  if (c.dialog === "plenty") {
    const moves = c.moves.filter((m) => m.kind === kinds.plenty);
    if (moves.length === 0) return null;
    const first = resources[c.first];
    if (!first) {
      return dialog(
        c,
        tx("plenty_pick"),
        resources.map((r, i) =>
          resourceCard(r, c.view.bank[i] ?? 0, { disabled: !moves.some((m) => m.x === i || m.y === i) || c.busy, "data-testid": `pick-${r}` }, () => c.pickFirst(i)),
        ),
      );
    }
    return dialog(
      c,
      tx("plenty_then", resourceName(first)),
      resources.map((r, i) => {
        const m = moves.find((x) => x.x === Math.min(c.first, i) && x.y === Math.max(c.first, i));
        return resourceCard(r, "+1", { "data-action": m?.action ?? null, disabled: !m || c.busy, title: m?.text ?? null, "data-testid": `pick-${r}` }, () => m && c.send(m.action));
      }),
    );
  }
  return null;
}

function dialog(c: ControlsInput, prompt: string, cards: HTMLElement[]): HTMLElement {
  return h(
    "div",
    { class: "cat-choice cat-dialog", role: "dialog", "data-testid": `choose-${c.dialog}` },
    h("p", {}, h("b", {}, prompt)),
    h("div", { class: "cat-cards" }, cards),
    button({ class: "small cancel" }, tx("cancel"), () => c.open("")),
  );
}
