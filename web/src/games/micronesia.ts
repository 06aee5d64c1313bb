// Micronesia (ミクロネシア): twelve islands in a sea, tribes in seat colours,
// three dice. A turn is: sacrifice tribes to change dice (tap a die, pick a
// face), split the dice onto islands (a button per split), then maybe
// rebalance tribes between one's own islands (tap from, tap to, done).
import { button, h, replace, s } from "../dom";
import { say, type Named } from "../i18n";
import { dieFace } from "./dice";
import { clickable, hover } from "./interact";
import type { Board, BoardInput, GameRenderer, SeatStat } from "./types";

/** An island as the view gives it; seat -1 when empty. */
interface Island {
  island: number;
  vp: number;
  seat: number;
  tribes: number;
}

/** Micronesia's view (server/API.md). */
interface View {
  seats: number;
  turn: number;
  to_move: number;
  step: "split" | "rebalance" | "over";
  dice: number[];
  sacrificed: number[];
  split: number[];
  stock: number[];
  lost: number[];
  islands: Island[];
  gave: number[];
  got: number[];
}

// Action codes: kind = a >> 16, x = (a >> 8) & 255, y = a & 255.
const kindSacrifice = 1; // set die x (0-2) to y
const kindSplit = 2; // islands x and y (x == y: that island only)
const kindMove = 3; // one tribe from island x to island y
const kindDone = 4; // done rebalancing
const kindInOrder = 5; // islands x then y, where the order matters

interface Decoded {
  action: number;
  text: string;
  kind: number;
  x: number;
  y: number;
}

function decode(action: number, text: string): Decoded {
  return { action, text, kind: action >> 16, x: (action >> 8) & 255, y: action & 255 };
}

const msg = {
  islands_all: { en: "The islands", ja: "島々" },
  dice: { en: "Dice", ja: "ダイス" },
  split_yours: {
    en: "Split the dice: one die alone and the sum of the other two. Your tribes go to those islands.",
    ja: "ダイスを「1個」と「残り2個の合計」に分けてください。その数の島に部族を送り込みます。",
  },
  sacrifice_hint: {
    en: "Unhappy with the roll? Tap a die to sacrifice a tribe from your stock and set it to any face.",
    ja: "出目が気に入らなければ、ダイスをタップし、ストックの部族を1つ生贄にして好きな目に変えられます。",
  },
  pick_face: { en: "Sacrifice one tribe to set die {0} to:", ja: "部族を1つ生贄にして、ダイス{0}を次の目に:" },
  cancel: { en: "Cancel", ja: "やめる" },
  rebalance_yours: {
    en: "You split into {0}. You may rebalance: tap one of your islands to take a tribe from, then a glowing island to move it to. Tap Done when finished.",
    ja: "{0}に分けました。島間の調整ができます。部族を移す元の島をタップし、次に光っている移し先の島をタップしてください。終わったら「調整を終える」を押します。",
  },
  move_from: { en: "Move one tribe from island {0} to a glowing island.", ja: "{0}の島から光っている島へ部族を1つ移します。" },
  done: { en: "Done", ja: "調整を終える" },
  waiting_split: { en: "{0} is choosing how to split the dice.", ja: "{0}がダイスの分け方を考えています。" },
  waiting_rebalance: { en: "{0} split into {1} and is rebalancing their islands.", ja: "{0}は{1}に分け、島間の調整をしています。" },
  over: { en: "The game is over.", ja: "ゲームは終わりました。" },
  one_island: { en: "island {0}", ja: "{0}の島だけ" },
  two_islands: { en: "islands {0} and {1}", ja: "{0}と{1}の島" },
  only: { en: "only", ja: "だけ" },
  cost: { en: "{0} from stock", ja: "ストックから{0}" },
  first: { en: "first", ja: "が先" },
  then: { en: "then", ja: "次に" },
  order_hint: {
    en: "Where the order of your two islands changes the game, you choose it: a split comes in both orders.",
    ja: "2つの島の順番で結果が変わるときは、順番を選べます(同じ分け方が2通りの順で並びます)。",
  },
  ends_seventh: { en: "7th island: you win", ja: "7つ目の島で勝利" },
  ends_burst_now: { en: "bursts at once", ja: "すぐにバースト" },
  ends_burst_after: { en: "takes {0}, then bursts", ja: "{0}を取ってからバースト" },
  confirm_burst: {
    en: "This split bursts: your stock cannot pay for it. The game ends at once and you come last. Split like this anyway?",
    ja: "この分け方はバーストします。ストックでは払えません。ゲームはすぐに終わり、あなたは最下位です。それでもこの分け方にしますか?",
  },
  confirm_burst_after: {
    en: "This split takes island {0}, then bursts on island {1}: the game ends at once and you come last. Split like this anyway?",
    ja: "この分け方は{0}の島を取ってから{1}の島でバーストします。ゲームはすぐに終わり、あなたは最下位です。それでもこの分け方にしますか?",
  },
  burst_anyway: { en: "Burst", ja: "バーストする" },
  short: { en: "{0} needed, {1} in stock", ja: "必要{0}・ストック{1}" },
  die_set: { en: "set", ja: "変更" },
  die_label: { en: "Die {0}: {1}", ja: "ダイス{0}: {1}" },
  island_label: { en: "Island {0}, {1} VP", ja: "{0}の島 {1}VP" },
  tribes_of: { en: "{0} tribes of {1}", ja: "{1}の部族{0}" },
  stock: { en: "Stock", ja: "ストック" },
  sacrificed: { en: "Sacrificed", ja: "生贄" },
  islands: { en: "Islands", ja: "島" },
  vp: { en: "VP", ja: "VP" },
} satisfies Record<string, Named>;

