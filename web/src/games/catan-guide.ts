// The "How to play" guide of Catan as shima plays it: Seafarers' scenario
// The Unknown Island (未知の陸地), from the rulebook and games/catan/RULES.md,
// with pictures drawn by the board's own art (catan-art.ts).
import { s } from "../dom";
import { named as t, type Named } from "../i18n";
import { city, harbourToken, numberChip, pier, pirate, resourceIcon, road, robber, settlement, ship, terrainDecor } from "./catan-art";
import { R, hexCentre, hexPoints, midpoint, toward, type Point } from "./catan-geometry";
import type { HarbourKind, Resource, Terrain, View } from "./catan-view";
import type { Guide, Term } from "./types";

const w = (term: Named, means: Named): Term => ({ term, means });

/** corner is corner i of the hex around c, clockwise from the top (as catan-geometry numbers them). */
function corner(c: Point, i: number): Point {
  const a = (Math.PI / 3) * i - Math.PI / 2;
  return { x: c.x + R * Math.cos(a), y: c.y + R * Math.sin(a) };
}

/** A hex of a picture: q, r, what it shows, its number chip, a class (cat-new glows). */
type Tile = [number, number, Terrain, number?, string?];

/** board draws hexes as the map does: a coast under the land, then each hex with its pictures and chip, on the sea. */
function board(viewBox: string, tiles: Tile[], ...over: Array<SVGElement | SVGElement[] | null>): SVGSVGElement {
  const land = tiles.filter((h) => !["sea", "hidden"].includes(h[2]));
  const [x, y, w, hgt] = viewBox.split(" ").map(Number) as [number, number, number, number];
  return s(
    "svg",
    { class: "cat-guide-board", viewBox, "aria-hidden": "true" },
    s("rect", { x, y, width: w, height: hgt, class: "cat-sea" }),
    s("g", { class: "cat-coast" }, land.map(([q, r]) => s("polygon", { points: hexPoints(hexCentre(q, r), 1.04) }))),
    s(
      "g",
      { class: "cat-hexes" },
      tiles.map(([q, r, terrain, n, cls]) => {
        const c = hexCentre(q, r);
        return s(
          "g",
          { class: `cat-hex t-${terrain}${cls ? ` ${cls}` : ""}` },
          s("polygon", { points: hexPoints(c), class: "cat-hex-face" }),
          terrainDecor(terrain, c),
          n && numberChip(n, c),
        );
      }),
    ),
    ...over,
  );
}

/** harbourOn draws a harbour on the sea hex q, r facing its side k: the token and its piers, as the map does. */
function harbourOn(q: number, r: number, k: number, kind: HarbourKind, blocked = false): SVGGElement {
  const c = hexCentre(q, r);
  const a = corner(c, k);
  const b = corner(c, (k + 1) % 6);
  const token = toward(c, midpoint(a, b), 0.23 * R);
  return s(
    "g",
    { class: "cat-harbour" + (blocked ? " blocked" : "") },
    pier(a, token),
    pier(b, token),
    harbourToken(kind, token),
    blocked && s("path", { class: "cat-blocked", d: `M${token.x - 12},${token.y - 12} l24,24 m0,-24 l-24,24` }),
  );
}

/** emblem: a start island's coast with a settlement, and a ship heading for a face-down tile. */
function emblem(): SVGSVGElement {
  const home = hexCentre(0, 0);
  return board(
    "-120 -70 300 200",
    [[0, 0, "hills", 6], [-1, 1, "fields"], [0, 1, "sea"], [1, 0, "hidden"]],
    ship(corner(home, 3), corner(home, 2), 1),
    settlement(corner(home, 3), 1),
  );
}

