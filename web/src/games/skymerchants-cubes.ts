// Cubes in Merchants of Sky Islands: the player's and the supply's, the
// round and the pile, what the airships bring, tiles a hand had to show,
// and the trades and give-backs that end a turn.
import { button, h } from "../dom";
import { t, type Key } from "../i18n";
import { swatch } from "../seats";
import { airship, cube, handLook, harbourMark, icon, tileIcon, towerMark } from "./skymerchants-art";
import { cubeColours, type Move, type View } from "./skymerchants-view";
import { tileName } from "./skymerchants-words";

const cubeName = (c: number): string => t(`sky_cube_${c}` as Key);

/** cubes shows counts by colour as cubes with numbers. */
export function cubes(counts: readonly number[], cls = ""): HTMLElement {
  return h(
    "span",
    { class: `sky-cubes ${cls}` },
    counts.map((n, c) => h("span", { class: "sky-count", title: cubeName(c), "aria-label": `${cubeName(c)} ${n}` }, cube(c), h("b", {}, n))),
  );
}

/** tradeControls offers each trade (3 of a colour for 1 of another) and done trading. */
export function tradeControls(trades: Move[], done: Move | undefined, busy: boolean, send: (action: number) => void): HTMLElement {
  return h(
    "div",
    { class: "sky-trade" },
    h(
      "div",
      { class: "sky-trades" },
      trades.map((m) =>
        button(
          { class: "sky-trade-button", "data-action": m.action, "aria-label": m.text, title: m.text, disabled: busy },
          [h("span", {}, "3×", cube(m.give)), h("span", { class: "sky-arrow" }, t("sky_trade_for")), h("span", {}, "1×", cube(m.get))],
          () => send(m.action),
        ),
      ),
    ),
    done &&
      button({ class: "done primary", "data-testid": "done", "data-action": done.action, disabled: busy }, t("sky_done_trading"), () => send(done.action)),
  );
}

/** returnControls offers to give back one cube of each colour held. */
export function returnControls(returns: Move[], busy: boolean, send: (action: number) => void): HTMLElement {
  return h(
    "div",
    { class: "sky-trades" },
    returns.map((m) =>
      button({ class: "sky-trade-button", "data-action": m.action, "aria-label": m.text, title: m.text, disabled: busy }, [t("sky_return"), " 1×", cube(m.give)], () =>
        send(m.action),
      ),
    ),
  );
}

/** infoPanel shows the round, the pile, the viewer's cubes, the supply, shown tiles and what airships bring. */
export function infoPanel(v: View, viewer: number, names: string[]): HTMLElement {
  const shown = v.shown.map((tiles, seat) => ({ tiles, seat })).filter((x) => x.tiles.length > 0);
  return h(
    "div",
    { class: "sky-info" },
    h("p", { class: "sky-round" }, h("b", {}, t("sky_round", v.round)), " · ", t("sky_pile", v.pile)),
    viewer >= 0 && h("div", { class: "sky-row" }, h("span", { class: "sky-label" }, t("sky_yours")), cubes(v.cubes[viewer] ?? [], "big")),
    h(
      "div",
      { class: "sky-row" },
      h("span", { class: "sky-label" }, t("sky_supply")),
      cubes(v.supply),
      h("span", { class: "sky-count" }, icon("sky-piece", towerMark(0, 0)), t("sky_towers_left", v.towers)),
      h("span", { class: "sky-count" }, icon("sky-piece", harbourMark(0, 0)), t("sky_harbours_left", v.harbours)),
    ),
    shown.map(({ tiles, seat }) =>
      h(
        "div",
        { class: "sky-row" },
        h("span", { class: "sky-label" }, swatch(seat), t("sky_shown", names[seat] ?? "")),
        tiles.map((tile) => h("span", { class: "sky-shown", title: tileName(tile) }, tileIcon(handLook(tile, 0)))),
      ),
    ),
    h(
      "div",
      { class: "sky-row sky-legend" },
      h("span", { class: "sky-label" }, t("sky_airships")),
      cubeColours.map((colour, c) => h("span", { class: "sky-count" }, icon("sky-ship", airship(colour)), cubeName(c))),
      h("span", { class: "sky-count" }, icon("sky-ship", airship("green")), t("sky_green")),
    ),
  );
}