// The islands lie in four columns by VP (1-3, 4-6, 7-9, 10-12), or on a
// narrow screen in four rows, nudged off a grid so that the sea looks like an
// archipelago. Islands worth more are a little larger.
const narrow = window.matchMedia("(max-width: 560px)");
const nudges: Array<[number, number]> = [
  [-6, 2], [10, -2], [-4, 4], [4, 8], [-8, 0], [6, -6], [-2, -2], [8, 4], [-6, 0], [4, 6], [-6, -2], [6, -4],
];

/** sea is the size of the board: wide, or tall on a narrow screen. */
function sea(): { width: number; height: number } {
  return narrow.matches ? { width: 340, height: 430 } : { width: 440, height: 316 };
}

export function spot(n: number): { x: number; y: number; r: number } {
  const group = Math.floor((n - 1) / 3); // by VP
  const k = (n - 1) % 3;
  const [dx, dy] = nudges[n - 1] ?? [0, 0];
  if (narrow.matches) return { x: 58 + k * 108 + dy / 2, y: 56 + group * 104 + dx / 2, r: 42 + group * 1.5 };
  return { x: 60 + group * 106 + dx, y: 56 + k * 100 + dy, r: 37 + group * 2 };
}

/** blob is a closed, smooth, irregular outline around (cx, cy): an island's shore. */
function blob(cx: number, cy: number, r: number, seed: number): string {
  const n = 11;
  const pts: Array<[number, number]> = [];
  for (let k = 0; k < n; k++) {
    const a = (2 * Math.PI * k) / n;
    const rr = r * (1 + 0.09 * Math.sin(seed * 1.7 + 3 * a) + 0.06 * Math.cos(seed * 2.3 + 2 * a));
    pts.push([cx + rr * Math.cos(a), cy + rr * 0.88 * Math.sin(a)]);
  }
  const f = (v: number): string => v.toFixed(1);
  const mid = (p: [number, number], q: [number, number]): string => `${f((p[0] + q[0]) / 2)},${f((p[1] + q[1]) / 2)}`;
  let d = `M${mid(pts[n - 1]!, pts[0]!)}`;
  for (let k = 0; k < n; k++) d += `Q${f(pts[k]![0])},${f(pts[k]![1])} ${mid(pts[k]!, pts[(k + 1) % n]!)}`;
  return d + "Z";
}

function splitText(lo: number, hi: number): string {
  return lo === hi ? say(msg.one_island, lo) : say(msg.two_islands, lo, hi);
}

/** cost is how many tribes from stock seat me sends to island n: 0 to its own, 1 to an empty one, one more than the tribes there otherwise. */
function cost(v: View, me: number, n: number): number {
  const is = v.islands.find((i) => i.island === n);
  if (!is || is.seat < 0) return 1;
  return is.seat === me ? 0 : is.tribes + 1;
}

