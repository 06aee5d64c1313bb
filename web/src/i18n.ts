// Japanese and English for every word the client shows. The server answers
// in the same language (its texts, errors and action names) because every
// request carries ?lang= and the WebSocket is told with "watch" and "lang".

/** A language shima speaks. */
export type Lang = "en" | "ja";

/** A text the server gives in both languages (game names, reasons, frames). */
export interface Named {
  en: string;
  ja: string;
}

const messages = {
  app_tagline: { en: "island board games", ja: "島のボードゲーム" },
  lang_switch: { en: "日本語", ja: "English" },
  lobby: { en: "Lobby", ja: "ロビー" },
  loading: { en: "Loading…", ja: "読み込み中…" },
  error_network: { en: "Cannot reach the server. Check your connection.", ja: "サーバーに接続できません。接続を確認してください。" },
  error_status: { en: "The server answered with an error ({0}).", ja: "サーバーがエラーを返しました({0})。" },
  not_connected: { en: "Not connected to the server yet: try again in a moment.", ja: "まだサーバーにつながっていません。少し待ってからもう一度どうぞ。" },
  reconnecting: { en: "Connection lost: reconnecting…", ja: "接続が切れました。再接続しています…" },
  dismiss: { en: "Close", ja: "閉じる" },

  seat_n: { en: "Seat {0}", ja: "{0}番席" },
  colour_0: { en: "red", ja: "赤" },
  colour_1: { en: "blue", ja: "青" },
  colour_2: { en: "yellow", ja: "黄" },
  colour_3: { en: "green", ja: "緑" },
  you: { en: "you", ja: "あなた" },
  bot: { en: "bot", ja: "ボット" },
  online: { en: "online", ja: "接続中" },
  offline: { en: "offline", ja: "未接続" },
  open_seat: { en: "open seat", ja: "空席" },
  invited: { en: "invited", ja: "招待中" },

  new_match: { en: "New match", ja: "新しい対戦" },
  game: { en: "Game", ja: "ゲーム" },
  players: { en: "Players", ja: "人数" },
  seats: { en: "Seats (in turn order)", ja: "席(手番順)" },
  seat_me: { en: "Me", ja: "自分" },
  seat_invite: { en: "Friend (invite link)", ja: "友だち(招待リンク)" },
  seat_open: { en: "Anyone (open seat)", ja: "誰でも(空席)" },
  seat_bot: { en: "Bot: {0}", ja: "ボット: {0}" },
  your_name: { en: "Your name", ja: "あなたの名前" },
  name_placeholder: { en: "e.g. Hana", ja: "例: はな" },
  options: { en: "Options", ja: "オプション" },
  clock: { en: "Time per move", ja: "1手の持ち時間" },
  clock_none: { en: "No clock", ja: "なし" },
  on_expiry: { en: "When time runs out", ja: "時間切れのとき" },
  expiry_bot_move: { en: "a bot makes that move", ja: "ボットがその1手を指す" },
  expiry_bot_seat: { en: "a bot plays until the person returns", ja: "本人が戻るまでボットが代わる" },
  create: { en: "Create match", ja: "対戦を作る" },
  created: { en: "Match created", ja: "対戦を作りました" },
  invite_help: { en: "Send each friend their own link: whoever opens it plays that seat.", ja: "友だち一人ひとりに専用のリンクを送ってください。開いた人がその席で遊びます。" },
  your_link: { en: "your link: keep it to come back from another device", ja: "あなたのリンク: 別の端末から戻るときに使います" },
  copy: { en: "Copy", ja: "コピー" },
  copied: { en: "Copied", ja: "コピーしました" },
  open_match: { en: "Open the match", ja: "対戦を開く" },
  open_matches: { en: "Open matches", ja: "参加者募集中の対戦" },
  no_open: { en: "No match is waiting for players right now.", ja: "いま参加者を待っている対戦はありません。" },
  join_as: { en: "Join as {0}", ja: "{0}で参加" },
  refresh: { en: "Refresh", ja: "更新" },
  my_matches: { en: "My matches", ja: "自分の対戦" },
  no_mine: { en: "Matches you create or join appear here.", ja: "作った対戦や参加した対戦がここに出ます。" },
  finished: { en: "finished", ja: "終了" },
  updated: { en: "updated {0}", ja: "更新 {0}" },

  turn_yours: { en: "Your turn", ja: "あなたの番です" },
  turn_of: { en: "{0}'s turn", ja: "{0}の番です" },
  turn_many: { en: "Waiting for {0}", ja: "{0}を待っています" },
  game_over: { en: "Game over", ja: "ゲーム終了" },
  watching: { en: "watching", ja: "観戦中" },
  undo: { en: "Undo", ja: "取り消す" },
  time_left: { en: "{0} left", ja: "残り{0}" },
  time_up: { en: "time is up", ja: "時間切れ" },
  log: { en: "Log", ja: "記録" },
  log_empty: { en: "No moves yet.", ja: "まだ手はありません。" },
  hand_to_bot: { en: "Let a bot play for me", ja: "ボットに任せる" },
  hand_other: { en: "Hand {0} to a bot", ja: "{0}をボットに任せる" },
  hand_confirm: { en: "Hand over", ja: "交代する" },
  take_back: { en: "Play my seat again", ja: "自分で遊ぶ" },
  played_by: { en: "played by {0}", ja: "{0}が代行中" },
  result: { en: "Result", ja: "結果" },
  rank: { en: "Place", ja: "順位" },
  score: { en: "Score", ja: "得点" },
  winner: { en: "winner", ja: "勝者" },
  watch_replay: { en: "Watch the replay", ja: "リプレイを見る" },

  replay: { en: "Replay", ja: "リプレイ" },
  seed: { en: "Seed", ja: "シード" },
  frame_of: { en: "Move {0} of {1}", ja: "{0}手目 / 全{1}手" },
  first: { en: "First", ja: "最初" },
  prev: { en: "Back", ja: "戻る" },
  next: { en: "Next", ja: "進む" },
  last: { en: "Last", ja: "最後" },
  keys_help: { en: "The arrow keys step through the game.", ja: "矢印キーでも1手ずつ動かせます。" },

  generic_board: { en: "This game has no board drawing yet; its choices are listed below.", ja: "このゲームの盤面はまだ描けません。選べる手を下に並べます。" },
} satisfies Record<string, Named>;

