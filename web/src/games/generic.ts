// The fallback for a game with no drawing yet: its view as text and its
// choices as buttons, so it can still be played.
import { button, h, replace } from "../dom";
import { t } from "../i18n";
import type { Board, BoardInput, GameRenderer } from "./types";

function board(): Board {
  const el = h("div", { class: "generic" });
  return {
    el,
    update(input: BoardInput): void {
      replace(
        el,
        h("p", { class: "step" }, t("generic_board")),
        h("pre", { class: "generic-view" }, JSON.stringify(input.view, null, 2)),
        h(
          "div",
          { class: "choices" },
          input.legal.map((c) =>
            button({ class: "choice", "data-action": c.action, disabled: input.busy }, c.text, () => input.send(c.action)),
          ),
        ),
      );
    },
  };
}

/** generic draws any game as text. */
export const generic: GameRenderer = { board, seatStats: () => [] };