/** Ending is what a split does when it ends the game: a win or a burst. */
interface Ending {
  seventh: boolean;
  burst: boolean;
  taken: number[]; // islands colonised before a burst
  at: number; // the island that bursts
}

/** ending walks a split's islands in order for seat me, as the engine colonises them. */
function ending(v: View, me: number, order: number[]): Ending {
  let stock = v.stock[me] ?? 0;
  let islands = v.islands.filter((i) => i.seat === me).length;
  const taken: number[] = [];
  for (const n of order) {
    const c = cost(v, me, n);
    if (c === 0) continue;
    if (c > stock) return { seventh: false, burst: true, taken, at: n };
    stock -= c;
    taken.push(n);
    if (++islands >= 7) return { seventh: true, burst: false, taken, at: 0 };
  }
  return { seventh: false, burst: false, taken, at: 0 };
}

/** formed says how the dice make a split: "4 | 1+3". */
function formed(dice: number[], lo: number, hi: number): string {
  for (let j = 0; j < 3; j++) {
    const rest = dice.filter((_, k) => k !== j);
    const sum = rest[0]! + rest[1]!;
    if ((dice[j] === lo && sum === hi) || (dice[j] === hi && sum === lo)) return `${dice[j]} | ${rest[0]}+${rest[1]}`;
  }
  return "";
}

