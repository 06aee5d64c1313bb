// Catan's words, in English and Japanese (the Japanese edition's terms:
// 開拓地, 都市, 街道, 盗賊, 発展カード, 最長交易路, 最大騎士力 …).
import { say, type Named } from "../i18n";
import type { DevCard, Resource, Terrain } from "./catan-view";

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
  pan: { en: "Slide the board sideways to see all of it.", ja: "盤面は横にスライドすると全体が見られます。" },
  numbers_help: { en: "Show the numbers the log uses for hexes and intersections", ja: "記録で使う地形と交差点の番号を表示" },

  // The panels.
  board: { en: "The island of Catan", ja: "カタン島" },
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
  vp_n: { en: "{0} VP", ja: "{0}点" },
  pieces_left: { en: "{0} left", ja: "残り{0}" },

  // The board.
  hex_label: { en: "Hex {0}: {1}", ja: "地形{0}: {1}" },
  harbour_label: { en: "Harbour: {0}", ja: "港: {0}" },
  harbour_any: { en: "3:1, any resource", ja: "3:1(どの資源でも)" },

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
