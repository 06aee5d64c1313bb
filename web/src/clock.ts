// Times as people read them.
import { lang, t } from "./i18n";

/** remaining says how long until deadline: "4:09 left", "2d 3h left", or "time is up". */
export function remaining(deadline: string, now = Date.now()): string {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return t("time_up");
  const sec = Math.floor(ms / 1000);
  const d = Math.floor(sec / 86400);
  const hh = Math.floor((sec % 86400) / 3600);
  const mm = Math.floor((sec % 3600) / 60);
  const ss = sec % 60;
  const two = (n: number): string => String(n).padStart(2, "0");
  let text: string;
  if (d > 0) text = lang() === "ja" ? `${d}日${hh}時間` : `${d}d ${hh}h`;
  else if (hh > 0) text = `${hh}:${two(mm)}:${two(ss)}`;
  else text = `${mm}:${two(ss)}`;
  return t("time_left", text);
}

/** ago says when a time was, roughly ("5 min ago", 「5分前」). */
export function ago(when: string, now = Date.now()): string {
  const rtf = new Intl.RelativeTimeFormat(lang(), { numeric: "auto" });
  const sec = Math.round((Date.parse(when) - now) / 1000);
  if (Number.isNaN(sec)) return "";
  const abs = Math.abs(sec);
  if (abs < 60) return rtf.format(sec, "second");
  if (abs < 3600) return rtf.format(Math.round(sec / 60), "minute");
  if (abs < 86400) return rtf.format(Math.round(sec / 3600), "hour");
  return rtf.format(Math.round(sec / 86400), "day");
}