/** The key of a message. */
export type Key = keyof typeof messages;

const storageKey = "shima.lang";

function detect(): Lang {
  const saved = localStorage.getItem(storageKey);
  if (saved === "ja" || saved === "en") return saved;
  return navigator.language.toLowerCase().startsWith("ja") ? "ja" : "en";
}

let current: Lang = detect();
const listeners: Array<(lang: Lang) => void> = [];

/** lang is the language the client speaks now. */
export function lang(): Lang {
  return current;
}

/** setLang switches the language, remembers it and tells every listener. */
export function setLang(l: Lang): void {
  current = l;
  localStorage.setItem(storageKey, l);
  document.documentElement.lang = l;
  for (const f of listeners) f(l);
}

/** onLangChange calls f after every switch of language. */
export function onLangChange(f: (lang: Lang) => void): void {
  listeners.push(f);
}

/** fill puts args in place of {0}, {1}, … */
export function fill(text: string, ...args: Array<string | number>): string {
  return text.replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ""));
}

/** t gives a message in the current language with its arguments filled in. */
export function t(key: Key, ...args: Array<string | number>): string {
  return fill(messages[key][current], ...args);
}

/** pick chooses the current language's text of a server's two-language text. */
export function pick(text: Named | undefined): string {
  if (!text) return "";
  return text[current] || text.en;
}

/** say fills a two-language text (a game's own message) in the current language. */
export function say(text: Named, ...args: Array<string | number>): string {
  return fill(pick(text), ...args);
}

/** list joins names as a sentence does: "A, B and C" or 「A、B、C」. */
export function list(names: string[]): string {
  if (current === "ja") return names.join("、");
  if (names.length < 2) return names.join("");
  return names.slice(0, -1).join(", ") + " and " + names[names.length - 1];
}

document.documentElement.lang = current;
