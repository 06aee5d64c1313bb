// Spirit Island's words, in English and Japanese (the Japanese edition's
// terms: 精霊, 存在, 侵略者, 遠征隊, 町, 都市, ダハン, 荒廃, 不安, 恐怖レベル…).
import { say, type Named } from "../i18n";

const messages = {
  // How to answer the game's prompt (the prompt itself, who asks and what for, is the game's: the view's decisions).
  hint_presence: { en: "Tap a lit land, then the track it comes from (or a destroyed presence).", ja: "光っている土地をタップし、どのトラックから(または破壊された存在を)取るかを選んでください。" },
  hint_spirit: { en: "Tap its name below, or Target this spirit on its panel.", ja: "下の名前か、その精霊のパネルの「この精霊を対象にする」をタップ。" },
  hint_land: { en: "Tap a lit land.", ja: "光っている土地をタップ。" },
  hint_push: { en: "Tap a lit land to push a piece there.", ja: "駒を押し出す先の光っている土地をタップ。" },
  hint_gather: { en: "Tap a lit piece (or its land).", ja: "光っている駒(またはその土地)をタップ。" },
  hint_piece: { en: "Tap a lit piece.", ja: "光っている駒をタップ。" },
  hint_pick: { en: "Tap Take on a card.", ja: "カードの「取る」をタップ。" },
  waiting: { en: "Waiting for {0}.", ja: "{0}を待っています。" },
  over_won: { en: "The spirits have won ({0}).", ja: "精霊の勝利({0})。" },
  over_lost: { en: "The spirits have lost ({0}).", ja: "精霊の敗北({0})。" },
  which: { en: "{0}: which one?", ja: "{0}: どれにしますか?" },
  answer_hide: { en: "Hide the choices", ja: "選択肢を隠す" },
  answer_show: { en: "Show the choices", ja: "選択肢を表示" },
  cancel: { en: "Cancel", ja: "やめる" },
  more: { en: "Other choices", ja: "その他の選択" },
  close: { en: "Close", ja: "閉じる" },
  tap_land: { en: "Tap a land to see it large. ", ja: "土地をタップすると大きく表示します。" },
  land_empty: { en: "nothing on this land", ja: "この土地には何もありません" },
  drag_hint: { en: "You may also drag a ringed piece onto a lit land.", ja: "印の付いた駒を光っている土地へドラッグしても選べます。" },

  // Steps and phases.
  step_spirit: { en: "Spirit phase", ja: "精霊フェイズ" },
  step_fast: { en: "Fast powers", ja: "即効能力" },
  step_invader: { en: "Invader phase", ja: "侵略者フェイズ" },
  step_slow: { en: "Slow powers", ja: "遅発能力" },
  step_over: { en: "Game over", ja: "ゲーム終了" },
  round: { en: "Round {0}", ja: "ラウンド{0}" },
  phase_growth: { en: "choosing growth", ja: "成長を選択中" },
  phase_growing: { en: "growing", ja: "成長中" },
  phase_play: { en: "playing cards", ja: "カード選択中" },
  phase_done: { en: "ready", ja: "準備完了" },
  deciding: { en: "deciding", ja: "選択中" },
  who: { en: "The spirits now", ja: "いまの精霊たち" },
  who_powers: { en: "choosing a power", ja: "能力を選択中" },
  who_resolving: { en: "resolving a power", ja: "能力を解決中" },
  who_resolving_power: { en: "resolving {0}", ja: "{0}を解決中" },
  who_left: { en: "still to resolve:", ja: "残り:" },
  who_waits: { en: "waits for the others", ja: "他の精霊を待っています" },
  who_done: { en: "done", ja: "完了" },
  who_invader: { en: "chooses for the invaders' step", ja: "侵略者の処理を選択中" },
  to_resolve: { en: "To resolve", ja: "未解決" },
  nothing_to_resolve: { en: "nothing left to resolve", ja: "解決するものなし" },
  end_terror: { en: "terror victory", ja: "恐怖による勝利" },
  end_fear: { en: "the fear deck ran out", ja: "不安デックが尽きた" },
  end_blight: { en: "the island is blighted", ja: "島が荒廃した" },
  end_presence: { en: "a spirit lost its presence", ja: "精霊の存在が失われた" },
  end_deck: { en: "the invader deck ran out", ja: "侵略者デックが尽きた" },

  // The invader board.
  invader_board: { en: "Invader board", ja: "侵略者ボード" },
  ravage: { en: "Ravage", ja: "略奪" },
  build: { en: "Build", ja: "建設" },
  explore: { en: "Explore", ja: "遠征" },
  empty: { en: "—", ja: "—" },
  deck: { en: "Deck {0}", ja: "山札{0}" },
  next_stage: { en: "next: stage {0}", ja: "次: 段階{0}" },
  fear: { en: "Fear", ja: "不安" },
  fear_pool: { en: "pool {0}", ja: "プール{0}" },
  fear_generated: { en: "generated {0}", ja: "生成{0}" },
  fear_earned: { en: "{0} card(s) earned", ja: "獲得カード{0}枚" },
  fear_deck: { en: "{0} card(s) left, {1} to the next level", ja: "残り{0}枚、次の段階まで{1}枚" },
  terror: { en: "Terror level {0}", ja: "恐怖レベル{0}" },
  win_now: { en: "To win now: {0}", ja: "いま勝つには: {0}" },
  blight: { en: "Blight", ja: "荒廃" },
  blight_pool: { en: "{0} left on the card", ja: "カードに残り{0}" },
  blight_healthy: { en: "blight card: healthy island", ja: "荒廃カード: 健常な島" },
  blight_none: { en: "no blight card", ja: "荒廃カードなし" },
  powers_decks: { en: "Minor {0} · Major {1}", ja: "小能力{0}・大能力{1}" },
  fear_resolved: { en: "Fear cards resolved", ja: "解決した不安カード" },
  escalation_flag: { en: "escalation: the adversary's escalation happens when this card is explored", ja: "拡大効果: このカードの遠征時に敵対国の拡大効果が起こる" },

  // The adversary.
  adv_level: { en: "level {0} · difficulty {1}", ja: "レベル{0}・難易度{1}" },
  adv_loss: { en: "Loss", ja: "敗北条件" },
  adv_escalation: { en: "Escalation ⚑", ja: "拡大効果 ⚑" },
  adv_rule_level: { en: "Level {0}", ja: "レベル{0}" },
  adv_fear: { en: "Fear cards per terror level: {0}", ja: "恐怖レベルごとの不安カード: {0}" },
  immigration: { en: "High Immigration", ja: "大量移民" },
  immigration_note: { en: "builds before the ravage", ja: "略奪の前に建設" },
  immigration_removed: { en: "tile removed", ja: "タイルは取り除かれた" },

  // The spirits' panels.
  energy: { en: "Energy", ja: "精霊力" },
  energy_income: { en: "{0} (+{1}/turn)", ja: "{0}(毎ターン+{1})" },
  plays: { en: "Card plays", ja: "カードプレイ" },
  presence: { en: "Presence", ja: "存在" },
  on_island: { en: "{0} on the island", ja: "島に{0}" },
  energy_track: { en: "Energy track", ja: "精霊力トラック" },
  card_track: { en: "Card play track", ja: "カードプレイトラック" },
  next_uncovers: { en: "next: {0}", ja: "次: {0}" },
  track_full: { en: "all uncovered", ja: "全て公開" },
  reclaim_one: { en: "reclaim 1", ja: "1枚回収" },
  any_element: { en: "any element", ja: "任意のエレメント" },
  elements: { en: "Elements this turn", ja: "今ターンのエレメント" },
  no_elements: { en: "none yet", ja: "まだなし" },
  innates: { en: "Innate powers", ja: "先天能力" },
  innate_levels: { en: "{0}/{1} levels", ja: "{0}/{1}段階" },
  used: { en: "used", ja: "使用済み" },
  hand: { en: "Hand", ja: "手札" },
  played: { en: "Played", ja: "プレイ済み" },
  discard: { en: "Discard", ja: "捨て札" },
  drawn: { en: "Drawn: keep one", ja: "引いたカード: 1枚を取る" },
  drowned: { en: "Drowned", ja: "溺れた侵略者" },
  drowned_health: { en: "{0} health (1 energy per {1})", ja: "体力{0}({1}ごとに精霊力1)" },
  who_setup: { en: "setting up", ja: "準備中" },
  growth: { en: "Growth", ja: "成長" },
  play_card: { en: "Play", ja: "プレイ" },
  take_card: { en: "Take", ja: "取る" },
  use: { en: "Use", ja: "使う" },
  use_fast: { en: "Use as fast", ja: "即効で使う" },
  skip: { en: "Skip", ja: "使わない" },
  target_spirit: { en: "Target this spirit", ja: "この精霊を対象にする" },
  cost: { en: "cost {0}", ja: "コスト{0}" },
  fast: { en: "fast", ja: "即効" },
  slow: { en: "slow", ja: "遅発" },
  range: { en: "range {0}", ja: "範囲{0}" },
  range_from_sacred: { en: "from a sacred site, range {0}", ja: "聖地から範囲{0}" },
  range_none: { en: "no range", ja: "範囲なし" },
  target_land: { en: "any land", ja: "任意の土地" },
  target_spirit_any: { en: "any spirit", ja: "任意の精霊" },
  target_another: { en: "another spirit", ja: "他の精霊" },

  // Pieces and markers.
  explorer: { en: "explorer", ja: "遠征隊" },
  town: { en: "town", ja: "町" },
  city: { en: "city", ja: "都市" },
  dahan: { en: "dahan", ja: "ダハン" },
  blight_piece: { en: "blight", ja: "荒廃" },
  presence_of: { en: "presence of {0}", ja: "{0}の存在" },
  damaged: { en: "{0} with {1} health left", ja: "残り体力{1}の{0}" },
  defend: { en: "Defend {0}", ja: "防御{0}" },
  legend: { en: "Pieces", ja: "駒" },
  designed: { en: "Board shapes are a designed schematic (adjacency as printed).", ja: "ボードの形は設計した略図です(隣接は実物どおり)。" },
  effect_skip_ravage: { en: "no ravage", ja: "略奪なし" },
  effect_skip_build: { en: "no build", ja: "建設なし" },
  effect_skip_explore: { en: "no explore", ja: "遠征なし" },
  effect_other: { en: "effect", ja: "効果" },

  // Seat figures.
  stat_energy: { en: "Energy", ja: "精霊力" },
  stat_presence: { en: "Presence", ja: "存在" },
  stat_hand: { en: "Hand", ja: "手札" },
} satisfies Record<string, Named>;