/** startIsland: four terrains around the start hex, their chips, and a harbour turned toward the island. */
function startIsland(): SVGSVGElement {
  const tiles: Tile[] = [[0, 0, "fields", 6], [1, 0, "forest", 3], [-1, 1, "hills", 10], [0, 1, "pasture", 9], [-1, 0, "sea"]];
  const island = tiles.slice(0, 4).map(([q, r]) => s("polygon", { points: hexPoints(hexCentre(q, r), 0.9), class: "cat-island cat-s0" }));
  const start = s("polygon", { points: hexPoints(hexCentre(0, 0), 0.86), class: "cat-start cat-s0" });
  return board("-170 -75 340 240", tiles, island, start, harbourOn(-1, 0, 1, "grain"));
}

/** discovery: a ship built from a settlement has turned up a pasture at its far end; another tile is still face down. */
function discovery(): SVGSVGElement {
  const home = hexCentre(0, 0);
  return board(
    "-70 -75 296 240",
    [[0, 0, "hills", 5], [1, 0, "sea"], [0, 1, "pasture", 9, "cat-new"], [1, 1, "hidden"]],
    ship(corner(home, 1), corner(home, 2), 0),
    settlement(corner(home, 1), 0),
  );
}

/** seven: the robber on a mountain beside a settlement, the pirate on a harbour tile it blocks, beside a ship. */
function seven(): SVGSVGElement {
  const land = hexCentre(0, 0);
  const sea = hexCentre(1, 0);
  return board(
    "-70 -75 260 180",
    [[0, 0, "mountains", 8], [1, 0, "sea"]],
    harbourOn(1, 0, 4, "ore", true),
    settlement(corner(land, 0), 1),
    ship(corner(sea, 2), corner(sea, 3), 2),
    robber({ x: land.x - 0.5 * R, y: land.y + 0.02 * R }),
    pirate({ x: sea.x + 0.38 * R, y: sea.y - 0.05 * R }),
  );
}

/** costs: each piece in a seat's colour beside the resources it costs. */
function costs(): SVGSVGElement {
  const rows: Array<[(y: number) => SVGGElement, Resource[]]> = [
    [(y) => road({ x: 8, y }, { x: 52, y }, 0), ["brick", "lumber"]],
    [(y) => ship({ x: 10, y: y + 4 }, { x: 50, y: y + 4 }, 0), ["lumber", "wool"]],
    [(y) => settlement({ x: 30, y }, 0), ["brick", "lumber", "wool", "grain"]],
    [(y) => city({ x: 30, y }, 0), ["grain", "grain", "ore", "ore", "ore"]],
  ];
  return s(
    "svg",
    { class: "cat-guide-costs", viewBox: "0 0 220 200", "aria-hidden": "true" },
    s("rect", { x: 0, y: 0, width: 220, height: 200, rx: 12, fill: "#f3ecd9" }),
    rows.map(([piece, cost], i) => {
      const y = 25 + 50 * i;
      return s(
        "g",
        {},
        piece(y),
        cost.map((r, j) => {
          const icon = resourceIcon(r);
          icon.setAttribute("transform", `translate(${80 + 28 * j},${y})`);
          return icon;
        }),
      );
    }),
  );
}

/** The section of each step of the game (a gold field or a harbour found in the set-up belongs to it). */
const stepSection: Record<string, string> = Object.fromEntries(
  [
    ["setup", "select island setup_settlement setup_road start_pay"],
    ["turn-dice", "roll gold"],
    ["turn-seven", "discard robber steal"],
    ["turn-trade", "offer respond confirm"],
    ["turn-build", "main special_build"],
    ["turn-discover", "orient"],
    ["turn-dev", "road_building"],
    ["end", "over"],
  ].flatMap(([id, steps]) => steps!.split(" ").map((step) => [step, id!])),
);

/** sectionOf reads the step of a view: the set-up's, a turn's, or the end. */
function sectionOf(view: unknown): string {
  if (!view || typeof view !== "object") return "turn";
  const v = view as Partial<View>;
  if (v.over === true) return "end";
  const id = typeof v.step === "string" && Object.prototype.hasOwnProperty.call(stepSection, v.step) ? stepSection[v.step]! : "turn";
  return typeof v.turn === "number" && v.turn < 1 && (v.step === "gold" || v.step === "orient") ? "setup" : id;
}

