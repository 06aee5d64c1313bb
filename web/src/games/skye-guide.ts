// How to play Isle of Skye (アイルオブスカイ): the guide's text in both languages,
// its pictures drawn with the board's own art (skye-art.ts), and which part of
// the round a match is in. The rules are shima's (games/skye/RULES.md).
import { s } from "../dom";
import { named as t, pick } from "../i18n";
import { coin, objectIcon, scrollIcon, tileArt } from "./skye-art";
import { turnTile, type ObjectName, type Region, type Road, type Terrain, type Tile } from "./skye-view";
import type { Guide } from "./types";


// Tiles as printed (games/skye/data/tiles.json), turned as they lie in the pictures.
const terrains: Record<string, Terrain> = { p: "pasture", m: "mountain", w: "water" };
const road = (sides: string, whisky = 0, joined = false): Road => ({ sides, whisky, joined });

function region(terrain: Terrain, sides: string, centre: boolean, objects: Region["objects"] = {}, scroll?: ObjectName): Region {
  return { terrain, sides, centre, objects, ...(scroll ? { scroll } : {}), area: -1 };
}

function tile(id: number, sides: string, roads: Road[], regions: Region[], quarters = 0): Tile {
  const printed: Tile = {
    tile: id,
    x: 0,
    y: 0,
    turn: 0,
    sides: [...sides].map((c) => terrains[c] ?? "pasture") as Tile["sides"],
    centre: regions.find((r) => r.centre)?.terrain ?? "pasture",
    roads,
    regions,
  };
  return turnTile(printed, quarters);
}

const castle = (): Tile =>
  tile(0, "pwpm", [road("NSW", 0, true)], [region("pasture", "NS", true), region("mountain", "W", false), region("water", "E", false)]);
const tile1 = (): Tile => tile(1, "pwww", [road("N", 1)], [region("pasture", "N", true), region("water", "ESW", false, { ship: 2 })]);
const tile2 = (): Tile =>
  tile(2, "pmpp", [road("ESW", 1, true)], [region("pasture", "NSW", false, { farm: 1 }), region("mountain", "E", true)]);

/** A tile drawn at a cell of a picture's grid. */
type Laid = [Tile, number, number];

/** at puts a tile's drawing (0-100) at a point, clipped to its square as the board does. */
const at = (x: number, y: number, tl: Tile): SVGSVGElement => s("svg", { x, y, width: 100, height: 100, viewBox: "0 0 100 100" }, tileArt(tl).g);

/** map draws a bit of territory as the board does: sea, grid, tiles; then any extra drawing on top. */
function map(cols: number, rows: number, tiles: Laid[], extra: SVGElement[] = []): SVGSVGElement {
  const svg = s("svg", { class: "skye-guide-map", viewBox: `-4 -4 ${cols * 100 + 8} ${rows * 100 + 8}`, "aria-hidden": "true" });
  svg.append(s("rect", { class: "skye-sea", x: -4, y: -4, width: cols * 100 + 8, height: rows * 100 + 8, rx: 8 }));
  for (let i = 0; i <= cols; i++) svg.append(s("path", { class: "skye-grid", d: `M${i * 100},0v${rows * 100}` }));
  for (let j = 0; j <= rows; j++) svg.append(s("path", { class: "skye-grid", d: `M0,${j * 100}h${cols * 100}` }));
  for (const [tl, x, y] of tiles) svg.append(at(x * 100, y * 100, tl));
  svg.append(...extra);
  return svg;
}

/** territory is a young territory: the castle, roads joined to it drawn bright, whisky joined and not. */
function territory(): SVGSVGElement {
  const mountainN = region("mountain", "N", false);
  return map(3, 2, [
    [tile2(), 0, 0],
    [castle(), 1, 0],
    [tile1(), 2, 0],
    [tile(16, "pmmp", [road("ES", 1, true)], [region("pasture", "NW", true, {}, "farm"), region("mountain", "ES", false)]), 0, 1],
    [tile(23, "mppw", [road("NE", 0, true)], [region("pasture", "ES", true, { farm: 1 }, "sheep"), mountainN, region("water", "W", false)], 3), 1, 1],
    [tile(27, "wwpw", [], [region("pasture", "S", false), region("water", "NEW", true, { lighthouse: 1 }, "ship")], 1), 2, 1],
  ]);
}