/** A key of Spirit Island's words. */
export type SiKey = keyof typeof messages;

/** st says one of Spirit Island's words in the current language. */
export function st(key: SiKey, ...args: Array<string | number>): string {
  return say(messages[key], ...args);
}

const terrains: Record<string, Named> = {
  mountain: { en: "Mountain", ja: "山岳" },
  wetland: { en: "Wetland", ja: "湿地" },
  jungle: { en: "Jungle", ja: "ジャングル" },
  sands: { en: "Sands", ja: "砂地" },
  ocean: { en: "Ocean", ja: "海" },
  coastal: { en: "Coastal", ja: "沿岸" },
};

/** terrainName names a terrain. */
export function terrainName(key: string): string {
  return say(terrains[key] ?? { en: key, ja: key });
}

const filters: Record<string, Named> = {
  coastal: { en: "coastal", ja: "沿岸" },
  invaders: { en: "invaders", ja: "侵略者あり" },
  "no-invaders": { en: "no invaders", ja: "侵略者なし" },
  blight: { en: "blight", ja: "荒廃あり" },
  "no-blight": { en: "no blight", ja: "荒廃なし" },
  dahan: { en: "dahan", ja: "ダハンあり" },
  inland: { en: "inland", ja: "内陸" },
  "dahan-or-invaders": { en: "dahan or invaders", ja: "ダハンか侵略者あり" },
};

/** filterName names what a power's target land must have ("coastal", "no-blight"). */
export function filterName(key: string): string {
  return say(filters[key] ?? { en: key, ja: key });
}

const elementNames: Record<string, Named> = {
  sun: { en: "Sun", ja: "太陽" },
  moon: { en: "Moon", ja: "月" },
  fire: { en: "Fire", ja: "火" },
  air: { en: "Air", ja: "風" },
  water: { en: "Water", ja: "水" },
  earth: { en: "Earth", ja: "大地" },
  plant: { en: "Plant", ja: "植物" },
  animal: { en: "Animal", ja: "動物" },
  any: { en: "Any", ja: "任意" },
};

/** elementName names an element. */
export function elementName(key: string): string {
  return say(elementNames[key] ?? { en: key, ja: key });
}

/** invaderCardName names an invader card by its key ("jungle-1", "jungle+mountain", "coastal"). */
export function invaderCardName(key: string): string {
  const base = key.replace(/-\d$/, "");
  return base
    .split("+")
    .map((k) => terrainName(k))
    .join(" + ");
}
