// Who the game waits for: every spirit in a row with what it is doing now
// (choosing growth, playing cards, ready, resolving a power named; in the
// fast and slow phases, after a label, the powers it still has to
// resolve), the ones deciding lit.
import { h } from "../dom";
import { pick } from "../i18n";
import { swatch } from "../seats";
import { powerByKey } from "./spiritisland-data";
import { st, type SiKey } from "./spiritisland-text";
import { settingUp, type SpiritView, type View } from "./spiritisland-view";

function doing(v: View, sp: SpiritView, power: string): string {
  const d = v.decisions.find((x) => x.seat === sp.seat);
  switch (v.step) {
    case "spirit":
      return settingUp(v, sp.seat) ? st("who_setup") : st(`phase_${sp.phase}` as SiKey);
    case "fast":
    case "slow":
      if (d) return d.kind === "powers" ? st("who_powers") : power ? st("who_resolving_power", power) : st("who_resolving");
      return st(sp.usable.length ? "who_waits" : "who_done");
    case "invader":
      return d ? st("who_invader") : "";
  }
  return "";
}

/** whoStrip lists the spirits with what each is doing (power: the name of the power resolving, "" when unknown); names are the players'. */
export function whoStrip(v: View, names: string[], power: string): HTMLElement {
  const powersStep = v.step === "fast" || v.step === "slow";
  return h(
    "ul",
    { class: "si-who", "data-testid": "si-who", "aria-label": st("who") },
    v.spirits.map((sp) => {
      const deciding = v.decisions.some((d) => d.seat === sp.seat);
      const left = sp.usable.map((u) => {
        const p = powerByKey(u.power, sp.spirit);
        return h("span", { class: "si-who-power", "data-power": u.power }, p ? pick(p.name) : u.power);
      });
      return h(
        "li",
        { class: `si-who-one${deciding ? " deciding" : ""}`, "data-testid": `who-${sp.seat}`, "data-deciding": deciding ? "yes" : "no", title: pick(sp.name) },
        swatch(sp.seat),
        h("b", {}, names[sp.seat] ?? ""),
        h("span", { class: "si-who-doing", "data-testid": `who-doing-${sp.seat}` }, doing(v, sp, deciding ? power : "")),
        powersStep && left.length > 0 && h("span", { class: "si-who-left" }, h("span", { class: "si-who-label" }, st("who_left")), left),
      );
    }),
  );
}
