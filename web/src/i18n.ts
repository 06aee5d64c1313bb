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
  colour_4: { en: "purple", ja: "紫" },
  colour_5: { en: "brown", ja: "茶" },
  colour_player: { en: "{0} player", ja: "{0}のプレイヤー" },
  bot_colour: { en: "{0} ({1})", ja: "{0}({1})" }, // a player with their colour
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
  level_rated: { en: "{0} · rating {1}", ja: "{0}・レーティング{1}" },
  level_team: { en: "{0} · team wins {1}%", ja: "{0}・チーム勝率{1}%" },
  levels_rating_note: {
    en: "Ratings: Elo points measured by shima sim in a round robin of the bots (random = 0), {0} players, {1} games.",
    ja: "レーティング: shima simでボット同士の総当たりから測ったイロレーティング(ランダム = 0)。{0}人、{1}ゲーム。",
  },
  levels_team_note: {
    en: "Team win rates measured by shima sim, a team of one bot in every seat: {0} players, {1} games{2}.",
    ja: "チーム勝率: shima simで全席を同じボットにして測ったもの。{0}人、{1}ゲーム{2}。",
  },
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
  invite_help: {
    en: "Send each friend their own link. The first to open it takes that seat; after that the link works for nobody else.",
    ja: "友だち一人ひとりに専用のリンクを送ってください。最初に開いた人がその席に着き、その後はほかの人には使えません。",
  },
  open_help: { en: "Anyone can take an open seat from the lobby's open matches.", ja: "空席には、ロビーの「参加者募集中の対戦」から誰でも着けます。" },
  invite_together: {
    en: "or this one link to all these seats, for one friend who plays them all at one device",
    ja: "または、この席すべてを一人の友だちが一台の端末で遊ぶときは、このリンクひとつで",
  },
  your_link_all: {
    en: "your personal link to all your seats: open it on another device to play them there, and keep it to yourself",
    ja: "あなたの全部の席への専用リンク: 別の端末で開くとそこで遊べます。ほかの人には教えないでください",
  },
  your_link: {
    en: "your personal link: open it on another device to play there, and keep it to yourself",
    ja: "あなた専用のリンク: 別の端末で開くとそこで遊べます。ほかの人には教えないでください",
  },
  invited_to: { en: "You are invited to play {0}.", ja: "{0}の席に招待されています。" },
  take_seat: { en: "Take the seat", ja: "席に着く" },
  took_seat: { en: "You have taken {0}.", ja: "{0}の席に着きました。" },
  personal_help: {
    en: "This is your personal link: open it on another device to play your seat there. Keep it to yourself: whoever has it plays your seat.",
    ja: "これはあなた専用のリンクです。別の端末で開くと、そこで自分の席を遊べます。持っている人なら誰でもあなたの席で遊べるので、ほかの人には教えないでください。",
  },
  other_device: { en: "Play on another device", ja: "別の端末で遊ぶ" },
  link_problem: { en: "You are watching this match.", ja: "この対戦を観戦しています。" },
  no_match: { en: "There is no such match. Check the link, or start one in the lobby.", ja: "その対戦はありません。リンクを確かめるか、ロビーで新しく始めてください。" },
  to_lobby: { en: "Go to the lobby", ja: "ロビーへ" },
  ok: { en: "OK", ja: "OK" },
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
  abandoned: { en: "closed: nobody came", ja: "終了: 参加者なし" },
  abandoned_match: { en: "This match was closed: nobody came to play it.", ja: "この対戦は、だれも来なかったため閉じられました。" },
  updated: { en: "updated {0}", ja: "更新 {0}" },

  turn_yours: { en: "Your turn", ja: "あなたの番です" },
  hint: { en: "Hint", ja: "ヒント" },
  coach_ask: { en: "What would the coach play?", ja: "コーチならどう打つ?" },
  hints_on: { en: "Hints from the coach: allowed in this match", ja: "コーチのヒント: この対戦では使えます" },
  hints_off: { en: "Hints from the coach: off in this match", ja: "コーチのヒント: この対戦では使えません" },
  hints_taken: { en: "hints: {0}", ja: "ヒント{0}回" },
  hint_help: { en: "Ask the coach (the strongest bot) for your best move", ja: "コーチ(いちばん強いボット)に最善手を聞く" },
  hint_thinking: { en: "The coach is thinking…", ja: "コーチが考えています…" },
  hint_coach: { en: "Coach:", ja: "コーチ:" },
  hint_win: { en: "({0}% to win)", ja: "(勝率{0}%)" },
  hint_also: { en: "Also good:", ja: "ほかの候補:" },
  turn_in_one: { en: "Your turn: {0}", ja: "あなたの番: {0}" },
  turn_in_many: { en: "Your turn in {0} matches", ja: "あなたの番の対戦: {0}件" },
  turn_note: { en: "It is your turn ({0})", ja: "あなたの番です({0})" },
  notify_ask: { en: "Tell me when it is my turn", ja: "自分の番になったら通知する" },
  notify_on: { en: "🔔 You are told when it is your turn, while this tab is hidden", ja: "🔔 このタブが隠れている間、自分の番になると通知します" },
  notify_blocked: { en: "Notifications are blocked in this browser's settings", ja: "通知はこのブラウザの設定でブロックされています" },
  how_to_play: { en: "How to play", ja: "遊び方" },
  how_to_play_help: { en: "How to play {0}: the part of the turn you are in", ja: "{0}の遊び方: いまの手番の部分" },
  games: { en: "Games", ja: "ゲーム" },
  play_game: { en: "Play", ja: "遊ぶ" },
  play_game_help: { en: "A new match of {0}", ja: "{0}の新しい対戦" },
  guide_players: { en: "{0}–{1} players", ja: "{0}〜{1}人" },
  guide_minutes: { en: "{0}–{1} min", ja: "{0}〜{1}分" },
  guide_minutes_one: { en: "{0} min", ja: "{0}分" },
  guide_cooperative: { en: "cooperative", ja: "協力ゲーム" },
  guide_contents: { en: "Contents", ja: "目次" },
  guide_terms: { en: "Words you will meet", ja: "用語" },
  guide_none: { en: "There is no guide for this game.", ja: "このゲームの遊び方はありません。" },
  hints_allowed: { en: "Hints from the coach", ja: "コーチのヒント" },
  hints_help: {
    en: "each person may ask the strongest bot for their best move (on by default when only you and bots play)",
    ja: "各プレイヤーがいちばん強いボットに最善手を聞けます(自分とボットだけのときは最初からオン)",
  },
  pass_to: { en: "Pass the device to", ja: "端末を渡してください:" },
  pass_next: { en: "the next player", ja: "次の人" },
  held_seats: { en: "Your seats", ja: "あなたの席" },
  held_asked: { en: "{0}: to decide", ja: "{0}: 決めることがあります" },
  pass_ready: { en: "I have it: show my seat", ja: "受け取りました: 自分の席を表示" },
  turn_of: { en: "{0}'s turn", ja: "{0}の番です" },
  turn_many: { en: "Waiting for {0}", ja: "{0}を待っています" },
  game_over: { en: "Game over", ja: "ゲーム終了" },
  watching: { en: "watching", ja: "観戦中" },
  undo: { en: "Undo", ja: "取り消す" },
  time_left: { en: "{0} left", ja: "残り{0}" },
  time_up: { en: "time is up", ja: "時間切れ" },
  log: { en: "Log", ja: "記録" },
  log_empty: { en: "No moves yet.", ja: "まだ手はありません。" },
  skip_events: { en: "Skip", ja: "閉じる" },
  sections: { en: "Parts of the page", ja: "ページの各部" },
  tab_board: { en: "Board", ja: "盤面" },
  tab_players: { en: "Players", ja: "プレイヤー" },
  chat: { en: "Chat", ja: "チャット" },
  chat_players: { en: "Players' chat", ja: "プレイヤーのチャット" },
  chat_spectators: { en: "Spectators' chat", ja: "観戦者のチャット" },
  chat_players_help: { en: "Only the players read this; spectators talk apart.", ja: "プレイヤーだけが読めます。観戦者は別の場所で話します。" },
  chat_spectators_help: { en: "Only spectators read this: the players do not see it.", ja: "観戦者だけが読めます。プレイヤーには見えません。" },
  chat_placeholder: { en: "Say something…", ja: "メッセージを入力…" },
  chat_send: { en: "Send", ja: "送信" },
  chat_spectator: { en: "Spectator", ja: "観戦者" },
  chat_name: { en: "Your name in the chat", ja: "チャットでの名前" },
  chat_empty: { en: "No messages yet.", ja: "まだメッセージはありません。" },
  chat_hidden_one: { en: "1 line hidden — show", ja: "1行を非表示中 — 表示する" },
  chat_hidden_many: { en: "{0} lines hidden — show", ja: "{0}行を非表示中 — 表示する" },
  chat_mute_label: { en: "Mute:", ja: "ミュート:" },
  chat_mute: { en: "Hide what {0} says (only on this device)", ja: "{0}の発言を隠す(この端末だけ)" },
  chat_unmute: { en: "Show what {0} says again", ja: "{0}の発言を再び表示する" },
  chat_unread: { en: "{0} unread", ja: "未読{0}件" },
  chat_step: { en: "step {0}", ja: "{0}手目" },
  chat_step_help: { en: "Go to the step it was said at", ja: "発言した時点の手へ移動" },
  hand_to_bot: { en: "Let a bot play for me", ja: "ボットに任せる" },
  hand_other: { en: "Hand {0} to a bot", ja: "{0}をボットに任せる" },
  hand_confirm: { en: "Hand over", ja: "交代する" },
  take_back: { en: "Play my seat again", ja: "自分で遊ぶ" },
  played_by: { en: "played by {0}", ja: "{0}が代行中" },
  result: { en: "Result", ja: "結果" },
  rank: { en: "Place", ja: "順位" },
  score: { en: "Score", ja: "得点" },
  winner: { en: "winner", ja: "勝者" },
  team_won: { en: "Won together", ja: "全員の勝利" },
  team_lost: { en: "Lost together", ja: "全員の敗北" },
  team_players: { en: "The team:", ja: "チーム:" },
  watch_replay: { en: "Watch the replay", ja: "リプレイを見る" },
  rematch: { en: "Rematch", ja: "もう一度" },
  rematch_help: { en: "The same game and players again, dealt anew", ja: "同じゲームと顔ぶれで、新しく配り直して遊びます" },
  rematch_by_name: { en: "{0} offers a rematch", ja: "{0}さんが再戦を提案しています" },
  rematch_by_seat: { en: "{0} offers a rematch", ja: "{0}が再戦を提案しています" },
  rematch_join: { en: "Join", ja: "参加する" },
  rematch_open: { en: "Open the rematch", ja: "再戦を開く" },
  invite_link: { en: "Invite link", ja: "招待リンク" },

  replay: { en: "Replay", ja: "リプレイ" },
  seed: { en: "Seed", ja: "シード" },
  frame_of: { en: "Move {0} of {1}", ja: "{0}手目 / 全{1}手" },
  first: { en: "First", ja: "最初" },
  prev: { en: "Back", ja: "戻る" },
  next: { en: "Next", ja: "進む" },
  last: { en: "Last", ja: "最後" },
  keys_help: { en: "The arrow keys step through the game.", ja: "矢印キーでも1手ずつ動かせます。" },
  chances: { en: "Chances of winning", ja: "勝率の推移" },
  chances_asking: { en: "Asking the server to estimate them…", ja: "サーバーに推定を頼んでいます…" },
  chances_queued: { en: "Waiting for the server to finish another match's estimates…", ja: "ほかの対戦の推定が終わるのを待っています…" },
  chances_starting: { en: "Estimating…", ja: "推定しています…" },
  chances_running: { en: "Estimating: {0} of {1} positions", ja: "推定中: 全{1}局面のうち{0}局面" },
  chances_off: { en: "This server does not estimate chances of winning.", ja: "このサーバーは勝率を推定しません。" },
  chances_help: {
    en: "Estimated after the match by a tree search ({0}) at every move: each player's chance as they could judge it then, from what they knew, so the chances need not add up to 100%. Tap the graph to go to a move.",
    ja: "対戦後に各手で木探索({0})が推定しました。各プレイヤーがその時点で知っていたことから見た勝率なので、合計は100%になるとは限りません。グラフをタップするとその手に移ります。",
  },
  chances_graph: { en: "Each player's chance of winning, move by move", ja: "各プレイヤーの勝率(1手ごと)" },
  chances_team: { en: "Team", ja: "チーム" },
  chances_now: { en: "After move {0}:", ja: "{0}手目の後:" },
  costly: { en: "Costliest moves", ja: "勝率を最も下げた手" },
  costly_move: { en: "Move {0}: {1}, {2} points", ja: "{0}手目: {1} {2}ポイント" },

  sky_map: { en: "The sky islands", ja: "空島" },
  sky_round: { en: "Round {0} of 10", ja: "{0}/10巡目" },
  sky_pile: { en: "{0} tiles in the pile", ja: "山札{0}枚" },
  sky_supply: { en: "Supply", ja: "サプライ" },
  sky_yours: { en: "Your cubes", ja: "あなたの資源" },
  sky_cube_0: { en: "red (wine)", ja: "赤(ワイン)" },
  sky_cube_1: { en: "white (canvas)", ja: "白(帆布)" },
  sky_cube_2: { en: "blue (flight-stone)", ja: "青(飛行石)" },
  sky_cube_short_0: { en: "R", ja: "赤" },
  sky_cube_short_1: { en: "W", ja: "白" },
  sky_cube_short_2: { en: "B", ja: "青" },
  sky_airships: { en: "Airships bring", ja: "飛行船がもたらすもの" },
  sky_green: { en: "green: 1 VP", ja: "緑: 1点" },
  sky_towers_left: { en: "{0} towers", ja: "塔{0}" },
  sky_harbours_left: { en: "{0} harbours", ja: "港{0}" },
  sky_tile_at: { en: "The {0}, {1}", ja: "{1}: {0}" },
  sky_tile_words: { en: "tile with a {0} airship and {1}", ja: "{0}の飛行船と{1}のタイル" },
  sky_islands_one: { en: "1 island", ja: "島1つ" },
  sky_islands_n: { en: "{0} islands", ja: "島{0}つ" },
  sky_airship_red: { en: "red", ja: "赤" },
  sky_airship_white: { en: "white", ja: "白" },
  sky_airship_blue: { en: "blue", ja: "青" },
  sky_airship_green: { en: "green", ja: "緑" },
  sky_islet: { en: "the islet", ja: "小島" },
  sky_island_reaching: { en: "the island reaching {0}", ja: "{0}に接する島" },
  sky_part_at: { en: "{0}, {1}", ja: "{1}の{0}" },
  sky_lay_at: { en: "Lay it {0}", ja: "{0}に置く" },
  sky_build_at: { en: "{0}: {1}", ja: "{1}に{0}" },
  sky_discard_tile: { en: "Discard the {0}", ja: "{0}を捨てる" },
  sky_start: { en: "the start tile", ja: "初期空島タイル" },
  sky_hand: { en: "Your tiles", ja: "手札" },
  sky_turn_left: { en: "Turn left", ja: "左に回す" },
  sky_turn_right: { en: "Turn right", ja: "右に回す" },
  sky_turn_keys: { en: "R turns the tile (Shift+R back).", ja: "Rキーでも回せます(Shift+Rで逆回り)。" },
  sky_place_yours: {
    en: "Lay a tile: pick one, turn it, tap a glowing spot (island meets island, sky meets sky). Its airship and those of the tiles it touches bring you their cargo.",
    ja: "タイルを1枚置きます。選んで回し、光っている場所をタップ(島は島に、空は空に)。置いたタイルと辺で接するタイルの飛行船から資源を得ます。",
  },
  sky_no_spot: { en: "Turned this way it fits nowhere: turn it.", ja: "この向きでは置ける場所がありません。回してください。" },
  sky_spots: { en: "{0} places fit.", ja: "置ける場所: {0}か所" },
  sky_spots_one: { en: "1 place fits.", ja: "置ける場所: 1か所" },
  sky_fits_nowhere: { en: "fits nowhere", ja: "置ける場所なし" },
  sky_discard_yours: {
    en: "None of your tiles fits anywhere. Your hand is shown to everyone: discard one tile. You gain only its airship's cargo.",
    ja: "手札のどのタイルも置けません。手札を公開し、1枚を廃棄してください。廃棄したタイルの飛行船の資源だけを得ます。",
  },
  sky_discard: { en: "Discard", ja: "廃棄" },
  sky_build_yours: {
    en: "Build as much as you can pay for: pick a building, then tap a marked island on the board. Each costs one red, one white and one blue cube.",
    ja: "支払える限り建設できます。建物を選び、盤上の印のある島をタップしてください。どの建物も赤・白・青の資源1つずつです。",
  },
  sky_house: { en: "Trading house", ja: "商館" },
  sky_tower: { en: "Tower", ja: "塔" },
  sky_harbour: { en: "Harbour", ja: "港" },
  sky_house_help: { en: "on any free island part · {0} left", ja: "空いている島に · 残り{0}" },
  sky_tower_help: { en: "on your house; 1 VP now per house on its island · {0} left", ja: "自分の商館に。その島の商館の数だけ即座に得点 · 残り{0}" },
  sky_harbour_help: { en: "on your house; its airship's cargo every turn · {0} left", ja: "自分の商館に。毎手番その飛行船の資源を入荷 · 残り{0}" },
  sky_cost: { en: "costs", ja: "費用" },
  sky_can_pay: { en: "you can pay for {0}", ja: "{0}回分払えます" },
  sky_cannot_pay: { en: "you cannot pay", ja: "支払えません" },
  sky_nowhere: { en: "nowhere to build", ja: "建てられる場所なし" },
  sky_none_left: { en: "none left", ja: "残りなし" },
  sky_spots_build: { en: "{0} places on the board", ja: "盤上に{0}か所" },
  sky_spots_build_one: { en: "1 place on the board", ja: "盤上に1か所" },
  sky_pick_part: { en: "This tile has several islands: which one?", ja: "このタイルには島が複数あります。どちらに建てますか?" },
  sky_cancel: { en: "Cancel", ja: "やめる" },
  sky_done_building: { en: "Done building", ja: "建設を終える" },
  sky_trade_yours: {
    en: "Trade 3 cubes of one colour for 1 of another, as often as you like; then you keep at most 3 cubes.",
    ja: "同じ色の資源3つを好きな色の資源1つと何度でも交換できます。そのあと手元に残せる資源は3つまでです。",
  },
  sky_trade_for: { en: "for", ja: "→" },
  sky_done_trading: { en: "Done trading", ja: "交換を終える" },
  sky_return_yours: { en: "You may keep 3 cubes: give back {0} more.", ja: "資源は3つまでしか残せません。あと{0}つ戻してください。" },
  sky_return: { en: "Give back", ja: "戻す" },
  sky_waiting_place: { en: "{0} is laying a tile.", ja: "{0}がタイルを置いています。" },
  sky_waiting_build: { en: "{0} is building.", ja: "{0}が建設しています。" },
  sky_waiting_trade: { en: "{0} is trading cubes.", ja: "{0}が資源を交換しています。" },
  sky_waiting_return: { en: "{0} is giving back cubes.", ja: "{0}が資源を戻しています。" },
  sky_over: {
    en: "The game is over. Each island scored its tiles (doubled when closed) for the most influence on it, half for the second.",
    ja: "ゲーム終了。それぞれの島で影響力1位がタイルの枚数(閉じた島は2倍)、2位がその半分を得ました。",
  },
  sky_shown: { en: "{0} showed", ja: "{0}の公開手札" },
  sky_final: { en: "Final scoring", ja: "最終得点計算" },
  sky_final_help: { en: "Point at an island to see it on the board.", ja: "島を指すと盤上で光ります。" },
  sky_island_n: { en: "Island {0}", ja: "島{0}" },
  sky_island_tile: { en: "1 tile", ja: "1枚" },
  sky_island_tiles: { en: "{0} tiles", ja: "{0}枚" },
  sky_island_closed: { en: "closed ×2", ja: "閉じた島 ×2" },
  sky_island_worth: { en: "worth {0}", ja: "価値{0}" },
  sky_influence: { en: "influence", ja: "影響力" },
  sky_nobody: { en: "no houses", ja: "商館なし" },
  sky_unbuilt: { en: "{0} islands without houses", ja: "商館のない島 {0}個" },
  sky_totals: { en: "{0} VP in play + {1} from islands", ja: "ゲーム中{0}点 + 島{1}点" },
  sky_vp: { en: "VP", ja: "得点" },
  sky_cubes: { en: "Cubes", ja: "資源" },
  sky_houses: { en: "Houses left", ja: "残り商館" },
  sky_tiles: { en: "Tiles", ja: "手札" },

  acct_sign_in_link: { en: "Sign in", ja: "ログイン" },
  acct_title: { en: "Account", ja: "アカウント" },
  acct_intro: {
    en: "An account is optional: you can keep playing as a guest. With one, your seats follow you to every device where you sign in.",
    ja: "アカウントは任意です。ゲストのままでも遊べます。アカウントがあると、ログインしたどの端末でも自分の席で続きを遊べます。",
  },
  acct_no_passkeys: {
    en: "This browser cannot use passkeys. Open this page in an up-to-date browser to create an account or sign in; a recovery code works here.",
    ja: "このブラウザーはパスキーに対応していません。アカウントの作成やログインは最新のブラウザーでどうぞ。リカバリーコードはここでも使えます。",
  },
  acct_signup: { en: "Create an account", ja: "アカウントを作る" },
  acct_signup_help: {
    en: "No password: a passkey on this device (its fingerprint, face or screen lock) signs you in. Choose a name the other players will see.",
    ja: "パスワードは不要です。この端末のパスキー(指紋・顔認証・画面ロック)でログインします。ほかのプレイヤーに表示される名前を決めてください。",
  },
  acct_name: { en: "Account name", ja: "アカウント名" },
  acct_name_needed: { en: "Type a name first.", ja: "名前を入力してください。" },
  acct_signup_go: { en: "Create with a passkey", ja: "パスキーで作成" },
  acct_signin: { en: "Sign in with a passkey", ja: "パスキーでログイン" },
  acct_signin_help: { en: "No name needed: choose your shima passkey when this device asks.", ja: "名前の入力は不要です。端末の画面でshimaのパスキーを選んでください。" },
  acct_signin_go: { en: "Sign in", ja: "ログイン" },
  acct_recover: { en: "Use a recovery code", ja: "リカバリーコードを使う" },
  acct_recover_help: {
    en: "Lost your passkeys? Each recovery code you kept signs you in once. Then add a passkey on this device.",
    ja: "パスキーをなくしたときは、控えておいたリカバリーコードでログインできます(1つにつき1回)。ログイン後、この端末にパスキーを追加してください。",
  },
  acct_recovery_code: { en: "Recovery code", ja: "リカバリーコード" },
  acct_recover_needed: { en: "Type the account's name and a recovery code.", ja: "アカウント名とリカバリーコードを入力してください。" },
  acct_recover_go: { en: "Sign in with the code", ja: "コードでログイン" },
  acct_device: { en: "Add this device with a code", ja: "コードでこの端末を追加" },
  acct_device_help: {
    en: "On a device where you are signed in, open Account and choose “Let another device in”, then type the code it shows here. This device gets a passkey of its own.",
    ja: "ログイン済みの端末で「アカウント」を開き「別の端末を追加」を選んで、表示されたコードをここに入力してください。この端末専用のパスキーが作られます。",
  },
  acct_device_code: { en: "Code from your other device", ja: "別の端末に表示されたコード" },
  acct_code_needed: { en: "Type the code first.", ja: "コードを入力してください。" },
  acct_device_go: { en: "Add this device", ja: "この端末を追加" },
  acct_codes_title: { en: "Your recovery codes", ja: "リカバリーコード" },
  acct_codes_warning: {
    en: "Keep these 10 codes somewhere safe (a password manager, or on paper). They are shown only this once. If you lose your passkeys, each code signs you in once; whoever has them can enter your account.",
    ja: "この10個のコードを安全な場所(パスワードマネージャーや紙など)に控えてください。表示されるのは今回だけです。パスキーをなくしたとき、コード1つで1回ログインできます。コードを知っている人は誰でもあなたのアカウントに入れるので、人に見せないでください。",
  },
  acct_copy: { en: "Copy the codes", ja: "コードをコピー" },
  acct_copied: { en: "Copied. Paste them somewhere safe.", ja: "コピーしました。安全な場所に貼り付けてください。" },
  acct_copy_failed: { en: "Could not copy: select the codes and copy them yourself.", ja: "コピーできませんでした。コードを選択して手動でコピーしてください。" },
  acct_codes_kept: { en: "I have kept my recovery codes", ja: "リカバリーコードを控えました" },
  acct_codes_done: { en: "Continue", ja: "次へ" },
  acct_signout: { en: "Sign out", ja: "ログアウト" },
  acct_since: { en: "Account since {0}", ja: "{0}に作成" },
  acct_codes_left: { en: "Recovery codes left: {0}", ja: "残りのリカバリーコード: {0}個" },
  acct_codes_none: {
    en: "No recovery codes left: keep a passkey on a second device.",
    ja: "リカバリーコードが残っていません。2台目の端末にもパスキーを追加しておきましょう。",
  },
  acct_passkeys: { en: "Passkeys", ja: "パスキー" },
  acct_device_unnamed: { en: "A device", ja: "端末" },
  acct_added: { en: "added {0}", ja: "{0}に追加" },
  acct_used: { en: "last used {0}", ja: "最終使用: {0}" },
  acct_never_used: { en: "not used yet", ja: "未使用" },
  acct_remove: { en: "Remove", ja: "削除" },
  acct_remove_sure: { en: "Remove? Tap again", ja: "もう一度タップで削除" },
  acct_removed: { en: "Passkey removed.", ja: "パスキーを削除しました。" },
  acct_add_passkey: { en: "Add a passkey on this device", ja: "この端末にパスキーを追加" },
  acct_passkey_added: { en: "Passkey added.", ja: "パスキーを追加しました。" },
  acct_let_in: { en: "Let another device in", ja: "別の端末を追加" },
  acct_let_in_help: {
    en: "Make a one-time code here. On the other device, open {0}/account, choose “Add this device with a code” and type it.",
    ja: "ここでワンタイムコードを発行し、別の端末で {0}/account を開いて「コードでこの端末を追加」に入力してください。",
  },
  acct_let_in_go: { en: "Make a code", ja: "コードを発行" },
  acct_let_in_again: { en: "Make a new code", ja: "新しいコードを発行" },
  acct_code_until: { en: "Works once, until {0} (10 minutes).", ja: "{0}まで(10分間)、1回だけ使えます。" },
  acct_sessions: { en: "Signed-in browsers", ja: "ログイン中のブラウザー" },
  acct_browser_unknown: { en: "A browser", ja: "ブラウザー" },
  acct_this_browser: { en: "this browser", ja: "このブラウザー" },
  acct_seen: { en: "last seen {0}", ja: "最終アクセス: {0}" },
  acct_end: { en: "Sign out", ja: "ログアウト" },
  acct_ended: { en: "That browser is signed out.", ja: "そのブラウザーをログアウトさせました。" },
  acct_seats: { en: "This browser's guest seats", ja: "このブラウザーのゲスト席" },
  acct_seats_help: {
    en: "Seats you took here as a guest are kept only in this browser. Move them into your account to play them on your other devices too.",
    ja: "ゲストとして着いた席は、このブラウザーにだけ保存されています。アカウントに移すと、ほかの端末でも遊べます。",
  },
  acct_seats_held: { en: "Seats kept in this browser: {0}", ja: "このブラウザーに保存された席: {0}" },
  acct_seats_go: { en: "Move them into my account", ja: "アカウントに移す" },
  acct_seats_moved: { en: "Seats moved into your account: {0}", ja: "{0}席をアカウントに移しました。" },
  acct_cancelled: { en: "Cancelled.", ja: "キャンセルしました。" },
  acct_passkey_here: {
    en: "This device already has a passkey for this account.",
    ja: "この端末には、このアカウントのパスキーがすでにあります。",
  },
  acct_passkey_failed: { en: "The passkey did not work: {0}", ja: "パスキーを使えませんでした: {0}" },

  generic_board: { en: "This game has no board drawing yet; its choices are listed below.", ja: "このゲームの盤面はまだ描けません。選べる手を下に並べます。" },

  // Ratings, profiles and leaderboards (profile.ts, leaderboard.ts, ratingtext.ts, the lobby).
  rated: { en: "Rated", ja: "レーティング戦" },
  rated_help: {
    en: "The players' ratings change when the match ends, if every seat is then held by a different signed-in account.",
    ja: "終了時に全席が別々のログイン中アカウントなら、プレイヤーのレーティングが変動します。",
  },
  rated_no_bots: { en: "A rated match has people in every seat: no bots.", ja: "レーティング戦は全席が人です(ボットは入れられません)。" },
  rated_no_hints: { en: "A rated match has hints off: turn them off to rate it.", ja: "レーティング戦ではヒントを使えません。ヒントをオフにしてください。" },
  rated_coop: {
    en: "Spirit Island is cooperative: it keeps records of the adversaries beaten, not ratings.",
    ja: "スピリット・アイランドは協力ゲームです。レーティングではなく、倒した敵対国の記録を残します。",
  },
  rating_explained: {
    en: "A rating is skill minus three times its uncertainty: it starts at 0 and rises as results come in.",
    ja: "レーティングは「実力 − 3 × 不確かさ」です。0から始まり、結果が増えるにつれて上がります。",
  },
  leaderboard: { en: "Leaderboard", ja: "ランキング" },
  records: { en: "Records", ja: "記録" },
  my_profile: { en: "My profile", ja: "マイプロフィール" },
  lb_title: { en: "{0}: leaderboard", ja: "{0}のランキング" },
  lb_records_title: { en: "{0}: records", ja: "{0}の記録" },
  lb_records_help: {
    en: "The highest adversary level each player beat with each spirit.",
    ja: "各プレイヤーが精霊ごとに勝利した、最も高い敵対国レベルです。",
  },
  lb_rank: { en: "Rank", ja: "順位" },
  lb_name: { en: "Player", ja: "プレイヤー" },
  lb_rating: { en: "Rating", ja: "レーティング" },
  lb_games: { en: "Rated matches", ja: "レーティング戦数" },
  lb_empty: { en: "No rated matches yet.", ja: "レーティング戦はまだありません。" },
  rec_empty: { en: "No wins recorded yet.", ja: "勝利の記録はまだありません。" },
  rec_spirit: { en: "Spirit", ja: "精霊" },
  rec_adversary: { en: "Adversary beaten", ja: "倒した敵対国" },
  rec_when: { en: "Won", ja: "勝利日" },
  rec_level_n: { en: "level {0}", ja: "レベル{0}" },
  rec_no_adversary: { en: "no adversary", ja: "敵対国なし" },
  prof_title: { en: "{0}'s profile", ja: "{0}のプロフィール" },
  prof_since: { en: "Playing since {0}", ja: "{0}から参加" },
  prof_your_account: { en: "This is you: your account's settings", ja: "あなたのプロフィールです(アカウント設定へ)" },
  prof_ratings: { en: "Ratings", ja: "レーティング" },
  prof_no_ratings: { en: "No rated matches yet.", ja: "レーティング戦はまだありません。" },
  prof_rated_n: { en: "rated matches: {0}", ja: "レーティング戦{0}回" },
  prof_records: { en: "Spirit Island records", ja: "スピリット・アイランドの記録" },
  prof_matches: { en: "Recent matches", ja: "最近の対戦" },
  prof_no_matches: { en: "No finished matches yet.", ja: "終わった対戦はまだありません。" },
  prof_played: { en: "Games played most", ja: "よく遊ぶゲーム" },
  prof_played_n: { en: "matches: {0}", ja: "{0}戦" },
  prof_place: { en: "place {0} of {1}", ja: "{1}人中{0}位" },
  prof_won: { en: "won", ja: "勝利" },
  prof_lost: { en: "lost", ja: "敗北" },
  prof_replay: { en: "Replay", ja: "リプレイ" },
  chart_label: { en: "{0}: rating after each rated match", ja: "{0}: レーティング戦ごとのレーティング" },
  chart_rating: { en: "Rating", ja: "レーティング" },
  chart_matches: { en: "Rated matches played", ja: "レーティング戦の回数" },
  chart_start: { en: "Start: 0", ja: "開始: 0" },
  chart_after: { en: "After match {0}", ja: "{0}戦目の後" },
} satisfies Record<string, Named>;