/** coinAt draws the board's gold coin (20 units) at a point. */
const coinAt = (x: number, y: number): SVGGElement => s("g", { class: "skye-coin", transform: `translate(${x} ${y})` }, Array.from(coin().children));

/** pricing is three tiles in front of a screen: one marked to discard, two priced (2 and 4 gold). */
function pricing(): SVGSVGElement {
  const drawn = [
    tile(6, "wmmw", [road("ES")], [region("mountain", "ES", false), region("water", "NW", true, { lighthouse: 1, ship: 1 })]),
    tile(9, "mppp", [road("NW"), road("ES")], [region("pasture", "ESW", true, { sheep: 2 }), region("mountain", "N", false)]),
    tile(11, "pmpm", [road("ESW", 1)], [region("pasture", "NS", true, { farm: 1 }), region("mountain", "E", false), region("mountain", "W", false)]),
  ];
  const prices = [0, 2, 4];
  const svg = s("svg", { class: "skye-guide-offers", viewBox: "-4 -4 348 140", "aria-hidden": "true" });
  drawn.forEach((tl, i) => {
    const x = i * 120;
    if (prices[i] === 0) {
      svg.append(
        s("g", { opacity: 0.45 }, at(x, 0, tl)),
        s("path", { d: `M${x + 22},22 L${x + 78},78 M${x + 78},22 L${x + 22},78`, stroke: "#c23b2e", "stroke-width": 9, "stroke-linecap": "round" }),
      );
      return;
    }
    svg.append(at(x, 0, tl));
    const n = prices[i] ?? 0;
    for (let k = 0; k < n; k++) svg.append(coinAt(x + 50 - (n * 22) / 2 + k * 22 + 1, 108));
  });
  return svg;
}

/** building is a territory with the three places where tile 1, as printed, fits. */
function building(): SVGSVGElement {
  const spots = [
    [2, 0],
    [1, 1],
    [0, 1],
  ].map(([x = 0, y = 0]) =>
    s(
      "g",
      { class: "skye-spot" },
      s("g", { class: "skye-ghost" }, at(x * 100, y * 100, tile1())),
      s("rect", { class: "skye-spot-frame", x: x * 100 + 4, y: y * 100 + 4, width: 92, height: 92, rx: 8 }),
    ),
  );
  return map(
    3,
    2,
    [
      [tile2(), 0, 0],
      [castle(), 1, 0],
    ],
    spots,
  );
}

/** scrolls shows what a scroll counts: its object, 1 VP for each (for 2 of sheep and whisky). */
function scrolls(): SVGSVGElement {
  const counts: Array<[ObjectName, number]> = [
    ["sheep", 2],
    ["whisky", 2],
    ["ship", 1],
    ["cattle", 1],
    ["broch", 1],
    ["farm", 1],
    ["lighthouse", 1],
  ];
  const svg = s("svg", { class: "skye-guide-scrolls", viewBox: "0 0 448 72", "aria-hidden": "true" });
  svg.append(s("g", { transform: "translate(28 26) scale(1.6)" }, scrollIcon("sheep")));
  counts.forEach(([name, n], i) => {
    const x = 84 + i * 52;
    for (let k = 0; k < n; k++) {
      svg.append(s("g", { transform: `translate(${x + (n === 2 ? k * 16 - 8 : 0)} ${26 - k * 4}) scale(1.3)` }, objectIcon(name)));
    }
    svg.append(s("text", { x, y: 64, "text-anchor": "middle", "font-size": 14, fill: "currentColor" }, pick(t("1 VP", "1点"))));
  });
  return svg;
}

