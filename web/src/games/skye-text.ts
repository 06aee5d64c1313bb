// Isle of Skye's words, in English and Japanese (the rulebook's terms: 風景タイル,
// 廃棄マーカー, 点数タイル, ラウンドトラック, 巻物 …).
import { capital, lang, list, say, type Named } from "../i18n";
import { gridPlace } from "./gridplace";
import { objectNames, type ObjectName, type Tile } from "./skye-view";

const messages = {
  // What the step asks.
  price_mark: {
    en: "Pricing, in secret: mark one of your three tiles to discard. You then price the other two.",
    ja: "値段付け(秘密): 引いた3枚のうち1枚に廃棄マーカーを置きます。残りの2枚には値段を付けます。",
  },
  price_set: {
    en: "Set a price on each tile you keep: at least 1 gold from behind your screen. A buyer pays you that price and your gold comes back; a tile nobody buys is yours to lay, and the gold on it is spent.",
    ja: "残すタイルそれぞれに、スクリーンの裏のゴールドから1ゴールド以上の値段を付けます。買われたら代金を受け取り、付けたゴールドも戻ります。売れ残ったタイルは自分のものになり、付けたゴールドは失います。",
  },
  price_done: { en: "Your prices are set. Waiting for {0}.", ja: "値段を付け終えました。{0}を待っています。" },
  price_watch: { en: "Every player marks a discard and prices two tiles, in secret.", ja: "全員が秘密裏に1枚を廃棄し、2枚に値段を付けています。" },
  buy_yours: {
    en: "Buy one tile from another player at its price, or pass.",
    ja: "他のプレイヤーのタイルを1枚、その値段で買えます。買わないならパスします。",
  },
  buy_other: { en: "{0} is buying.", ja: "{0}が購入しています。" },
  build_yours: {
    en: "Lay your tiles: pick one, turn it, tap a glowing place. Each side it shares must match in terrain; roads need not join.",
    ja: "タイルを領土に置きます。選んで回し、光っている場所をタップしてください。接する辺の地形は一致が必要です。道はつながらなくても構いません。",
  },
  build_done: { en: "Your tiles are laid. Waiting for {0}.", ja: "タイルを置き終えました。{0}を待っています。" },
  build_watch: { en: "{0} laying tiles.", ja: "{0}がタイルを置いています。" },
  over: {
    en: "The game is over. Below: each player's points from the scoring tiles, scrolls and gold.",
    ja: "ゲーム終了。下に、各プレイヤーの点数タイル・巻物・ゴールドによる得点の内訳があります。",
  },

  // The pricing screen.
  screen: { en: "Behind your screen", ja: "スクリーンの裏" },
  gold_n: { en: "{0} gold", ja: "{0}ゴールド" },
  gold_left: { en: "{0} gold left to keep", ja: "手元に残るのは{0}ゴールド" },
  discard_this: { en: "Discard", ja: "廃棄する" },
  discarded: { en: "discarded", ja: "廃棄" },
  price_of: { en: "Price of the {0}", ja: "{0}の値段" },
  price_less: { en: "1 gold less", ja: "1ゴールド減らす" },
  price_more: { en: "1 gold more", ja: "1ゴールド増やす" },
  set_price: { en: "Set {0} gold", ja: "{0}ゴールドに決める" },
  priced: { en: "priced {0}", ja: "値段{0}" },
  price_range: { en: "1 to {0} gold", ja: "1〜{0}ゴールド" },
  pricing: { en: "pricing…", ja: "値段付け中…" },
  laying: { en: "laying tiles…", ja: "配置中…" },
  buying: { en: "buying…", ja: "購入中…" },
  done: { en: "done", ja: "完了" },
  hidden_price: { en: "price hidden", ja: "値段は非公開" },

  // Buying.
  buy_for: { en: "Buy · {0} gold", ja: "{0}ゴールドで買う" },
  too_dear: { en: "more than your {0} gold", ja: "所持金{0}ゴールドでは買えません" },
  pass: { en: "Pass", ja: "パス" },
  sold_to: { en: "bought by {0}", ja: "{0}が購入" },
  your_offer: { en: "yours", ja: "自分の" },
  you_have: { en: "You have {0} gold.", ja: "所持金{0}ゴールド。" },
  bought_one: { en: "bought tile {0}", ja: "タイル{0}を購入" },

  // Building.
  to_lay: { en: "Tiles to lay", ja: "置くタイル" },
  turn_left: { en: "Turn left", ja: "左に回す" },
  turn_right: { en: "Turn right", ja: "右に回す" },
  turn_keys: { en: "R turns the tile (Shift+R back).", ja: "Rキーでも回せます(Shift+Rで逆回り)。" },
  spots: { en: "{0} places fit.", ja: "置ける場所: {0}か所" },
  spots_one: { en: "1 place fits.", ja: "置ける場所: 1か所" },
  no_spot: { en: "Turned this way it fits nowhere: turn it.", ja: "この向きでは置ける場所がありません。回してください。" },
  sent_back: { en: "Fitted nowhere, back to the bag: tile {0}", ja: "置けずに袋へ戻ったタイル: {0}" },

  // The table.
  territory: { en: "{0}'s territory", ja: "{0}の領土" },
  your_territory: { en: "Your territory", ja: "あなたの領土" },
  tile_n: { en: "Tile {0}", ja: "タイル{0}" },
  castle: { en: "Castle", ja: "城" },
  the_castle: { en: "the castle", ja: "城" },
  tile_at: { en: "The {0}, {1}", ja: "{1}: {0}" },
  tile_plain: { en: "{0} tile", ja: "{0}のタイル" },
  tile_with: { en: "{0} tile with {1}", ja: "{1}のある{0}のタイル" },
  lay_at: { en: "Lay it {0}", ja: "{0}に置く" },
  discard_tile: { en: "Discard the {0}", ja: "{0}を廃棄する" },
  price_tile: { en: "Price the {0} at {1} gold", ja: "{0}の値段を{1}ゴールドにする" },
  buy_tile: { en: "Buy the {0} from {1} for {2} gold", ja: "{1}から{0}を{2}ゴールドで買う" },
  area: { en: "{0} area of {1} tiles", ja: "{1}枚の{0}地域" },
  area_one: { en: "{0} area of 1 tile", ja: "1枚の{0}地域" },
  complete: { en: "complete", ja: "完成" },
  open: { en: "open", ja: "未完成" },
  pasture: { en: "Pasture", ja: "牧場" },
  mountain: { en: "Mountain", ja: "山" },
  water: { en: "Water", ja: "水" },
  whisky: { en: "whisky", ja: "ウイスキー樽" },
  sheep: { en: "sheep", ja: "羊" },
  cattle: { en: "cattle", ja: "牛" },
  farm: { en: "farm", ja: "農場" },
  broch: { en: "broch", ja: "ブロック(円形塔)" },
  lighthouse: { en: "lighthouse", ja: "灯台" },
  ship: { en: "ship", ja: "船" },
  scroll: { en: "scroll", ja: "巻物" },
  scroll_of: { en: "scroll: {0}", ja: "巻物: {0}" },
  road_joined: { en: "roads joined to the castle are bright", ja: "城と道でつながる道は明るく描かれます" },
  legend: { en: "On the tiles", ja: "タイルの絵" },

  // Round track and scoring tiles.
  round_of: { en: "Round {0} of {1}", ja: "第{0}ラウンド / 全{1}ラウンド" },
  track: { en: "Round track", ja: "ラウンドトラック" },
  track_round: { en: "Round {0}: scores {1}", ja: "第{0}ラウンド: {1}を得点" },
  catch_up: { en: "+{0} gold per player ahead", ja: "上位1人につき+{0}ゴールド" },
  bag: { en: "{0} tiles in the bag", ja: "袋の中に{0}枚" },
  start: { en: "start player: {0}", ja: "スタートプレイヤー: {0}" },
  scoring: { en: "Scoring tiles", ja: "点数タイル" },
  scores_in: { en: "scores in rounds", ja: "得点するラウンド" },
  vp_table: { en: "VP so far (and what each tile would give now)", ja: "これまでの得点(いま得点すると何点か)" },
  total: { en: "Total", ja: "計" },
  now: { en: "now +{0}", ja: "今なら+{0}" },
  income: { en: "Income this round {0} · next {1} before catch-up gold", ja: "今ラウンドの収入{0} · 次回は追加ゴールド抜きで{1}" },

  // Seats.
  vp: { en: "VP", ja: "得点" },
  gold: { en: "Gold", ja: "ゴールド" },
  tiles: { en: "Tiles", ja: "タイル" },
  status: { en: "Now", ja: "状態" },

  // The end.
  final: { en: "Final scoring", ja: "最終得点" },
  final_help: {
    en: "Scoring tiles A-D over the game, scrolls at the end (doubled in a completed area), and 1 VP per 5 gold left.",
    ja: "点数タイルA〜Dのゲーム中の得点、終了時の巻物(完成した地域では2倍)、残りゴールド5ごとに1点。",
  },
  scrolls: { en: "Scrolls", ja: "巻物" },
  gold_vp: { en: "Gold", ja: "ゴールド" },
  gold_to_vp: { en: "{0} gold → {1}", ja: "{0}ゴールド → {1}" },
  player: { en: "Player", ja: "プレイヤー" },
  winner: { en: "winner", ja: "勝者" },
} satisfies Record<string, Named>;