export const catanGuide: Guide = {
  minutes: [120, 150],
  picture: emblem,
  intro: [
    t(
      "The Unknown Island, a Catan: Seafarers scenario for 3-6 players: each starts on an island of their own, the rest lies face down.",
      "「未知の陸地」はカタン航海者版のシナリオです(3〜6人)。各自が自分の島から出発し、まわりのタイルはすべて裏向きです。",
    ),
    t("What is out there is known only once a road or a ship reaches it.", "街道や船がたどり着くまで、そこに何があるかはわかりません。"),
    t(
      "You roll, collect resources, trade and build. The first to have 13 victory points on their own turn wins.",
      "ダイスを振って資源を集め、交換して建設します。自分の手番に勝利点13点に達したプレイヤーの勝ちです。",
    ),
  ],
  sections: [
    {
      id: "setup",
      title: t("Setting up", "ゲームの準備"),
      text: [
        t(
          "In the lobby, set the option Scenario to The Unknown Island (13 VP); the default is the base game to 10 VP.",
          "ロビーでオプション「シナリオ」を「未知の陸地(13点)」にします(初期値は基本ゲーム・10点です)。",
        ),
        t(
          "shima lays the frame for the number of players with a start hex for each, and keeps the supply of tiles, chips and harbours.",
          "人数に合った枠(各プレイヤーのスタート地点つき)と、タイル・数字チップ・港のサプライはアプリが用意します。",
        ),
        t("Each has 15 roads, 15 ships, 5 settlements, 4 cities; the robber and pirate wait off the board.", "駒は各自、街道15・船15・開拓地5・都市4。盗賊と海賊は盤外で待機。"),
      ],
      steps: [
        t(
          "Selection phase: from the start player round the table, five times, take a terrain tile with a number chip, or a harbour.",
          "選択フェイズ: スタートプレイヤーから順に5周、地形タイルと数字チップを1組、または港を1つ取ります。",
        ),
        t(
          "In all: 4 terrains and 1 harbour, at most one red chip (6 or 8), at least one 3 or 11. Only the picks lit keep these rules.",
          "合計で地形4枚と港1つ。赤い数字(6か8)は1枚まで、3か11を1枚以上。ルールに合うものだけが明るく表示されます。",
        ),
        t(
          "Build your island: in seat order, lay a terrain on your start hex and the other three beside it, apart from the others' land.",
          "島づくり: 席順に、地形1枚をスタート地点に、残り3枚をその隣に置きます。他のプレイヤーの島に接してはいけません。",
        ),
        t("Then turn your harbour toward your island and put your four chips on your terrains.", "次に港を島に向けて置き、4枚の数字チップを自分の地形に置きます。"),
        t("shima lays the other tiles face down on the empty hexes and puts the spare chips in the bag.", "残りのタイルは裏向きで空き地に並べ、残りの数字チップは袋へ入れます。"),
        t(
          "Set-up: in snake order (1 … n, n … 1), a settlement on face-up land and a road, or on the coast a ship, beside it.",
          "初期配置: 1→n、n→1の順に、表向きの土地に接する開拓地と、そこから街道(海岸なら船も可)を置きます。",
        ),
        t("Tiles these pieces touch are turned up (no finder's bonus yet).", "これらが接する未発見のタイルは表にします(発見ボーナスなし)。"),
        t("Then each player picks one of their two settlements: it pays a card per producing hex around it.", "各自、開拓地1つを選び、接する地形1つにつき資源1枚を受け取ります。"),
      ],
      picture: () => ({
        art: startIsland(),
        caption: t(
          "A start island: fields on the start hex, three terrains beside it, a grain harbour facing the land.",
          "最初の島: スタート地点に畑、その隣に3枚の地形。穀物の港は島に向けて置きます。",
        ),
      }),
    },
    {
      id: "turn",
      title: t("A turn", "手番の流れ"),
      text: [t("Turns go in seat order. After the roll, trade and build in any order and as often as you like.", "手番は席順。ダイスの後は交換と建設を好きな順に何度でも。")],
      steps: [
        t("At any time in your turn, even before the roll, you may play one development card.", "手番中いつでも(ダイスの前でも)発展カードを1枚使えます。"),
        t("Roll the dice: the land with that number produces.", "ダイスを振る: 出目の数字の土地が資源を産出します。"),
        t("On a 7: big hands lose half, and you move the robber or the pirate.", "7の場合: 手札の多い人は半分捨て、あなたは盗賊か海賊を動かします。"),
        t("Trade with the bank, at your harbours, or with the other players.", "銀行・港・他のプレイヤーと交換します。"),
        t("Build, and move one ship. Face-down tiles your pieces reach are turned up.", "建設し、船を1隻動かせます。駒が届いた未発見のタイルは表にします。"),
        t("End your turn. With 5-6 players, the others may then build in turn.", "手番を終えます。5・6人なら、その後ほかのプレイヤーが順に建設できます。"),
      ],
    },
    {
      id: "turn-dice",
      title: t("Rolling the dice", "ダイスと資源の産出"),
      text: [
        t(
          "Each hex with the number rolled pays 1 card to every settlement beside it and 2 to every city, unless the robber is on it.",
          "出目と同じ数字の地形は、隣接する開拓地1つにつき1枚、都市1つにつき2枚の資源を産出します(盗賊のいる地形は除く)。",
        ),
        t(
          "A gold field pays as much, in resources each owner chooses, after the other cards, from the player to move on.",
          "砂金川も同じ枚数を産出し、種類は持ち主が選びます。ほかの資源を配った後、手番プレイヤーから順に選びます。",
        ),
        t(
          "If the bank cannot pay all who are owed a resource, none of them gets it, unless only one is owed it: they take what is left.",
          "銀行の資源が足りず全員に配れないときは誰ももらえません。もらう人が1人だけなら、残りをすべて受け取ります。",
        ),
      ],
    },
    {
      id: "turn-seven",
      title: t("A 7: the robber and the pirate", "7が出たら: 盗賊と海賊"),
      text: [
        t(
          "A 7 produces nothing. Everyone holding more than 7 cards discards half of them, rounded down, all at once.",
          "7が出ると何も産出しません。手札が7枚を超えている人は全員、同時に半分(端数切り捨て)を捨てます。",
        ),
        t(
          "You then move the robber to other face-up land (not a start island's), or the pirate to other face-up sea or a harbour tile.",
          "次に盗賊を別の表向きの陸地(最初の島は不可)へ、または海賊を別の表向きの海か港タイルへ動かします。",
        ),
        t(
          "Then you take a random card from a player beside it. Both start off the board; the first 7 (or knight) brings one in.",
          "そして隣のプレイヤー1人から資源をランダムに1枚奪います。どちらも最初は盤外にいて、最初の7(か騎士)で盤上に登場します。",
        ),
        t(
          "The pirate robs owners of settlements, cities or ships beside it, blocks the harbour it lies on, and no ship moves beside it.",
          "海賊は隣の開拓地・都市・船の持ち主から奪い、いる港の交易を止めます。海賊の隣では船を置くことも動かすこともできません。",
        ),
      ],
      picture: () => ({
        art: seven(),
        caption: t(
          "The robber on the mountains: its 8 pays nothing. The pirate blocks the ore harbour and may rob the yellow ship's owner.",
          "盗賊のいる山地は8が出ても産出しません。海賊は鉱石の港を封鎖し、隣の船の持ち主から奪えます。",
        ),
      }),
    },
    {
      id: "turn-trade",
      title: t("Trading", "交換"),
      text: [
        t(
          "The bank takes 4 cards of a kind for 1 of any other; your settlement or city at a harbour makes it 3:1, or 2:1 for its resource.",
          "銀行とは同じ資源4枚で好きな資源1枚と交換できます。港に開拓地か都市があれば3:1、資源の描かれた港ならその資源を2:1です。",
        ),
        t(
          "Only the player to move trades with the others: choose what you give and ask for, then offer it to all or some of them.",
          "他のプレイヤーとの交渉は手番プレイヤーだけができます。出すものと求めるものを決め、全員か一部に申し出ます。",
        ),
        t(
          "Each answers at once: accept, decline or counter-offer. You trade with one of them, or nobody. At most 5 offers a turn.",
          "各自は同時に「受ける」「断る」「逆提案」で答え、あなたはその中の1人と交換するか、誰とも交換しません。申し出は1手番5回までです。",
        ),
        t(
          "With the option Harbours: bought once found (variant), nobody picks a harbour; harbours found may be bought instead.",
          "オプション「港: 発見後に購入(ヴァリアント)」では最初に港を選ばず、発見された港を買って置きます。",
        ),
      ],
    },
    {
      id: "turn-build",
      title: t("Building and ships", "建設と船"),
      text: [
        t(
          "Road: brick, lumber. Ship: lumber, wool. Settlement: brick, lumber, wool, grain. City (replaces a settlement): 2 grain, 3 ore.",
          "街道: レンガ・木材。船: 木材・羊毛。開拓地: レンガ・木材・羊毛・穀物。都市(開拓地と置き換え): 穀物2・鉱石3。",
        ),
        t(
          "A settlement needs your road or ship leading to it and no building on an intersection next to it.",
          "開拓地は自分の街道か船の先に建て、隣の交差点に建物があってはいけません。",
        ),
        t(
          "Roads run on land, ships on paths beside the sea (the frame is sea); a road and a ship join only at your settlement or city.",
          "街道は陸地に、船は海に面した道(枠も海)に置きます。街道と船がつながるのは自分の開拓地か都市のところだけです。",
        ),
        t("No line of yours may pass another player's building.", "他のプレイヤーの建物を通り抜けて道を延ばすことはできません。"),
        t(
          "Once a turn you may move the ship at the open end of a line (not one built this turn) to a place a new ship could take.",
          "1手番に1回、船の列の先端の船(この手番に置いたものは除く)を、新しく船を置ける場所へ移動できます。",
        ),
        t(
          "With 5-6 players, after each turn every other player in order may build and buy (special building phase), not trade.",
          "5・6人では各手番の後、ほかのプレイヤーが順に建設と購入だけできます(特別建設フェイズ。交換は不可)。",
        ),
      ],
      picture: () => ({
        art: costs(),
        caption: t("What a road, a ship, a settlement and a city cost.", "街道・船・開拓地・都市の建設コスト。"),
      }),
    },
    {
      id: "turn-discover",
      title: t("Discovering land", "未知の陸地の発見"),
      text: [
        t("A road or ship, built, moved or free, turns up every face-down tile at both its ends.", "街道や船を置く(動かす)と、両端に接する未発見のタイルをすべて表にします。"),
        t(
          "A terrain gets a number chip from the bag (a red chip beside a red one is drawn again) and pays its finder one card of it.",
          "地形なら袋から数字チップを引いて置き(赤い数字が隣り合ったら引き直し)、発見したプレイヤーはその資源を1枚もらいます。",
        ),
        t("A gold field pays one resource of your choice. Sea or desert: no luck this time.", "砂金川なら好きな資源1枚。海や砂漠なら残念ながら何もありません。"),
        t(
          "A harbour tile is turned, as its finder chooses, so that it touches land; with no land beside it, it waits as plain sea.",
          "港タイルは陸地に接するよう発見者が向きを決めます。隣に陸地がなければ、見つかるまでただの海として待ちます。",
        ),
      ],
      picture: () => ({
        art: discovery(),
        caption: t(
          "Red's ship reached a face-down tile: a pasture, its 9 drawn from the bag, and a wool for red. The tile on the right is unknown.",
          "赤の船が届いた未発見のタイルは牧草地。袋から9を引き、赤は羊毛1枚をもらいます。右のタイルはまだ未発見です。",
        ),
      }),
    },
    {
      id: "turn-dev",
      title: t("Development cards", "発展カード"),
      text: [
        t(
          "A development card costs wool, grain and ore. Play one a turn, before or after the roll, but not one bought this turn.",
          "発展カードは羊毛・穀物・鉱石で買えます。1手番に1枚、ダイスの前でも後でも使えますが、その手番に買ったカードは使えません。",
        ),
        t(
          "Knight: move the robber or the pirate and rob, as on a 7. Road building: 2 free roads, 2 free ships, or one of each.",
          "騎士: 7と同じく盗賊か海賊を動かして奪います。街道建設: 街道2本、船2隻、または1本と1隻を無料で置きます。",
        ),
        t(
          "Year of plenty: 2 resources from the bank. Monopoly: all the others give you every card they hold of one resource.",
          "発見: 銀行から好きな資源2枚。独占: 資源を1種類指定し、他の全員からその資源をすべてもらいます。",
        ),
        t("A victory point card is never played: it counts at once and is shown to all at the end.", "勝利点カードは使うものではなく、持っているだけで1点になり、ゲーム終了時に公開されます。"),
      ],
    },
    {
      id: "score",
      title: t("Victory points", "勝利点"),
      text: [
        t(
          "Settlement 1, city 2, victory point card 1; Longest Road and Largest Army 2 each. New islands give no extra points.",
          "開拓地1点、都市2点、勝利点カード1点。最長交易路と最大騎士力は各2点です。新しい島の開拓による特別点はありません。",
        ),
        t(
          "Longest Road: the longest line of at least 5 roads and ships counted together; to take it, you must beat the holder.",
          "最長交易路: 街道と船を合わせて5本以上の一続きの道で最長のもの。持ち主より長くしないと奪えません。",
        ),
        t(
          "Another player's building cuts a line. Largest Army: at least 3 knights played, more than the holder.",
          "他のプレイヤーの建物で道は分断されます。最大騎士力: 騎士を3枚以上、持ち主より多く使うと得られます。",
        ),
      ],
    },
    {
      id: "end",
      title: t("End of the game", "ゲームの終了"),
      text: [
        t(
          "The player to move wins as soon as they have 13 victory points, hidden victory point cards included.",
          "手番プレイヤーの勝利点が13点(隠している勝利点カードを含む)に達した時点で、そのプレイヤーの勝ちです。",
        ),
        t("Reach 13 in another's turn and you win as your own turn begins. One winner, no ties.", "他の人の手番中に達したら、自分の手番の始めに勝ちます。引き分けはありません。"),
        t("If nobody has won after 500 rounds, shima ends the game with no winner.", "500周しても勝者が出ない場合、アプリは勝者なしでゲームを終えます。"),
      ],
    },
    {
      id: "tips",
      title: t("Tips", "ヒント"),
      text: [
        t(
          "The dots on a chip show how often it comes up: 6 and 8 most, 2 and 12 least. Spread your chips over several numbers.",
          "数字チップの点は出やすさを表します。6と8が最も出やすく、2と12は出にくい数字です。数字は散らして選びましょう。",
        ),
        t("Send ships out early: each terrain you find pays a card.", "船は早めに出しましょう。地形を発見するたびに資源がもらえます。"),
        t("Keep 7 cards or fewer, and take a harbour for what you will produce most.", "手札はなるべく7枚以下に。港は多く産出する資源に合わせましょう。"),
      ],
    },
  ],
  terms: [
    w(t("VP", "勝利点"), t("Victory points: 13 on your own turn wins.", "得点です。自分の手番に13点で勝ち。")),
    w(t("Resources", "資源"), t("Brick, lumber, wool, grain, ore: the cards in your hand.", "レンガ・木材・羊毛・穀物・鉱石。手札のカードです。")),
    w(t("Selection phase", "選択フェイズ"), t("Before play, five picks each of the tiles, chips and harbour of your island.", "最初に自分の島の地形・数字・港を5回選ぶ段階。")),
    w(t("Build your island", "島づくり"), t("Laying the tiles you picked around your start hex.", "選んだタイルをスタート地点のまわりに置く段階。")),
    w(t("Start hex", "スタート地点"), t("The place of the frame where your island's first tile goes.", "自分の島の最初のタイルを置く場所。")),
    w(t("Number chip", "数字チップ"), t("A terrain's number: when rolled, the terrain produces.", "地形の数字。ダイスでその数が出ると産出します。")),
    w(t("Bag", "袋"), t("Holds the chips nobody took; a terrain found draws its chip from it.", "誰も取らなかった数字チップ。発見した地形に引いて置きます。")),
    w(t("Harbour", "港"), t("Trade 3:1, or 2:1 in its resource, with your building at it.", "自分の建物が接していれば3:1か、その資源を2:1で交換。")),
    w(t("Harbour chip", "港チップ"), t("5-6 players: a harbour to pick instead of a harbour tile; unpicked ones leave.", "5・6人用の港。選ばれなかったものは使いません。")),
    w(t("Face-down tile", "未発見のタイル"), t("Not yet turned up: land, sea, desert, gold or a harbour.", "まだ裏向きのタイル。陸地・海・砂漠・砂金川・港のどれか。")),
    w(t("Finder's bonus", "発見ボーナス"), t("One card of a terrain you turn up (gold: any one).", "地形を発見した時にもらう資源1枚(砂金川なら好きな資源)。")),
    w(t("Gold field", "砂金川"), t("A terrain paying any resource its owner chooses.", "持ち主が好きな資源を選んで受け取れる地形。")),
    w(t("Set-up", "初期配置"), t("Placing two settlements, each with a road or ship, before the first roll.", "最初のダイスの前に開拓地2つと街道か船2つを置く段階。")),
    w(t("Settlement", "開拓地"), t("1 card from each terrain beside it when it produces; 1 VP.", "隣の地形が産出すると資源1枚。1点。")),
    w(t("City", "都市"), t("A settlement upgraded: 2 cards a time, 2 VP.", "開拓地を発展させたもの。資源2枚、2点。")),
    w(t("Road", "街道"), t("Runs along land paths toward new places to settle.", "陸地の道に置き、新しい開拓地へ道を延ばします。")),
    w(t("Ship", "船"), t("A road at sea; the one at a line's open end may move once a turn.", "海の街道。列の先端の船は1手番に1回動かせます。")),
    w(t("Robber", "盗賊"), t("Stops the land it stands on producing; moved on a 7 or by a knight.", "いる地形の産出を止めます。7か騎士で移動。")),
    w(t("Pirate", "海賊"), t("The sea's robber: blocks a harbour, bars ships beside it.", "海の盗賊。いる港の交易を止め、隣の船を封じます。")),
    w(t("Bank", "銀行"), t("Pays production; takes 4 of a kind for 1 (less at harbours).", "資源を配り、同じ資源4枚(港なら少なく)で1枚と交換。")),
    w(t("Offer, counter-offer", "申し出・逆提案"), t("A trade the player to move proposes; an answer with other terms.", "手番プレイヤーの交渉と、別の条件での返事。")),
    w(t("Development card", "発展カード"), t("Knight, road building, year of plenty, monopoly or 1 VP.", "騎士・街道建設・発見・独占・勝利点のカード。")),
    w(t("Longest Road", "最長交易路"), t("2 VP: the longest line of roads and ships, 5 or more.", "街道と船で5本以上の最長の道。2点。")),
    w(t("Largest Army", "最大騎士力"), t("2 VP: the most knights played, 3 or more.", "騎士を3枚以上、最も多く使った人。2点。")),
    w(t("Special building phase", "特別建設フェイズ"), t("5-6 players: the others build after each turn.", "5・6人で各手番の後に他の人が建設できる時間。")),
  ],
  sectionOf,
};