/** The key of a message. */
export type Key = keyof typeof messages;

const storageKey = "shima.lang";

/** isLang tells a language shima speaks. */
function isLang(l: string | null | undefined): l is Lang {
  return l === "ja" || l === "en";
}

/**
 * detect chooses the language: ?lang= in the address (kept as the
 * visitor's choice), else the one chosen before with the switch, else the
 * server's (`shima serve --lang`, index.html's data-lang), else the
 * browser's own setting.
 */
function detect(): Lang {
  const asked = new URLSearchParams(location.search).get("lang")?.toLowerCase().slice(0, 2);
  if (isLang(asked)) {
    localStorage.setItem(storageKey, asked);
    return asked;
  }
  const saved = localStorage.getItem(storageKey);
  if (isLang(saved)) return saved;
  const server = document.documentElement.dataset["lang"];
  if (isLang(server)) return server;
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

/** named makes a text in both languages (a game's guide writes its words with it). */
export function named(en: string, ja: string): Named {
  return { en, ja };
}

/** say fills a two-language text (a game's own message) in the current language. */
export function say(text: Named, ...args: Array<string | number>): string {
  return fill(pick(text), ...args);
}

/** capital starts a text with a capital letter, as a sentence or a label alone does. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** list joins names as a sentence does: "A, B and C" or 「A、B、C」. */
export function list(names: string[]): string {
  if (current === "ja") return names.join("、");
  if (names.length < 2) return names.join("");
  return names.slice(0, -1).join(", ") + " and " + names[names.length - 1];
}

document.documentElement.lang = current;