export const skyeGuide: Guide = {
  minutes: [30, 50],
  picture: () => territory(),
  intro: [
    t(
      "Isle of Skye is a tile-laying game for 2 to 5 players. Each of you is the chieftain of a clan on the Isle of Skye, " +
        "growing a territory of square landscape tiles around your castle: pasture, mountain and water, crossed by roads.",
      "アイルオブスカイは2〜5人用のタイル配置ゲームです。各プレイヤーはスカイ島のクランの族長となり、城のまわりに牧場・山・水と道が描かれた四角い風景タイルを並べて、自分の領土を広げていきます。",
    ),
    t(
      "You do not simply draw tiles: every round you put prices on your own tiles and buy from the others, so trading well matters as much " +
        "as building well. The game lasts 6 rounds (5 with five players), and whoever has the most victory points (VP) at the end becomes king.",
      "タイルはただ引くだけではありません。毎ラウンド、自分のタイルに値段を付け、ほかのプレイヤーのタイルを買います。上手に建設するのと同じくらい、上手に取引することが大切です。6ラウンド(5人なら5ラウンド)を終えて、勝利点(VP)がいちばん多い人が王になります。",
    ),
  ],
  sections: [
    {
      id: "setup",
      title: t("Setup", "準備"),
      text: [
        t(
          "The app sets everything up. It draws four of the sixteen scoring tiles at random and lays them on spaces A to D (a match's " +
            "options may name the four instead), puts all 73 landscape tiles into the bag, and gives the first seat the start player marker.",
          "準備はアプリが行います。16枚の点数タイルから4枚をランダムに選んでA〜Dに置き(対戦のオプションで4枚を指定することもできます)、風景タイル73枚をすべて袋に入れ、最初の席のプレイヤーをスタートプレイヤーにします。",
        ),
        t(
          "Each player starts with a territory of one tile, the castle, and no gold: the first income comes at once. The castle tile " +
            "has pasture to the north and south, mountain to the west and water to the east, with a road leaving three of its sides.",
          "各プレイヤーの領土は城のタイル1枚から始まり、ゴールドは0です(すぐに最初の収入が入ります)。城のタイルは北と南が牧場、西が山、東が水で、3辺から道が出ています。",
        ),
      ],
    },
    {
      id: "turn",
      title: t("A round", "ラウンドの流れ"),
      text: [
        t(
          "Every round follows the same steps. Income, the draw and the scoring happen by themselves; you make your choices while " +
            "pricing, buying and building. Pricing and building are done by everyone at once; buying goes one player at a time.",
          "どのラウンドも同じ手順で進みます。収入・タイルの引き取り・得点計算は自動で行われ、プレイヤーが選ぶのは値段付け・購入・建設の3つです。値段付けと建設は全員が同時に、購入は1人ずつ順番に行います。",
        ),
      ],
      steps: [
        t("Income: 5 gold for the castle, 1 per joined whisky tile, catch-up gold.", "収入: 城の5ゴールド、城とつながった樽のタイルごとに1、追加ゴールド。"),
        t("Draw: everyone draws three tiles from the bag, face up for all to see.", "引き取り: 全員が袋から3枚引き、表向きに並べます。"),
        t("Pricing, in secret: mark one tile to discard, price the other two.", "値段付け(秘密): 1枚に廃棄マーカー、残り2枚に値段。"),
        t("The screens come away: prices show, discarded tiles go back to the bag.", "スクリーンを外す: 値段を公開し、廃棄したタイルは袋へ。"),
        t("Buying: clockwise from the start player, buy one tile or pass.", "購入: スタートプレイヤーから時計回りに1枚買うかパス。"),
        t("Building: everyone lays the tiles they got this round.", "建設: 全員が手に入れたタイルを領土に置きます。"),
        t("Scoring: this round's scoring tiles score; the start player passes on.", "得点計算: このラウンドの点数タイルで得点し、スタートプレイヤーが交代。"),
      ],
    },
    {
      id: "turn-income",
      title: t("Income", "収入"),
      text: [
        t(
          "At the start of each round you receive 5 gold for your castle, plus 1 gold for each tile whose " +
            "whisky barrel stands on a road joined to the castle. Roads of two tiles connect only where " +
            "both have a road on the shared side; the board draws roads joined to the castle brighter.",
          "ラウンドの最初に、城の分として5ゴールド、さらに城と道でつながったウイスキー樽のあるタイル1枚につき1ゴールドを受け取ります。隣り合うタイルの道は、接する辺の両方に道があるときだけつながります。城とつながった道は盤面で明るく描かれます。",
        ),
        t(
          "From round 3 on, catch-up gold helps those behind: for each player strictly ahead of you in VP, you take the amount the round " +
            "track shows (1, 2, 3 and 4 gold in rounds 3 to 6; 1, 2 and 3 with five players). A player level with you does not count.",
          "第3ラウンドからは、遅れている人に追加ゴールドが入ります。自分より勝利点が多いプレイヤー1人につき、ラウンドトラックに示された額(第3〜6ラウンドで1・2・3・4ゴールド、5人プレイでは1・2・3ゴールド)を受け取ります。同点のプレイヤーは数えません。",
        ),
        t(
          "Below the scoring tiles you can see your income this round and what your castle and whisky would bring next round.",
          "点数タイルの下に、今ラウンドの収入と、城とウイスキーによる次回の収入が表示されます。",
        ),
      ],
      picture: () => ({
        art: territory(),
        caption: t(
          "Income here is 7 gold: 5 for the castle, 1 each for tiles 2 and 16, whose barrels are " +
            "on bright roads. Tile 1's barrel (top right) is on a road that does not reach the castle.",
          "この領土の収入は7ゴールド: 城の5、明るい道の上に樽があるタイル2と16の1ずつ。右上のタイル1の樽は城につながらない道の上なので収入になりません。",
        ),
      }),
    },
    {
      id: "turn-price",
      title: t("Pricing", "値段付け"),
      text: [
        t(
          "Everyone draws three tiles; they lie face up in front of your screen. Behind the screen, all " +
            "at the same time, you first mark one tile to discard: it will go back to the bag. Then you " +
            "set a price of at least 1 gold on each of the other two, taking the gold from your own money.",
          "全員が3枚のタイルを引き、スクリーンの前に表向きに並べます。全員が同時に、スクリーンの裏で、まず1枚に廃棄マーカーを置きます(そのタイルは袋に戻ります)。次に残りの2枚それぞれに、自分のゴールドから1ゴールド以上を出して値段を付けます。",
        ),
        t(
          "A price is a bet. If another player buys the tile, they pay you the price and the gold you " +
            "set on it comes back as well. If nobody buys it, the tile is yours to lay, but the gold you " +
            "set on it is gone. A high price protects a tile you want, at a cost; a low one invites a buyer.",
          "値段付けは駆け引きです。タイルが買われると、代金を受け取るうえに、自分が付けたゴールドも戻ってきます。売れ残ったタイルは自分のものになりますが、付けたゴールドは失います。欲しいタイルには高い値段を付ければ守れますが、そのぶん出費がかさみます。安い値段は買い手を呼びます。",
        ),
        t(
          "Until everyone has finished, the others see only who is still deciding, not " +
            "your marks or prices. Then the screens come away and every price shows.",
          "全員が終えるまで、ほかのプレイヤーに見えるのは誰がまだ考えているかだけで、廃棄するタイルや値段は見えません。全員が終わるとスクリーンを外し、すべての値段が公開されます。",
        ),
      ],
      picture: () => ({
        art: pricing(),
        caption: t(
          "Three tiles drawn: tile 6 is marked to discard, tile 9 is priced at 2 gold and tile 11 at 4 gold.",
          "引いた3枚: タイル6に廃棄マーカー、タイル9は2ゴールド、タイル11は4ゴールドの値段。",
        ),
      }),
    },
    {
      id: "turn-buy",
      title: t("Buying", "購入"),
      text: [
        t(
          "Starting with the start player and going clockwise, each player may buy one tile from another player " +
            "at its price, or pass. You pay from the gold behind your screen, which includes anything you were paid " +
            "for your own tiles earlier in this step. A player who cannot afford any tile on offer is skipped.",
          "スタートプレイヤーから時計回りに、各プレイヤーはほかのプレイヤーのタイルを1枚、付いている値段で買えます。買わないならパスします。支払いはスクリーンの裏のゴールドから行い、" +
            "この購入の間に自分のタイルが売れて受け取ったゴールドも使えます。どのタイルも買えないプレイヤーは飛ばされます。",
        ),
        t(
          "After the last buyer, the tiles nobody bought stay with their owners, and the gold set on them goes " +
            "to the supply. So each round brings you up to three tiles: the one you bought and your own unsold ones.",
          "最後の人が終わると、売れ残ったタイルはそれぞれの持ち主のものになり、付けたゴールドは失われます。つまり1ラウンドで手に入るタイルは、買った1枚と自分の売れ残りを合わせて最大3枚です。",
        ),
      ],
    },
    {
      id: "turn-build",
      title: t("Building", "建設"),
      text: [
        t(
          "Now everyone, at the same time, lays the tiles they got this round. Each tile must share a " +
            "side with your territory (tiles just laid count), and every side it shares must show the same " +
            "terrain: pasture to pasture, mountain to mountain, water to water. Roads need not continue.",
          "全員が同時に、このラウンドに手に入れたタイルを置きます。タイルは領土のタイル(このラウンドに置いたものも含む)と辺を接していなければならず、接する辺はすべて地形が同じでなければなりません(牧場は牧場、山は山、水は水)。道はつながっていなくても構いません。",
        ),
        t(
          "Pick a tile under Tiles to lay, turn it with the buttons (or the R key), and tap one of the glowing places. A tile " +
            "that fits somewhere must be laid; a tile that fits nowhere goes back to the bag, and what you paid for it is lost.",
          "「置くタイル」からタイルを選び、ボタン(またはRキー)で回して、光っている場所をタップします。置ける場所があるタイルは必ず置きます。どこにも置けないタイルは袋に戻り、支払ったゴールドは戻りません。",
        ),
      ],
      picture: () => ({
        art: building(),
        caption: t(
          "Tile 1 fits the three framed places: every side it shares matches. Laid below the castle " +
            "or below tile 2, its road joins the castle's, so its whisky pays 1 gold a round.",
          "タイル1は枠の3か所に置けます(接する辺の地形がすべて一致)。城かタイル2の下に置けば道が城とつながり、ウイスキー樽で毎ラウンド1ゴールドの収入になります。",
        ),
      }),
    },
    {
      id: "turn-score",
      title: t("Round scoring", "ラウンド終了と得点計算"),
      text: [
        t(
          "At the end of each round, the scoring tiles the round track shows for that round score for every " +
            "player. With 2 to 4 players: A; B; A and C; B and D; A, C and D; B, C and D. With five players: " +
            "A and B; A and C; B and D; A, C and D; B, C and D. Each scoring tile scores three times in a game.",
          "ラウンドの終わりに、ラウンドトラックでそのラウンドに示された点数タイルで全員が得点します。2〜4人ではA、B、AとC、BとD、AとCとD、BとCとDの順、5人ではAとB、AとC、BとD、AとCとD、BとCとDの順です。どの点数タイルもゲーム中に3回ずつ得点します。",
        ),
        t(
          "Then the start player marker moves to the next player clockwise and a new round begins. The table under the " +
            "scoring tiles shows what each tile has given each player so far, and in small print what it would give now.",
          "その後、スタートプレイヤーが時計回りに次の人へ移り、新しいラウンドが始まります。点数タイルの下の表には、各タイルでこれまでに得た点と、小さな字で「いま得点すると何点か」が表示されます。",
        ),
      ],
    },
    {
      id: "score",
      title: t("Scoring", "得点"),
      text: [
        t(
          "Points come from three places: the scoring tiles A to D during the game, " +
            "the scrolls at the end, and the gold left at the end (1 VP per 5 gold).",
          "得点は3つから得られます。ゲーム中の点数タイルA〜D、終了時の巻物、そして終了時に残ったゴールド(5ゴールドごとに1点)です。",
        ),
        t(
          "Read the four scoring tiles at the start: they decide what a good territory looks like this game. " +
            "Many count areas. An area is a stretch of one terrain joined across tiles; it is complete when none " +
            "of its edges faces an empty space. A lake or hill wholly inside one tile is already a complete area.",
          "ゲームの最初に4枚の点数タイルを読みましょう。今回のゲームでどんな領土が強いかはそれで決まります。多くは地域を数えます。地域とは、タイルをまたいでつながった同じ地形のまとまりで、" +
            "その縁がどこも空いたマスに面していなければ完成です。1枚のタイルの内側だけにある湖や丘は、それだけで完成した地域です。",
        ),
        t(
          "Scoring tiles for the most whisky, ships or gold give 5 VP to the most and 2 VP to the second; you need at least one " +
            "to place. Tied players share the place and each scores it in full; a tie for first leaves no second place; with two " +
            "players only first place scores.",
          "ウイスキー樽・船・ゴールドの最多を競う点数タイルでは、1位が5点、2位が2点です。順位に入るには1つ以上必要です。同数のプレイヤーは同じ順位となりそれぞれ満点を得ますが、1位が同数のときは2位はありません。2人プレイでは1位だけが得点します。",
        ),
        t(
          "At the end, each scroll counts one kind of object in your whole territory; a scroll whose region lies in a completed area scores double.",
          "終了時、巻物はそれぞれ1種類のオブジェクトを領土全体で数えます。巻物のある場所が完成した地域に含まれていれば、得点は2倍になります。",
        ),
      ],
      picture: () => ({
        art: scrolls(),
        caption: t(
          "A scroll gives 1 VP for every 2 sheep or 2 whisky barrels, or for every " +
            "ship, cattle, broch, farm or lighthouse, whichever its picture shows.",
          "巻物の得点: 描かれたオブジェクトに応じて、羊2匹・ウイスキー樽2個ごとに1点、船・牛・ブロック・農場・灯台は1つごとに1点。",
        ),
      }),
    },
    {
      id: "end",
      title: t("End of the game", "ゲーム終了"),
      text: [
        t(
          "The game ends after the scoring of the last round (round 6, or round 5 with five " +
            "players). Then the scrolls score, and each player gets 1 VP for every 5 gold left.",
          "最終ラウンド(第6ラウンド、5人では第5ラウンド)の得点計算のあとでゲームが終わります。続いて巻物の得点を数え、残ったゴールド5ごとに1点を加えます。",
        ),
        t(
          "The player with the most VP wins. If players are tied, the one with more gold left wins; players equal in both " +
            "share the victory. The final table shows each player's points from each scoring tile, the scrolls and the gold.",
          "勝利点がいちばん多いプレイヤーの勝ちです。同点なら残りのゴールドが多い方が勝ち、それも同じなら勝利を分け合います。最終得点の表に、点数タイルごと・巻物・ゴールドの内訳が表示されます。",
        ),
      ],
    },
    {
      id: "tips",
      title: t("Tips", "ヒント"),
      text: [
        t(
          "Look at the round track: with 2 to 4 players A scores in rounds 1, 3 and 5, B in 2, 4 and 6, " +
            "while C and D both score in the last two rounds (with five too). Build toward C and D early.",
          "ラウンドトラックを見ましょう。2〜4人ではAが第1・3・5ラウンド、Bが第2・4・6ラウンドに得点し、CとDは(5人でも)最後の2ラウンドに続けて得点します。CとDに向けた準備は早めに。",
        ),
        t(
          "Whisky joined to your castle early pays every round. Gold left at the " +
            "end is worth little (5 gold for 1 VP), so spend it while it buys tiles.",
          "城とつながったウイスキー樽は、早く置くほど毎ラウンド稼いでくれます。終了時のゴールドは5ゴールドで1点にしかならないので、タイルを買えるうちに使いましょう。",
        ),
        t(
          "When pricing, think about what the others need: a tile that completes a rival's area is worth more to them than to you.",
          "値段付けでは、ほかのプレイヤーが何を欲しがっているかを考えましょう。相手の地域を完成させるタイルは、自分よりも相手にとって価値があります。",
        ),
      ],
    },
  ],
  terms: [
    {
      term: t("Landscape tile", "風景タイル"),
      means: t("A square tile of pasture, mountain and water; 73 start in the bag.", "牧場・山・水が描かれた四角いタイル。袋に73枚。"),
    },
    { term: t("Castle", "城"), means: t("Your first tile: 5 gold each round, and roads count from it.", "最初のタイル。毎ラウンド5ゴールドを生み、道は城から数えます。") },
    { term: t("Territory", "領土"), means: t("Your castle and every tile you have laid around it.", "城と、そのまわりに置いたすべてのタイル。") },
    { term: t("Gold", "ゴールド"), means: t("Money: earned by income and sales, spent on prices and purchases.", "お金。収入と売上で得て、値段付けと購入に使います。") },
    { term: t("Screen", "スクリーン"), means: t("Hides your discard mark and prices while you price.", "値段付けの間、廃棄マーカーと値段を隠すついたて。") },
    {
      term: t("Discard", "廃棄(廃棄マーカー)"),
      means: t("The tile you mark each round of the three you drew; back to the bag.", "毎ラウンド引いた3枚から1枚選び、袋に戻すこと。"),
    },
    { term: t("Price", "値段"), means: t("Gold you set on a tile: paid to you if sold, lost if not.", "タイルに付けるゴールド。売れれば受け取り、売れ残れば失います。") },
    { term: t("Pass", "パス"), means: t("Buying nothing on your turn to buy.", "購入の手番に何も買わないこと。") },
    { term: t("Tiles to lay", "置くタイル"), means: t("The tiles you got this round, bought or unsold.", "このラウンドに買ったタイルと売れ残ったタイル。") },
    {
      term: t("Income", "収入"),
      means: t("Gold each round: 5 for the castle, 1 per joined whisky tile, catch-up gold.", "毎ラウンドのゴールド。城5、つながった樽1ずつ、追加ゴールド。"),
    },
    { term: t("Catch-up gold", "追加ゴールド"), means: t("From round 3, gold for each player ahead of you in VP.", "第3ラウンドから、自分より得点が多い人1人ごとにもらうゴールド。") },
    { term: t("Start player", "スタートプレイヤー"), means: t("Buys first; the marker passes clockwise each round.", "最初に購入する人。ラウンドごとに時計回りに移ります。") },
    { term: t("Bag", "袋"), means: t("Holds the tiles not yet drawn; discarded tiles go back into it.", "まだ引かれていないタイル。廃棄したタイルもここに戻ります。") },
    {
      term: t("Pasture, Mountain, Water", "牧場・山・水"),
      means: t("The three terrains; touching sides must show the same one.", "3種類の地形。接する辺は同じ地形でなければなりません。"),
    },
    { term: t("Area", "地域"), means: t("One terrain joined across tiles; its size counts the tiles.", "タイルをまたいでつながった同じ地形。大きさはタイルの枚数。") },
    { term: t("Complete / open", "完成/未完成"), means: t("Complete when no edge of the area faces an empty space.", "地域の縁がどこも空きマスに面していなければ完成。") },
    { term: t("Road", "道"), means: t("Roads joined to the castle are drawn bright; they make whisky pay.", "城とつながった道は明るく描かれ、ウイスキー樽が収入になります。") },
    { term: t("Whisky", "ウイスキー樽"), means: t("A barrel on a road: 1 gold a round once joined to the castle.", "道の上の樽。城とつながれば毎ラウンド1ゴールド。") },
    {
      term: t("Sheep, cattle, farm, lighthouse, ship", "羊・牛・農場・灯台・船"),
      means: t("Objects on the tiles that scoring tiles and scrolls count.", "タイルに描かれたオブジェクト。点数タイルや巻物で数えます。"),
    },
    { term: t("Broch", "ブロック(円形塔)"), means: t("An ancient round stone tower, found on mountain.", "山に建つ古い円形の石塔。オブジェクトの一つです。") },
    {
      term: t("Scroll", "巻物"),
      means: t("Scores its object over your territory at the end; double if complete.", "終了時に描かれたオブジェクトを数えて得点。完成した地域なら2倍。"),
    },
    { term: t("Scoring tiles", "点数タイル"), means: t("The four ways to score on A-D; each scores three times.", "A〜Dに置かれた4枚の得点条件。それぞれ3回得点します。") },
    { term: t("Round track", "ラウンドトラック"), means: t("Shows each round's scoring tiles and catch-up gold.", "各ラウンドに得点する点数タイルと追加ゴールドを示します。") },
    { term: t("VP", "得点(VP)"), means: t("Victory points: the most at the end wins.", "勝利点。終了時にいちばん多い人が勝ちます。") },
  ],
  sectionOf(view: unknown): string {
    const phase = typeof view === "object" && view !== null ? (view as { phase?: unknown }).phase : undefined;
    switch (phase) {
      case "price":
        return "turn-price";
      case "buy":
        return "turn-buy";
      case "build":
        return "turn-build";
      case "over":
        return "end";
      default:
        return "turn";
    }
  },
};