/** A message of Isle of Skye's. */
export type SkyeKey = keyof typeof messages;

/** tx gives a message in the current language with its arguments filled in. */
export function tx(key: SkyeKey, ...args: Array<string | number>): string {
  return say(messages[key], ...args);
}

/**
 * tileWords names a tile by what is on it, for a hover and a screen reader,
 * to stand in a sentence: "pasture and water tile with sheep ×2,
 * lighthouse" (「羊×2、灯台のある牧場・水のタイル」); the castle by its name.
 * tileName is the same to stand alone.
 */
export function tileWords(t: Tile): string {
  if (t.tile === 0) return tx("the_castle");
  const terrains = [...new Set(t.regions.map((r) => r.terrain))].map((k) => tx(k).toLowerCase());
  const count = new Map<ObjectName, number>();
  for (const r of t.regions) for (const o of objectNames) count.set(o, (count.get(o) ?? 0) + (r.objects[o] ?? 0));
  count.set("whisky", (count.get("whisky") ?? 0) + t.roads.reduce((n, r) => n + r.whisky, 0));
  const things = objectNames.filter((o) => (count.get(o) ?? 0) > 0).map((o) => (count.get(o)! > 1 ? `${tx(o)} ×${count.get(o)}` : tx(o)));
  const scrolls = t.regions.flatMap((r) => (r.scroll ? [tx("scroll_of", tx(r.scroll))] : []));
  const land = lang() === "ja" ? terrains.join("・") : list(terrains);
  const rest = [...things, ...scrolls];
  return rest.length > 0 ? tx("tile_with", land, rest.join(lang() === "ja" ? "、" : ", ")) : tx("tile_plain", land);
}

/** tileName is tileWords to stand alone: "Pasture and water tile with sheep". */
export function tileName(t: Tile): string {
  return capital(tileWords(t));
}

/** placeWords names a place of a territory by its steps from the castle: "1 tile north of the castle". */
export function placeWords(x: number, y: number): string {
  return gridPlace(x, y, messages.the_castle);
}