function board(): Board {
  const el = h("div", { class: "mic" });
  let selectedDie = -1; // the die whose new face is being picked
  let confirming = -1; // a split that bursts, waiting for the player to confirm it
  let from = -1; // the island a tribe is being moved from
  let seq = -1;
  let last: BoardInput | null = null;
  narrow.addEventListener("change", () => last && update(last));

  function update(input: BoardInput): void {
    last = input;
    if (input.seq !== seq) {
      seq = input.seq;
      selectedDie = -1;
      from = -1;
      confirming = -1;
    }
    const v = input.view as View;
    const choices = input.legal.map((c) => decode(c.action, c.text));
    const busy = input.busy; // a choice is on its way: show the others, offer none
    const of = (kind: number): Decoded[] => choices.filter((c) => c.kind === kind);
    const me = input.viewer;
    const mover = input.names[v.to_move] ?? "";

    const islandEls = new Map<number, SVGGElement>();
    const highlight = (islands: number[]): void => {
      for (const [n, g] of islandEls) g.classList.toggle("hl", islands.includes(n));
    };
    const redraw = (): void => update(input);

    // The sea and the islands.
    const moves = busy ? [] : of(kindMove); // nothing to tap until the server answers
    const sources = new Set(moves.map((m) => m.x));
    const targets = new Map(moves.filter((m) => m.x === from).map((m) => [m.y, m] as const));
    const { width, height } = sea();
    const board = s(
      "svg",
      { class: "mic-sea", viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": say(msg.islands_all) },
      s("rect", { x: 0, y: 0, width, height, rx: 14, class: "sea" }),
      [0, 1, 2, 3, 4].map((k) => s("path", { class: "wave", d: `M${20 + ((k * 83) % (width - 60))},${30 + ((k * 67) % (height - 50))} q10,-6 20,0 t20,0` })),
    );
    for (const is of v.islands) {
      const g = islandShape(v, is, input.names);
      islandEls.set(is.island, g);
      if (v.step === "rebalance" && v.split.includes(is.island)) g.classList.add("named");
      const target = targets.get(is.island);
      if (target) {
        g.classList.add("can-to");
        clickable(g, () => input.send(target.action));
        g.setAttribute("data-action", String(target.action));
      } else if (is.island === from && !busy) {
        g.classList.add("sel");
        clickable(g, () => ((from = -1), redraw()));
      } else if (sources.has(is.island)) {
        g.classList.add("can-from");
        clickable(g, () => ((from = is.island), redraw()));
      }
      board.append(g);
    }

    // The dice, and the faces a sacrifice may set.
    const sacrifices = of(kindSacrifice);
    const dice = h(
      "div",
      { class: "mic-dice" },
      h("span", { class: "mic-dice-label" }, say(msg.dice)),
      v.dice.map((value, i) => {
        const set = v.sacrificed.includes(i + 1);
        const can = sacrifices.some((c) => c.x === i);
        return button(
          {
            class: `die${set ? " set" : ""}${selectedDie === i ? " picked" : ""}`,
            "data-testid": `die-${i}`,
            disabled: !can || busy,
            "aria-label": say(msg.die_label, i + 1, value),
            "aria-pressed": can ? String(selectedDie === i) : null,
          },
          [dieFace(value), set ? h("span", { class: "die-tag" }, say(msg.die_set)) : null],
          () => ((selectedDie = selectedDie === i ? -1 : i), redraw()),
        );
      }),
    );
    const faces =
      selectedDie >= 0 &&
      h(
        "div",
        { class: "mic-faces" },
        h("p", {}, say(msg.pick_face, selectedDie + 1)),
        h(
          "div",
          { class: "face-row" },
          [1, 2, 3, 4, 5, 6].map((value) => {
            const c = sacrifices.find((c) => c.x === selectedDie && c.y === value);
            return button(
              { class: "face", disabled: !c || busy, "data-action": c?.action, "aria-label": c?.text ?? String(value) },
              dieFace(value),
              () => c && input.send(c.action),
            );
          }),
          button({ class: "cancel" }, say(msg.cancel), () => ((selectedDie = -1), redraw())),
        ),
      );

    // The splits, each with what it costs and, where it ends the game, how.
    // A split that bursts asks to be confirmed.
    const stock = v.stock[me] ?? 0;
    const splitChoices = choices.filter((c) => c.kind === kindSplit || c.kind === kindInOrder);
    const splits = splitChoices.map((c) => {
      const ordered = c.kind === kindInOrder;
      const need = c.x === c.y ? cost(v, me, c.x) : cost(v, me, c.x) + cost(v, me, c.y);
      const end = ending(v, me, c.x === c.y ? [c.x] : [c.x, c.y]);
      const outcome = end.seventh
        ? say(msg.ends_seventh)
        : end.burst && ordered
          ? end.taken.length > 0
            ? say(msg.ends_burst_after, end.taken[0]!)
            : say(msg.ends_burst_now)
          : need > stock
            ? say(msg.short, need, stock)
            : say(msg.cost, need);
      const islands =
        c.x === c.y
          ? [h("b", {}, c.x), " ", say(msg.only)]
          : ordered
            ? [h("b", {}, c.x), " ", say(msg.first), " → ", h("b", {}, c.y)]
            : [h("b", {}, c.x), " & ", h("b", {}, c.y)];
      const b = button(
        {
          class: `split${end.burst ? " short" : ""}${end.seventh ? " wins" : ""}${confirming === c.action ? " picked" : ""}`,
          "data-action": c.action,
          "aria-label": c.text,
          title: c.text,
          disabled: busy,
        },
        [
          h("span", { class: "split-islands" }, islands),
          h("span", { class: "split-how" }, formed(v.dice, c.x, c.y)),
          h("span", { class: "split-cost" }, outcome),
        ],
        () => {
          if (!end.burst) return input.send(c.action);
          confirming = confirming === c.action ? -1 : c.action;
          redraw();
        },
      );
      hover(
        b,
        () => highlight([c.x, c.y]),
        () => highlight([]),
      );
      return b;
    });
    const toConfirm = splitChoices.find((c) => c.action === confirming);
    let confirm: HTMLElement | null = null;
    if (toConfirm) {
      const end = ending(v, me, toConfirm.x === toConfirm.y ? [toConfirm.x] : [toConfirm.x, toConfirm.y]);
      confirm = h(
        "div",
        { class: "mic-confirm", role: "alertdialog", "data-testid": "confirm-burst" },
        h("p", {}, end.taken.length > 0 ? say(msg.confirm_burst_after, end.taken[0]!, end.at) : say(msg.confirm_burst)),
        h(
          "div",
          { class: "face-row" },
          button({ class: "burst", "data-testid": "burst", disabled: busy }, say(msg.burst_anyway), () => input.send(toConfirm.action)),
          button({ class: "cancel" }, say(msg.cancel), () => ((confirming = -1), redraw())),
        ),
      );
    }
    const orderHint = splits.length > 0 && splitChoices.some((c) => c.kind === kindInOrder) && h("p", { class: "hint" }, say(msg.order_hint));

    const done = of(kindDone)[0];
    // The sea first: the prompt, which comes and goes with the step, never moves it.
    replace(
      el,
      board,
      h("p", { class: "step" }, explain(v, me, choices.length > 0, mover, from, sacrifices.length > 0)),
      h(
        "div",
        { class: "mic-controls" },
        dice,
        faces,
        splits.length > 0 && h("div", { class: "mic-splits" }, splits),
        orderHint,
        confirm,
        done &&
          h(
            "div",
            { class: "mic-actions" },
            from >= 0 && button({ class: "cancel" }, say(msg.cancel), () => ((from = -1), redraw())),
            button({ class: "done primary", "data-testid": "done", "data-action": done.action, disabled: busy }, say(msg.done), () => input.send(done.action)),
          ),
      ),
    );
  }
  return { el, update };
}

/** explain says in words what the current step asks, and of whom. */
function explain(v: View, me: number, mine: boolean, mover: string, from: number, canSacrifice: boolean): string {
  if (v.step === "over") return say(msg.over);
  const split = v.split.length === 2 ? splitText(v.split[0]!, v.split[1]!) : "";
  if (!mine || v.to_move !== me) {
    return v.step === "rebalance" ? say(msg.waiting_rebalance, mover, split) : say(msg.waiting_split, mover);
  }
  if (v.step === "rebalance") return from >= 0 ? say(msg.move_from, from) : say(msg.rebalance_yours, split);
  return canSacrifice ? `${say(msg.split_yours)} ${say(msg.sacrifice_hint)}` : say(msg.split_yours);
}

/** islandShape draws island is: reef, beach, land, number, VP and its tribes. */
export function islandShape(v: View, is: Island, names: string[]): SVGGElement {
  const { x, y, r } = spot(is.island);
  const n = is.island;
  const label = [say(msg.island_label, n, is.vp)];
  if (is.seat >= 0) label.push(say(msg.tribes_of, is.tribes, names[is.seat] ?? ""));
  const g = s(
    "g",
    { class: "island", "data-testid": `island-${n}`, "data-at": n, "aria-label": label.join(", ") },
    s("path", { class: "reef", d: blob(x, y, r * 1.12, n) }),
    s("path", { class: "ring", d: blob(x, y, r * 1.06, n) }),
    s("path", { class: "beach", d: blob(x, y, r, n) }),
    s("path", { class: "land", d: blob(x + 2, y - 2, r * 0.74, n + 5) }),
    s("circle", { class: "num-disc", cx: x - r * 0.58, cy: y - r * 0.5, r: 13 }),
    s("text", { class: "num", x: x - r * 0.58, y: y - r * 0.5 }, n),
    s("text", { class: "vp", x: x + r * 0.1, y: y + r * 0.72 }, `${is.vp} VP`),
  );
  if (is.seat >= 0) {
    g.append(
      s("circle", { class: `tribe seat-${is.seat}`, cx: x + 6, cy: y + 2, r: 17 }),
      s("text", { class: `tribes seat-${is.seat}`, x: x + 6, y: y + 2 }, is.tribes),
    );
  }
  const mark = v.gave.includes(n) ? "−" : v.got.includes(n) ? "+" : "";
  if (mark) {
    g.append(
      s("circle", { class: "moved", cx: x + r * 0.72, cy: y - r * 0.45, r: 10 }),
      s("text", { class: "moved-sign", x: x + r * 0.72, y: y - r * 0.45 }, mark),
    );
  }
  return g;
}

function seatStats(view: unknown, seat: number): SeatStat[] {
  const v = view as View;
  const held = v.islands.filter((i) => i.seat === seat);
  return [
    { label: say(msg.stock), value: v.stock[seat] ?? 0 },
    { label: say(msg.sacrificed), value: v.lost[seat] ?? 0 },
    { label: say(msg.islands), value: held.length },
    { label: say(msg.vp), value: held.reduce((sum, i) => sum + i.vp, 0) },
  ];
}

/** micronesia draws Micronesia. */
export const micronesia: GameRenderer = { board, seatStats };
