// Catan's words, in English and Japanese (the Japanese edition's terms:
// 開拓地, 都市, 街道, 盗賊, 発展カード, 最長交易路, 最大騎士力 …).
import { say, type Named } from "../i18n";
import type { DevCard, HarbourKind, Resource, Terrain } from "./catan-view";

const messages = {
  // What the step asks.
  setup_settlement_yours: {
    en: "Set-up: place a settlement on a glowing intersection. Your second one pays a card for each hex around it.",
    ja: "初期配置: 光っている交差点に開拓地を置いてください。2つ目の開拓地は、隣接する地形1つにつき資源1枚を産出します。",
  },
  setup_road_yours: { en: "Set-up: place a road on a glowing path beside the settlement you just placed.", ja: "初期配置: いま置いた開拓地に接する光っている道に街道を置いてください。" },
  setup_other: { en: "Set-up: {0} is placing a settlement and a road.", ja: "初期配置: {0}が開拓地と街道を置いています。" },
  roll_yours: { en: "Roll the dice (you may play a development card first).", ja: "ダイスを振ってください(先に発展カードを使うこともできます)。" },
  roll_other: { en: "{0} is about to roll.", ja: "{0}がダイスを振ります。" },
  discard_yours: {
    en: "A 7! You hold more than 7 cards: discard {0} more (tap a resource).",
    ja: "7が出ました。手札が7枚を超えているので、あと{0}枚捨ててください(資源をタップ)。",
  },
  discard_wait: { en: "A 7: waiting for {0} to discard.", ja: "7が出ました。{0}が捨て札を選んでいます。" },
  robber_yours: { en: "Move the robber: tap a glowing hex. It blocks that hex's production.", ja: "盗賊を移動: 光っている地形をタップしてください。その地形は資源を産出しなくなります。" },
  robber_other: { en: "{0} is moving the robber.", ja: "{0}が盗賊を移動しています。" },
  steal_yours: { en: "Rob one of the players beside the robber: you take a random card.", ja: "盗賊の隣にいるプレイヤーを1人選び、資源カードを1枚ランダムに奪います。" },
  steal_other: { en: "{0} is choosing whom to rob.", ja: "{0}が資源を奪う相手を選んでいます。" },
  main_yours: {
    en: "Build on the glowing places, buy a development card, trade with the bank — then end your turn.",
    ja: "光っている場所に建設、発展カードの購入、銀行との交換ができます。終わったら手番を終えてください。",
  },
  main_other: { en: "{0} is trading and building.", ja: "{0}が交換・建設をしています。" },
  road_building_yours: { en: "Road building: place {0} free road(s) on glowing paths.", ja: "街道建設: 光っている道に街道を無料で{0}本置いてください。" },
  road_building_other: { en: "{0} is placing free roads.", ja: "{0}が街道建設で街道を置いています。" },
  special_yours: {
    en: "Special building phase: you may build or buy a development card (no trading), then pass.",
    ja: "特別建設フェイズ: 建設と発展カードの購入ができます(交換はできません)。終わったらパスします。",
  },
  special_other: { en: "Special building phase: {0} may build.", ja: "特別建設フェイズ: {0}が建設できます。" },
  over: { en: "The game is over.", ja: "ゲーム終了。" },
  select_yours: {
    en: "Selection: take a terrain tile with a number chip, or a harbour — only the picks lit keep the rules (in all: 4 terrains and 1 harbour, at most one 6 or 8, at least one 3 or 11).",
    ja: "選択フェイズ: 地形タイルと数字チップ1組、または港を1つ取ってください。明るいものだけがルールに合います(合計で地形4枚と港1つ、6か8は1枚まで、3か11を1枚以上)。",
  },
  select_yours_buy: {
    en: "Selection: take a terrain tile with a number chip — only the picks lit keep the rules (4 terrains, at most one 6 or 8, at least one 3 or 11).",
    ja: "選択フェイズ: 地形タイルと数字チップを1組取ってください。明るいものだけがルールに合います(地形4枚、6か8は1枚まで、3か11を1枚以上)。",
  },
  select_other: { en: "Selection: {0} is choosing a tile.", ja: "選択フェイズ: {0}がタイルを選んでいます。" },
  island_tile_yours: { en: "Build your island: choose a tile you took, then a glowing hex (the first on your start hex, the others beside it).", ja: "島づくり: 取ったタイルを選び、光っている場所に置いてください(最初はスタート地点、残りはその隣)。" },
  island_harbour_yours: { en: "Build your island: turn your harbour toward your island — tap the glowing side of a sea hex it faces.", ja: "島づくり: 港を島に向けて置きます。光っている辺(港が向く側)をタップしてください。" },
  island_chip_yours: { en: "Build your island: choose a number chip, then a terrain of your island.", ja: "島づくり: 数字チップを選び、自分の島の地形に置いてください。" },
  island_other: { en: "{0} is building their island.", ja: "{0}が自分の島をつくっています。" },
  setup_road_or_ship: { en: "Set-up: place a road, or on the coast a ship, on a glowing path beside your new settlement.", ja: "初期配置: いま置いた開拓地から、光っている道に街道(海岸なら船も可)を置いてください。" },
  start_pay_yours: { en: "Choose the settlement whose hexes pay you now: tap a glowing settlement.", ja: "資源をもらう開拓地を選んでください(光っている開拓地をタップ)。" },
  start_pay_other: { en: "{0} is choosing the settlement that pays.", ja: "{0}が資源をもらう開拓地を選んでいます。" },
  robber_or_pirate_yours: { en: "Move the robber to a glowing land hex, or the pirate to a glowing sea hex; then rob a player beside it.", ja: "盗賊を光っている陸地へ、または海賊を光っている海へ移動し、隣のプレイヤーから奪います。" },
  pirate_yours: { en: "Move the pirate: tap a glowing sea hex.", ja: "海賊を移動: 光っている海をタップしてください。" },
  robber_or_pirate_other: { en: "{0} is moving the robber or the pirate.", ja: "{0}が盗賊か海賊を移動しています。" },
  gold_yours: { en: "Gold field: choose {0} resource(s) from the bank.", ja: "砂金川: 銀行から好きな資源を{0}枚選んでください。" },
  gold_other: { en: "{0} is choosing what a gold field pays.", ja: "{0}が砂金川の資源を選んでいます。" },
  orient_yours: { en: "You found a harbour: turn it toward the land — tap a glowing side.", ja: "港を発見しました。陸地に向けて置きます。光っている辺をタップしてください。" },
  orient_other: { en: "{0} is turning a harbour they found.", ja: "{0}が発見した港の向きを決めています。" },
  offer_yours: { en: "Compose your offer: what you give and what you ask for.", ja: "交渉の内容を決めてください(出すものと求めるもの)。" },
  offer_other: { en: "{0} is composing an offer.", ja: "{0}が交渉の内容を考えています。" },
  asked_respond: { en: "Answer {0}'s offer", ja: "{0}の申し出に答えてください" },
  asked_discard: { en: "Discard {0} cards", ja: "カードを{0}枚捨ててください" },
  asked_gold: { en: "Take your gold", ja: "砂金川の資源を選んでください" },
  respond_yours: { en: "{0} offers you a trade: accept, decline or counter.", ja: "{0}から交渉の申し出です。受ける・断る・逆提案ができます。" },
  respond_wait: { en: "Waiting for the answers to the offer.", ja: "申し出への返事を待っています。" },
  confirm_yours: { en: "All have answered: trade with one who accepted or countered, or with nobody.", ja: "全員が答えました。受けた人か逆提案した人と交換するか、誰とも交換しないかを選んでください。" },
  confirm_other: { en: "{0} is choosing whom to trade with.", ja: "{0}が交換相手を選んでいます。" },
  main_yours_sea: {
    en: "Build on the glowing places (ships on the water), move a ship, buy a development card, trade — then end your turn.",
    ja: "光っている場所に建設(海には船)、船の移動、発展カードの購入、交換ができます。終わったら手番を終えてください。",
  },
  goal: { en: "First to {0} VP on their turn wins.", ja: "自分の手番に{0}点に達したプレイヤーの勝ちです。" },

  // The controls.
  roll: { en: "Roll the dice", ja: "ダイスを振る" },
  end_turn: { en: "End turn", ja: "手番を終える" },
  pass: { en: "Pass", ja: "パス" },
  buy_dev: { en: "Buy a development card", ja: "発展カードを買う" },
  dice_label: { en: "Last roll: {0}", ja: "直前の出目: {0}" },
  rob: { en: "Rob {0}", ja: "{0}から奪う" },
  cards_n: { en: "{0} cards", ja: "{0}枚" },
  discard_left: { en: "Discard {0} more", ja: "あと{0}枚捨てる" },
  discard_one: { en: "Discard one {0}", ja: "{0}を1枚捨てる" },
  cancel: { en: "Cancel", ja: "やめる" },
  play: { en: "Play", ja: "使う" },
  plenty_pick: { en: "Year of plenty: take 2 resources from the bank.", ja: "発見: 銀行から好きな資源を2枚もらいます。" },
  plenty_then: { en: "Year of plenty: {0} and …", ja: "発見: {0}と…" },
  monopoly_pick: { en: "Monopoly: every other player gives you all their cards of one resource.", ja: "独占: 資源を1種類選ぶと、他のプレイヤー全員がその資源をすべてあなたに渡します。" },
  numbers: { en: "Numbers", ja: "番号" },

  // Trade between players.
  propose: { en: "Trade with players", ja: "プレイヤーと交渉" },
  offer_title: { en: "Your offer", ja: "あなたの申し出" },
  counter_title: { en: "Your counter-offer to {0}", ja: "{0}への逆提案" },
  you_give: { en: "You give", ja: "出す" },
  you_ask: { en: "You ask for", ja: "求める" },
  less: { en: "one {0} less", ja: "{0}を1枚減らす" },
  more_give: { en: "give one more {0}", ja: "{0}をもう1枚出す" },
  more_ask: { en: "ask for one more {0}", ja: "{0}をもう1枚求める" },
  offer_to: { en: "Offer to:", ja: "申し出る相手:" },
  offer_all: { en: "Offer to all", ja: "全員に申し出る" },
  offer_some: { en: "Offer to {0}", ja: "{0}に申し出る" },
  offer_need: { en: "Give at least one card and ask for at least one.", ja: "1枚以上出し、1枚以上求めてください。" },
  offer_nobody: { en: "Choose whom to offer it to.", ja: "申し出る相手を選んでください。" },
  offers_left: { en: "{0} offer(s) left this turn", ja: "この手番の残り交渉回数: {0}" },
  withdraw: { en: "Withdraw", ja: "やめる" },
  offer_line: { en: "{0} offers {1} for {2}", ja: "{0}: {1}を出して{2}を求める" },
  offer_so_far: { en: "So far it gives {0} and asks for {1}.", ja: "いまのところ、出すもの: {0}、求めるもの: {1}。" },
  nothing: { en: "nothing", ja: "なし" },
  card_count: { en: "{0} {1}", ja: "{1}{0}枚" },
  card_sep: { en: ", ", ja: "、" },
  accept: { en: "Accept", ja: "受ける" },
  decline: { en: "Decline", ja: "断る" },
  counter: { en: "Counter-offer", ja: "逆提案" },
  send_counter: { en: "Send the counter-offer", ja: "逆提案を送る" },
  cannot_pay: { en: "you do not hold what is asked", ja: "求められた資源がありません" },
  a_waiting: { en: "thinking…", ja: "考え中…" },
  a_answered: { en: "has answered", ja: "回答済み" },
  a_accept: { en: "accepts", ja: "受ける" },
  a_decline: { en: "declines", ja: "断る" },
  a_composing: { en: "is composing a counter-offer", ja: "逆提案を作成中" },
  a_counter: { en: "counters: gives {0} for {1}", ja: "逆提案: {0}を出して{1}を求める" },
  answers_secret: { en: "Answers show once all have answered.", ja: "返事は全員が答えると公開されます。" },
  trade_with: { en: "Trade with {0}", ja: "{0}と交換" },
  trade_nobody: { en: "Trade with nobody", ja: "誰とも交換しない" },
  you_answered: { en: "You answered: {0}. Waiting for the others.", ja: "あなたの返事: {0}。ほかの人を待っています。" },
  sending: { en: "Sending…", ja: "送信中…" },
  sequence_failed: { en: "The offer could not be sent as composed; compose it again.", ja: "申し出を送れませんでした。もう一度組み立ててください。" },

  // The Unknown Island.
  supply: { en: "Supply", ja: "サプライ" },
  face_down: { en: "Still face down", ja: "未発見のタイル" },
  bag: { en: "Number chips in the bag", ja: "袋の数字チップ" },
  numbers_left: { en: "Number chips", ja: "数字チップ" },
  harbour_tiles: { en: "Harbours", ja: "港" },
  harbour_chips: { en: "Harbour chips", ja: "港チップ" },
  take_tile: { en: "Take a terrain", ja: "地形を取る" },
  then_number: { en: "…with a number chip:", ja: "…数字チップ:" },
  pick_terrain_first: { en: "Choose a terrain, then its number chip.", ja: "地形を選び、次に数字チップを選びます。" },
  take_harbour: { en: "…or take a harbour:", ja: "…または港を取る:" },
  harbour_tile: { en: "tile", ja: "タイル" },
  harbour_chip: { en: "chip", ja: "チップ" },
  taken: { en: "Taken", ja: "取ったもの" },
  nothing_taken: { en: "nothing yet", ja: "まだなし" },
  lay_tile: { en: "Tile to lay:", ja: "置くタイル:" },
  lay_chip: { en: "Chip to lay:", ja: "置く数字チップ:" },
  gold_left: { en: "Take {0} more", ja: "あと{0}枚" },
  gold_one: { en: "Take one {0}", ja: "{0}を1枚もらう" },
  stole_from: { en: "You took a {0} from {1}.", ja: "{1}から{0}を奪いました。" },
  stolen_by: { en: "{1} took a {0} from you.", ja: "{1}に{0}を奪われました。" },
  start_hex: { en: "start hex", ja: "スタート地点" },
  start_short: { en: "start", ja: "スタート" },
  move_ship_from: { en: "Move the ship beside {0}", ja: "{0}に接する船を移動" },
  move_ship_cancel: { en: "Keep this ship where it is", ja: "この船は移動しない" },
  move_ship_pick: { en: "Move a ship: tap it, then a glowing path.", ja: "船の移動: 船をタップし、光っている道をタップします。" },
  move_ship_to: { en: "Now tap where the ship goes (or the ship again to keep it).", ja: "船の行き先をタップしてください(船をもう一度タップでやめる)。" },
  buy_harbour: { en: "Buy a harbour", ja: "港を買う" },
  buy_pick: { en: "Choose a harbour found (or a chip); it goes on a plain sea hex facing one of your buildings.", ja: "発見された港(またはチップ)を選びます。自分の建物に面したただの海に置きます。" },
  buy_pair: { en: "A 3:1 harbour also costs two different resources:", ja: "3:1の港は、ほかに異なる資源2枚が必要です:" },
  buy_where: { en: "Tap a glowing side of a sea hex to put it there.", ja: "光っている海の辺をタップして置きます。" },
  buy_on_hex: { en: "on {0}", ja: "{0}の港" },
  buy_chip: { en: "chip", ja: "チップ" },
  ships_n: { en: "Ships", ja: "船" },
  pan: { en: "Slide the board sideways to see all of it.", ja: "盤面は横にスライドすると全体が見られます。" },
  numbers_help: { en: "Show the numbers the log uses for hexes and intersections", ja: "記録で使う地形と交差点の番号を表示" },

  // The panels.
  board: { en: "The island of Catan", ja: "カタン島" },
  board_unknown: { en: "The Unknown Island", ja: "未知の陸地" },
  hand: { en: "Your hand", ja: "手札" },
  hand_total: { en: "{0} cards", ja: "{0}枚" },
  devs: { en: "Development cards", ja: "発展カード" },
  no_devs: { en: "None yet: buy one for wool, grain and ore.", ja: "まだありません。羊毛・穀物・鉱石で買えます。" },
  bought_now: { en: "bought this turn", ja: "今回購入" },
  vp_card_note: { en: "counts now, shown at the end", ja: "勝利点に加算(最後に公開)" },
  trade: { en: "Trade with the bank", ja: "銀行と交換" },
  trade_give: { en: "Give", ja: "出す" },
  trade_get: { en: "Get 1", ja: "もらう1枚" },
  trade_pick_give: { en: "Pick what to give; the rate is your best: 4:1, or 3:1 and 2:1 at your harbours.", ja: "出す資源を選びます。レートは最良のもの(4:1、港があれば3:1や2:1)です。" },
  trade_pick_get: { en: "Give {0} {1} for one of:", ja: "{1}{0}枚と交換で、もらう資源:" },
  bank: { en: "Bank", ja: "銀行" },
  deck: { en: "Development cards left: {0}", ja: "発展カード残り: {0}" },
  costs: { en: "Building costs", ja: "建設コスト" },
  cost_road: { en: "Road", ja: "街道" },
  cost_settlement: { en: "Settlement", ja: "開拓地" },
  cost_city: { en: "City", ja: "都市" },
  cost_dev: { en: "Development card", ja: "発展カード" },
  cost_ship: { en: "Ship", ja: "船" },
  vp_n: { en: "{0} VP", ja: "{0}点" },
  pieces_left: { en: "{0} left", ja: "残り{0}" },
  close: { en: "Close", ja: "閉じる" },
  dismiss: { en: "Dismiss", ja: "閉じる" },
  key: { en: "Terrains", ja: "地形" },
  key_any: { en: "any resource", ja: "好きな資源" },
  key_nothing: { en: "nothing", ja: "産出なし" },
  key_label: { en: "{0} produces {1}", ja: "{0}: {1}" },

  // The board.
  // Places in words (catan-places.ts), as the game's events name them.
  the_sea: { en: "the sea", ja: "海" },
  the_desert: { en: "the desert", ja: "砂漠" },
  the_none: { en: "an empty place", ja: "空きマス" },
  the_hidden: { en: "a face-down tile", ja: "未発見のタイル" },
  the_harbour: { en: "the {0} harbour", ja: "{0}の港" },
  hex_words: { en: "{0} {1}", ja: "{0}{1}" },
  place_by: { en: "{0} by {1}", ja: "{1}に接する{0}" },
  facing: { en: "{0}, facing {1}", ja: "{0}({1}向き)" },
  settle_words: { en: "Settlement by {0}", ja: "{0}に接する開拓地" },
  city_words: { en: "City by {0}", ja: "{0}に接する開拓地を都市に" },
  start_pay_words: { en: "The cards of the settlement by {0}", ja: "{0}に接する開拓地の資源をもらう" },
  road_words: { en: "Road beside {0}", ja: "{0}に接する街道" },
  ship_words: { en: "Ship beside {0}", ja: "{0}に接する船" },
  move_ship_words: { en: "Move the ship beside {0} to beside {1}", ja: "{0}に接する船を{1}に接する場所へ" },
  robber_words: { en: "Robber to {0}", ja: "盗賊を{0}へ" },
  pirate_words: { en: "Pirate to {0}", ja: "海賊を{0}へ" },
  tile_words: { en: "Lay {0} on {1}", ja: "{1}に{0}を置く" },
  chip_words: { en: "Number chip {0} on {1}", ja: "{1}に数字チップ{0}を置く" },
  harbour_words: { en: "Harbour on {0}", ja: "{0}に港を置く" },
  orient_words: { en: "Turn the harbour on {0}", ja: "{0}に港を向ける" },
  buy_harbour_words: { en: "Buy the harbour for {0}", ja: "港を買って{0}に置く" },
  harbour_label: { en: "Harbour: {0}", ja: "港: {0}" },
  harbour_any: { en: "3:1, any resource", ja: "3:1(どの資源でも)" },
  harbour_2: { en: "2:1 {0}", ja: "{0} 2:1" },
  harbour_blocked: { en: "Harbour: {0} — blocked by the pirate", ja: "港: {0}(海賊が封鎖中)" },
  harbour_waiting: { en: "Harbour: {0} — waits for land beside it", ja: "港: {0}(隣に陸地が見つかるまで待機)" },

  // Seats.
  vp: { en: "VP", ja: "勝利点" },
  cards: { en: "Cards", ja: "資源" },
  dev_short: { en: "Dev", ja: "発展" },
  knights: { en: "Knights", ja: "騎士" },
  road_length: { en: "Road", ja: "街道" },
  longest_road: { en: "Longest Road", ja: "最長交易路" },
  largest_army: { en: "Largest Army", ja: "最大騎士力" },
  to_discard: { en: "To discard", ja: "要捨て札" },

  // Things.
  brick: { en: "brick", ja: "レンガ" },
  lumber: { en: "lumber", ja: "木材" },
  wool: { en: "wool", ja: "羊毛" },
  grain: { en: "grain", ja: "穀物" },
  ore: { en: "ore", ja: "鉱石" },
  knight: { en: "Knight", ja: "騎士" },
  victory_point: { en: "Victory point", ja: "勝利点" },
  road_building: { en: "Road building", ja: "街道建設" },
  year_of_plenty: { en: "Year of plenty", ja: "発見" },
  monopoly: { en: "Monopoly", ja: "独占" },
  knight_help: { en: "move the robber and rob", ja: "盗賊を移動して資源を奪う" },
  victory_point_help: { en: "1 VP", ja: "1点" },
  road_building_help: { en: "2 free roads", ja: "街道を2本無料で建設" },
  year_of_plenty_help: { en: "2 resources from the bank", ja: "銀行から資源2枚" },
  monopoly_help: { en: "all of one resource", ja: "1種類の資源を独占" },
  t_hills: { en: "hills", ja: "丘陵" },
  t_forest: { en: "forest", ja: "森林" },
  t_pasture: { en: "pasture", ja: "牧草地" },
  t_fields: { en: "fields", ja: "畑" },
  t_mountains: { en: "mountains", ja: "山地" },
  t_desert: { en: "desert", ja: "砂漠" },
  t_sea: { en: "sea", ja: "海" },
  t_gold: { en: "gold field", ja: "砂金川" },
  t_hidden: { en: "undiscovered", ja: "未発見" },
  t_none: { en: "no tile yet", ja: "タイルなし" },
} satisfies Record<string, Named>;

/** A message of Catan's. */
export type CatanKey = keyof typeof messages;

/** tx gives a message in the current language with its arguments filled in. */
export function tx(key: CatanKey, ...args: Array<string | number>): string {
  return say(messages[key], ...args);
}

/** resourceName names a resource ("brick"). */
export function resourceName(r: Resource): string {
  return tx(r);
}

/** devName names a development card. */
export function devName(d: DevCard): string {
  return tx(d);
}

/** terrainName names a terrain ("hills"). */
export function terrainName(t: Terrain): string {
  return tx(`t_${t}`);
}

/** harbourName names a harbour's kind: "3:1, any resource" or "2:1 brick". */
export function harbourName(k: HarbourKind): string {
  return k === "3:1" ? tx("harbour_any") : tx("harbour_2", tx(k));
}
