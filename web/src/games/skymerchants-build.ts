// Building in Merchants of Sky Islands: a button per building saying what it
// costs, what it does and whether the player can pay, which chooses the
// building whose places the board marks; the choice between the islands of a
// tile with several; and done building.
import { button, h } from "../dom";
import { t, type Key } from "../i18n";
import { cube, harbourMark, houseMark, icon, laidLook, tileIcon, towerMark } from "./skymerchants-art";
import { kinds, type Move, type Tile, type View } from "./skymerchants-view";
import { buildWords } from "./skymerchants-words";

/** The buildings, as kinds of action. */
export const buildKinds = [kinds.house, kinds.tower, kinds.harbour];

const names: Record<number, { name: Key; help: Key; test: string }> = {
  [kinds.house]: { name: "sky_house", help: "sky_house_help", test: "build-house" },
  [kinds.tower]: { name: "sky_tower", help: "sky_tower_help", test: "build-tower" },
  [kinds.harbour]: { name: "sky_harbour", help: "sky_harbour_help", test: "build-harbour" },
};

/** What the building controls are drawn from. */
export interface BuildInput {
  view: View;
  viewer: number;
  moves: Move[]; // the legal builds
  kind: number; // the building chosen
  picked: Tile | undefined; // a tile with several islands to choose between
  done: Move | undefined;
  busy: boolean;
  choose(kind: number): void;
  unpick(): void;
  send(action: number): void;
}

/** buildControls offers the buildings, the islands of a picked tile, and done. */
export function buildControls(i: BuildInput): HTMLElement {
  const v = i.view;
  const cubes = v.cubes[i.viewer] ?? [0, 0, 0];
  const pays = Math.min(...cubes);
  const left: Record<number, number> = { [kinds.house]: v.houses[i.viewer] ?? 0, [kinds.tower]: v.towers, [kinds.harbour]: v.harbours };
  const marks: Record<number, SVGElement> = {
    [kinds.house]: houseMark(0, 2, i.viewer),
    [kinds.tower]: towerMark(0, 1),
    [kinds.harbour]: harbourMark(0, 0),
  };
  const picked = i.picked;
  const choices = picked ? i.moves.filter((m) => m.kind === i.kind && m.x === picked.x && m.y === picked.y) : [];
  return h(
    "div",
    { class: "sky-build-controls" },
    picked &&
      choices.length > 1 &&
      h(
        "div",
        { class: "sky-pick" },
        h("p", {}, t("sky_pick_part")),
        h(
          "div",
          { class: "sky-pick-row" },
          choices.map((m) =>
            button(
              { class: "sky-pick-part", "data-action": m.action, "aria-label": buildWords(m, i.view.tiles), title: buildWords(m, i.view.tiles), disabled: i.busy },
              tileIcon({ ...laidLook(picked), focus: m.part }),
              () => i.send(m.action),
            ),
          ),
          button({ class: "cancel" }, t("sky_cancel"), () => i.unpick()),
        ),
      ),
    h(
      "div",
      { class: "sky-kinds" },
      buildKinds.map((kind) => {
        const n = i.moves.filter((m) => m.kind === kind).length;
        const why = left[kind] === 0 ? t("sky_none_left") : pays === 0 ? t("sky_cannot_pay") : n === 0 ? t("sky_nowhere") : "";
        const chosen = kind === i.kind;
        return button(
          {
            class: `sky-kind${chosen ? " chosen" : ""}`,
            "data-testid": names[kind]!.test,
            "aria-pressed": String(chosen),
            disabled: i.busy || n === 0,
          },
          [
            icon("sky-kind-mark", marks[kind]!),
            h(
              "span",
              { class: "sky-kind-text" },
              h("b", {}, t(names[kind]!.name)),
              h("small", {}, t(names[kind]!.help, left[kind] ?? 0)),
              h(
                "small",
                { class: "sky-cost" },
                t("sky_cost"),
                " ",
                [0, 1, 2].map((c) => cube(c)),
                " · ",
                why ? h("span", { class: "warn" }, why) : [t("sky_can_pay", pays), " · ", n === 1 ? t("sky_spots_build_one") : t("sky_spots_build", n)],
              ),
            ),
          ],
          () => i.choose(kind),
        );
      }),
    ),
    i.done &&
      button({ class: "done primary", "data-testid": "done", "data-action": i.done.action, disabled: i.busy }, t("sky_done_building"), () =>
        i.send(i.done!.action),
      ),
  );
}
