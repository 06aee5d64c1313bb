// How to play Merchants of Sky Islands (空島の商人): the guide, with small
// scenes drawn by the board's own art (tiles, airships, houses, cubes).
import { named as both } from "../i18n";
import { s } from "../dom";
import { cube, harbourMark, houseMark, laidLook, tileArt, towerMark } from "./skymerchants-art";
import { connect } from "./skymerchants-islands";
import type { Airship, Part, Tile } from "./skymerchants-view";
import type { Guide } from "./types";

const cell = 100;

/** part is an island part as it lies: its edges, and the house (a seat, -1 none) with its tower and harbour. */
const part = (edges: string, house = -1, tower = false, harbour = false): Part => ({ edges, house, tower, harbour });

/** tile is an example tile lying unturned at (x, y); id only shapes its coastline. */
const tile = (id: number, x: number, y: number, airship: Airship, ...parts: Part[]): Tile => ({ tile: id, x, y, turn: 0, airship, parts });

/** scene draws tiles on the sky as the board does: closed islands rimmed in gold, the tile just laid framed. */
function scene(tiles: Tile[], cols: number, rows: number, last?: [number, number], ...extra: SVGElement[]): SVGSVGElement {
  const islands = connect(tiles);
  const svg = s(
    "svg",
    { class: "sky-guide-art", viewBox: `0 0 ${cols * cell} ${rows * cell}` },
    s("rect", { class: "sky-air", x: 0, y: 0, width: cols * cell, height: rows * cell, rx: 10 }),
  );
  for (let i = 1; i < cols; i++) svg.append(s("path", { class: "sky-grid", d: `M${i * cell},0v${rows * cell}` }));
  for (let j = 1; j < rows; j++) svg.append(s("path", { class: "sky-grid", d: `M0,${j * cell}h${cols * cell}` }));
  const buildings = s("g", {}); // above every tile, as on the board
  tiles.forEach((t, i) => {
    const art = tileArt({ ...laidLook(t), closed: t.parts.map((_, p) => islands.closed[islands.of[i]![p]!]!) });
    svg.append(s("svg", { x: t.x * cell, y: t.y * cell, width: cell, height: cell, viewBox: `0 0 ${cell} ${cell}` }, art.g));
    art.buildings.setAttribute("transform", `translate(${t.x * cell} ${t.y * cell})`);
    buildings.append(art.buildings);
  });
  svg.append(buildings);
  if (last) svg.append(s("rect", { class: "sky-last", x: last[0] * cell + 3, y: last[1] * cell + 3, width: cell - 6, height: cell - 6, rx: 6 }));
  svg.append(...extra);
  return svg;
}

/** put places a mark (or a cube's own small svg) at (x, y), scaled. */
const put = (x: number, y: number, k: number, mark: SVGElement): SVGGElement => s("g", { transform: `translate(${x} ${y}) scale(${k})` }, mark);

/** cubeMark is the board's cube drawn in place: cube's icon (a small svg of its own) as a group. */
function cubeMark(colour: number): SVGGElement {
  const icon = cube(colour);
  return s("g", { class: icon.getAttribute("class") ?? "" }, ...icon.childNodes);
}

/** emblem: an island of five tiles with houses of three players, a tower and a harbour. */
function emblem(): SVGSVGElement {
  return scene(
    [
      tile(1, 0, 0, "blue", part("E", 1)),
      tile(29, 1, 0, "red", part("ESW", 0, true)),
      tile(10, 2, 0, "green", part("NW")),
      tile(12, 1, 1, "white", part("NE", 2, false, true)),
      tile(4, 2, 1, "red", part("W")),
    ],
    3,
    2,
  );
}

/** gainScene: the tile just laid and its neighbours by an edge; an islet touching it only at a corner. */
function gainScene(): SVGSVGElement {
  return scene(
    [
      tile(37, 0, 0, "red", part("")),
      tile(2, 1, 0, "blue", part("N")),
      tile(5, 0, 1, "white", part("E")),
      tile(17, 1, 1, "red", part("EW")),
      tile(6, 2, 1, "green", part("W")),
    ],
    3,
    2,
    [1, 1],
  );
}

/** buildScene: Red's house with a tower and a harbour beside Blue's house; the three buildings and their price. */
function buildScene(): SVGSVGElement {
  return scene(
    [tile(3, 0, 0, "blue", part("E", 0, true, true)), tile(9, 1, 0, "white", part("W", 1))],
    3,
    1,
    undefined,
    put(222, 32, 1.3, houseMark(0, 0, 0)),
    put(250, 32, 1.3, towerMark(0, 0)),
    put(278, 32, 1.3, harbourMark(0, 0)),
    ...[0, 1, 2].map((c) => put(211 + 28 * c, 58, 1.15, cubeMark(c))),
  );
}

/** scoreScene: a closed island of four tiles (one of them with two island parts) shared by three players. */
function scoreScene(): SVGSVGElement {
  return scene(
    [
      tile(11, 0, 0, "white", part("ES", 0, true)),
      tile(24, 1, 0, "green", part("W", 1), part("S", 2)),
      tile(13, 0, 1, "red", part("NE", 1, false, true)),
      tile(14, 1, 1, "blue", part("NW", 0)),
    ],
    2,
    2,
  );
}


export const skymerchantsGuide: Guide = {
  minutes: [45, 45],
  picture: emblem,
  intro: [
    both(
      "Merchants of Sky Islands is a tile-laying game for 2 to 4 players. Above Aquarius, a planet of endless sea, islands float in the sky, and " +
        "you are one of the merchants trading between them.",
      "空島の商人は2〜4人で遊ぶタイル配置ゲームです。舞台は一面の海に覆われた惑星アクエリアス。その空に浮かぶ空島を行き来する商人となって遊びます。",
    ),
    both(
      "Turn by turn you lay sky island tiles to grow the islands, collect the cargo the airships bring, and spend it on trading houses, towers and " +
        "harbours.",
      "手番ごとに空島タイルを置いて島を広げ、飛行船が運んでくる資源を集めて、商館・塔・港を建てていきます。",
    ),
    both(
      "After ten turns each, every connected island is scored: the players with the most influence on it take points by its size. Add the points " +
        "earned during the game, and the highest total wins.",
      "全員が10手番を終えたら、ひとつなぎの島ごとに影響力を比べ、上位のプレイヤーが島の大きさに応じた得点を得ます。ゲーム中の得点と合わせて、合計がいちばん多い人の勝ちです。",
    ),
  ],
  sections: [
    {
      id: "setup",
      title: both("Setup", "準備"),
      text: [
        both(
          "shima sets everything up. The start tile lies in the middle of the sky: four quarters joined into one tile, each with an airship of its " +
            "own. The sky island tiles are shuffled face down; with 3 players 10 of them, with 2 players 20, go back to the box unseen. With 4 " +
            "players all 40 are used.",
          "準備はshimaが行います。空の中央には初期空島タイルが置かれます。4つの区画が1枚につながったタイルで、区画ごとに飛行船が描かれています。空島タイルは裏向きで混ぜられ、3人なら10枚、2人なら20枚を誰にも見せずに箱へ戻します。4人なら40枚すべてを使います。",
        ),
        both(
          "You start with the 11 trading houses of your colour (the twelfth marks your score), two tiles in your hand, no cubes and 0 VP. The " +
            "supply holds 20 cubes of each colour, 12 towers and 12 harbours. The first seat begins, and turns go round in seat order.",
          "各プレイヤーは自分の色の商館11個(12個目は得点マーカー)と手札2枚を持ち、資源なし・0点でスタートします。サプライには各色20個の資源と塔12個・港12個があります。最初の席の人から、席順に手番を行います。",
        ),
      ],
    },
    {
      id: "turn",
      title: both("A turn", "手番の流れ"),
      text: [
        both(
          "Your turn has six steps, always in this order; then the next player goes. Everyone plays exactly 10 turns. Steps with nothing to decide " +
            "(income, gains, the draw) happen by themselves, and shima skips a step when you have no choice in it.",
          "手番は次の6つのステップを順番に行い、終わったら次の人の手番です。全員がちょうど10手番ずつ行います。入荷・資源の獲得・手札の補充は自動で行われ、選ぶことのないステップはshimaが飛ばします。",
        ),
      ],
      steps: [
        both("① Income: your harbour houses bring their airships' cargo.", "①入荷: 港付き商館が飛行船の資源を運んできます。"),
        both("② Lay a tile from your hand so that it fits the islands.", "②手札の空島タイルを1枚、島の形が合うように置きます。"),
        both("③ Gain: the tile you laid and the tiles touching it bring cubes or VP.", "③資源の獲得: 置いたタイルと辺で接するタイルから資源や得点を得ます。"),
        both("④ Build trading houses, towers and harbours, as many as you can pay for.", "④建設: 資源が続く限り、商館・塔・港を建てられます。"),
        both("⑤ Trade 3 cubes of a colour for 1 of another, then keep no more than 3.", "⑤在庫処分: 同色3つを好きな色1つと交換し、資源を3つまでに減らします。"),
        both("⑥ Draw a tile from the pile.", "⑥手札の補充: 山札からタイルを1枚引きます。"),
      ],
    },
    {
      id: "turn-income",
      title: both("① Income", "①入荷"),
      text: [
        both(
          "As your turn begins, each of your harbour houses (trading houses with a harbour) brings one thing from the airship of its tile: a cube " +
            "of the airship's colour, or 1 VP from a green one. On your first turn you have no harbour yet, so nothing arrives.",
          "手番のはじめに、自分の港付き商館それぞれが、その商館のあるタイルの飛行船と同じ色の資源を1つ運んできます。緑の飛行船なら1点です。最初の手番ではまだ港がないので、何も入荷しません。",
        ),
        both(
          "A cube comes only while the supply still has one of that colour. A harbour house on the start tile uses the airship of its own quarter.",
          "サプライにその色の資源が残っていなければ、その分は得られません。初期空島タイルの上の港付き商館は、その区画の飛行船の資源を運んできます。",
        ),
      ],
    },
    {
      id: "turn-place",
      title: both("② Lay a tile", "②空島タイルの配置"),
      text: [
        both(
          "Pick a tile from your hand and lay it on the grid so that at least one of its edges touches a tile already in the sky (the start tile " +
            "counts). On every edge where it meets another tile, island must meet island and sky must meet sky. Holes left between tiles are fine.",
          "手札から1枚選び、すでにある空島タイル(初期空島タイルを含む)と1辺以上接するようにマス目に置きます。接するすべての辺で、島は島と、空は空とつながっていなければなりません。タイルに囲まれた空洞ができてもかまいません。",
        ),
        both(
          "In the app: choose a tile, turn it (the R key works too) and tap one of the glowing spots. Only the places where it fits glow.",
          "アプリでは、タイルを選んで回し(Rキーでも回せます)、光っている場所をタップします。光るのは置ける場所だけです。",
        ),
        both(
          "Rarely, none of your tiles fits anywhere. Only then you show your hand to everyone and discard one tile instead of laying one. In step " +
            "③ you gain only the discarded tile's airship, and the tile you kept stays known to all until you lay it.",
          "ごくまれに、手札のどのタイルもどこにも置けないことがあります。そのときだけ手札を全員に公開し、1枚を廃棄します(タイルは置きません)。③では廃棄したタイルの飛行船の分だけを得ます。手札に残ったタイルは、置くまで全員に知られたままです。",
        ),
      ],
    },
    {
      id: "turn-gain",
      title: both("③ Gain cubes", "③資源の獲得"),
      text: [
        both(
          "The tile you just laid brings you one thing from its airship, and so does every tile sharing an edge with it, whether island or sky " +
            "meets there. A tile touching only at a corner brings nothing.",
          "置いたばかりのタイルの飛行船から1つ、さらにそのタイルと辺で接しているすべてのタイルの飛行船から1つずつ得ます(島どうしでも空どうしでも)。角だけで接するタイルからは得られません。",
        ),
        both(
          "Red airships bring wine, white ones canvas, blue ones flight-stone: one cube each. A green airship brings 1 VP instead. The start tile " +
            "counts as four quarters: only a quarter your tile touches by an edge gives its airship. A cube the supply has run out of is lost.",
          "赤の飛行船はワイン、白は帆布、青は飛行石の資源を1つずつ、緑は1点をもたらします。初期空島タイルは4つの区画として扱い、辺で接した区画の飛行船だけが対象です。サプライにない資源は得られません。",
        ),
      ],
      picture: () => ({
        art: gainScene(),
        caption: both(
          "Laying the red tile (yellow frame) brings a red cube; the tiles touching it by an edge bring a white cube, a blue cube and 1 VP " +
            "(green). The islet at the corner brings nothing. Gold shores mark closed islands.",
          "赤の飛行船のタイル(黄色の枠)を置くと赤の資源1つ。辺で接するタイルから白と青の資源1つずつと1点(緑)。角だけで接する小島からは何もありません。金色の海岸は閉じた島の印です。",
        ),
      }),
    },
    {
      id: "turn-build",
      title: both("④ Build", "④建設"),
      text: [
        both(
          "Every building costs one red, one white and one blue cube, paid to the supply. Build as many as you can pay for, in any order, the same " +
            "kind more than once if you like; then tap Done building. If you cannot pay for anything, shima skips this step.",
          "どの建物も、赤・白・青の資源を1つずつサプライに支払って建てます。払える限り何回でも、同じ建物を何度でも建てられます。終わったら「建設を終える」を押します。何も支払えないときはshimaがこのステップを飛ばします。",
        ),
        both(
          "Trading house: put one of your houses on any free island part of any tile, not just the one you laid: the start tile, closed islands " +
            "and islands where others have built are all fine. Each island part takes one house; a tile showing two islands split by sky takes two.",
          "商館: 自分の商館を、どのタイルでも空いている島に1つ置きます。今置いたタイルでなくてもよく、初期空島タイルや閉じた島、他の人の商館がある島にも置けます。1つの島に置ける商館は1つだけですが、空で分かれた島が2つ描かれたタイルには2つ置けます。",
        ),
        both(
          "Tower: add it to one of your own houses, only if its connected island has no towered house at that moment (islands joined later may end " +
            "up with two). You score at once 1 VP per trading house on that island, everyone's, yours included. At the end a towered house counts " +
            "double.",
          "塔: 自分の商館の横に付けます。ただし、その時点でそのひとつなぎの島に塔付き商館がないときだけです(あとで島がつながって塔が2つになるのはかまいません)。建てたらすぐ、その島にある全員の商館の数(自分の塔付き商館も含む)だけ得点します。" +
            "最終得点計算では塔付き商館は2倍に数えます。",
        ),
        both(
          "Harbour: add it to one of your own houses that has none. From your next turn on, it brings its tile's airship cargo at every income. A " +
            "house may have both a tower and a harbour. Towers and harbours come from the supply, 12 of each; when they run out, no more can be " +
            "built.",
          "港: 港のない自分の商館の下に付けます。次の手番から、入荷のたびにそのタイルの飛行船の資源を運んできます。1つの商館に塔と港の両方を付けられます。塔と港はサプライに12個ずつで、なくなったら建てられません。",
        ),
      ],
      picture: () => ({
        art: buildScene(),
        caption: both(
          "Red's trading house with a tower (beside it) and a harbour (below it), next to Blue's house. Red's tower scored 2 VP at once: two " +
            "houses stand on its island. A house, a tower or a harbour each costs one red, one white and one blue cube.",
          "赤の塔付き・港付き商館(塔は横、港は下)と、青の商館。赤が塔を建てたとき、この島には商館が2つあったので、すぐに2点を得ました。商館・塔・港はどれも赤・白・青の資源1つずつで建てます。",
        ),
      }),
    },
    {
      id: "turn-trade",
      title: both("⑤ Trade and give back", "⑤在庫処分"),
      text: [
        both(
          "After building, you may trade 3 cubes of one colour for 1 cube of another colour from the supply, as often as you like, then tap Done " +
            "trading. You can never trade for VP, nor for a colour the supply has run out of.",
          "建設のあと、同じ色の資源3つをサプライに払い、好きな色の資源1つと交換できます。何度でも交換でき、終わったら「交換を終える」を押します。得点や、サプライにない色とは交換できません。",
        ),
        both(
          "Building comes first, so a cube you get by trading cannot pay for a building until your next turn. Then, if you hold more than 3 cubes, " +
            "you choose cubes to give back to the supply until 3 remain.",
          "建設のほうが先なので、交換で得た資源をこの手番の建設に使うことはできません。そのあと資源が4つ以上あれば、残す3つを選び、残りをサプライに戻します。",
        ),
      ],
    },
    {
      id: "turn-draw",
      title: both("⑥ Draw a tile", "⑥手札の補充"),
      text: [
        both(
          "You draw one tile from the pile into your hand, and the next player's turn begins. The pile runs out after everyone's 8th turn: on " +
            "turns 9 and 10 nobody draws, so your last turn is played with a single tile.",
          "山札からタイルを1枚引いて手札に加え、次の人の手番になります。山札は全員の8手番目で尽きるので、9・10手番目は補充しません。最後の手番は手札1枚で行います。",
        ),
      ],
    },
    {
      id: "score",
      title: both("Scoring", "得点"),
      text: [
        both(
          "During the game you score VP from green airships (when you lay tiles and from harbour income) and from towers as you build them.",
          "ゲーム中は、緑の飛行船(タイルの配置と入荷)と、塔を建てたときに得点します。",
        ),
        both(
          "At the end, each connected island is scored: island parts joined across tile edges, a lone island counting too. Your influence there is " +
            "1 for each of your trading houses and 2 for each with a tower; harbours add nothing.",
          "ゲーム終了時には、ひとつなぎの島(タイルの辺をまたいでつながった島。どこともつながっていない島も含む)ごとに得点を計算します。影響力は、商館1つにつき1、塔付き商館は1つにつき2です。港は影響力に関係しません。",
        ),
        both(
          "An island is worth its number of tiles (a start-tile quarter counts as one tile), doubled if it is closed: no island edge left open to " +
            "the sky, holes inside allowed. The sole leader in influence scores the worth, a sole second half of it rounded down; third place and " +
            "below score nothing.",
          "島の価値はタイルの枚数です(初期空島タイルは区画ごとに1枚)。閉じた島(周りがすべて空で囲まれた島。内側の空洞は可)なら2倍になります。影響力が単独1位の人は価値と同じ点、単独2位の人はその半分(切り捨て)を得ます。3位以下は得点できません。",
        ),
        both(
          "Ties: players sharing first place each score half the worth, and nobody else scores. Players sharing second place behind a sole leader " +
            "score nothing. A player with no influence on an island never scores there.",
          "同点の場合: 1位が複数いれば全員が価値の半分を得て、それ以外の人は得点できません。単独1位の下で2位が複数いれば、2位の人は得点できません。影響力0の人は、その島からは得点できません。",
        ),
      ],
      picture: () => ({
        art: scoreScene(),
        caption: both(
          "A closed island of 4 tiles (gold shore) is worth 8. Influence: Red 3 (the towered house counts 2), Blue 2, Yellow 1. Red scores 8, Blue " +
            "half of it, 4, and Yellow, third, nothing.",
          "4枚でできた閉じた島(金色の海岸)は価値8。影響力は赤3(塔付き商館は2)、青2、黄1。1位の赤が8点、2位の青が半分の4点、3位の黄は0点です。",
        ),
      }),
    },
    {
      id: "end",
      title: both("End of the game", "ゲームの終了"),
      text: [
        both(
          "The game ends when everyone has played 10 turns; by then every tile is laid. shima scores every island and shows the final scoring: " +
            "point at an island in the list to see it lit on the board.",
          "全員が10手番を終えるとゲーム終了です。このときタイルはすべて置かれています。shimaが島ごとの得点を計算して最終得点計算を表示します。一覧の島を指すと、盤上でその島が光ります。",
        ),
        both(
          "Your total is the VP you earned during the game plus the VP from the islands. The highest total wins; players tied for the highest " +
            "share the win.",
          "ゲーム中の得点と島から得た得点の合計がいちばん多い人の勝ちです。同点で並んだ場合は、その全員の勝利です。",
        ),
      ],
    },
    {
      id: "tips",
      title: both("Tips", "コツ"),
      text: [
        both(
          "A harbour pays every turn for the rest of the game, so early harbours are worth the most; one on a green airship brings 1 VP each turn.",
          "港は残りの手番ずっと入荷するので、早く建てるほど得です。緑の飛行船のタイルに付けた港は毎手番1点になります。",
        ),
        both(
          "You keep only 3 cubes, exactly one building's price: try to end your turn holding one red, one white and one blue.",
          "手元に残せる資源は3つ、ちょうど建物1つ分です。赤・白・青を1つずつ残して手番を終えられるようにしましょう。",
        ),
        both(
          "A tower scores more on a crowded island and doubles that house's influence. Closing an island doubles its worth, for whoever leads on it.",
          "塔は商館の多い島ほど得点が高く、影響力も2倍になります。島を閉じると価値が2倍になりますが、それは1位の人にとってです。",
        ),
        both(
          "The final scoring is all about majorities, and the last turns can still swing them: keep cubes ready for a late house or tower.",
          "最終得点計算はすべて影響力の比べ合いです。終盤の商館や塔で順位がひっくり返ることもあるので、最後の手番に備えて資源を残しておきましょう。",
        ),
      ],
    },
  ],
  terms: [
    {
      term: both("Sky island tile", "空島タイル"),
      means: both("A square tile of sky and islands with one airship; your hand is Your tiles.", "空と島と飛行船1隻が描かれた正方形のタイル。"),
    },
    {
      term: both("The start tile", "初期空島タイル"),
      means: both("The tile in the middle: four quarters, each a tile with its own airship.", "中央のタイル。4つの区画がそれぞれ飛行船付きの1枚として扱われます。"),
    },
    { term: both("Pile", "山札"), means: both("The face-down tiles you draw from; empty on turns 9 and 10.", "タイルを引く裏向きの山。9・10手番目にはありません。") },
    { term: both("Round", "巡目"), means: both("Which of your 10 turns the game is at (Round 3 of 10).", "各自10回の手番のうち、いま何回目か(3/10巡目)。") },
    {
      term: both("Airship", "飛行船"),
      means: both("The ship on each tile: red, white and blue bring a cube of their colour, green 1 VP.", "各タイルの船。赤・白・青は同じ色の資源を1つ、緑は1点をもたらします。"),
    },
    {
      term: both("Cubes", "資源"),
      means: both("Red (wine), white (canvas), blue (flight-stone); one of each builds.", "赤(ワイン)・白(帆布)・青(飛行石)。各1つで建物1つ。"),
    },
    { term: both("VP", "得点"), means: both("Victory points: from green airships, towers and the final scoring.", "勝利点。緑の飛行船・塔・最終得点計算で得ます。") },
    { term: both("Supply", "サプライ"), means: both("The shared stock of cubes (20 a colour), towers and harbours.", "資源(各色20個)・塔・港の共通の置き場。") },
    {
      term: both("Trading house", "商館"),
      means: both("Your building on an island part, for influence there. You have 11.", "島に建てる自分の建物。影響力のもと。1人11個。"),
    },
    {
      term: both("Tower", "塔(塔付き商館)"),
      means: both("On your house: at once 1 VP per house on its island; 2 influence.", "自分の商館に付け、すぐ島の商館の数だけ得点。影響力2。"),
    },
    { term: both("Harbour", "港(港付き商館)"), means: both("On your house: its tile's airship cargo every turn.", "自分の商館に付け、毎手番そのタイルの飛行船の資源が入荷。") },
    { term: both("Income", "入荷"), means: both("Step ①: your harbour houses bring their airships' cargo.", "ステップ①。港付き商館に飛行船の資源が届くこと。") },
    { term: both("Glowing spot", "光っている場所"), means: both("A place where the chosen tile, turned as shown, fits.", "選んだタイルを今の向きで置ける場所。") },
    { term: both("Discard", "廃棄"), means: both("If none of your tiles fits: show your hand, put one tile away.", "どの手札も置けないとき、手札を公開して1枚を取り除くこと。") },
    { term: both("Showed", "公開手札"), means: both("Tiles shown at a discard; known to all until laid.", "廃棄のときに公開されたタイル。置かれるまで全員に知られています。") },
    { term: both("Trade", "交換"), means: both("Step ⑤: 3 cubes of a colour for 1 of another from the supply.", "ステップ⑤(在庫処分)。同じ色の資源3つを別の色1つに。") },
    { term: both("Give back", "戻す"), means: both("End of step ⑤: return cubes to the supply until you hold 3.", "⑤の最後に、資源が3つになるまでサプライに返すこと。") },
    {
      term: both("Connected island", "ひとつなぎの島"),
      means: both("Island parts joined across tile edges (Island 1, Island 2… in the scoring).", "辺をまたいでつながった島。得点計算の「島1」「島2」など。"),
    },
    { term: both("Islet", "小島"), means: both("A small island touching no tile edge: a closed island by itself.", "タイルの辺に接しない島。それだけで閉じた島です。") },
    {
      term: both("Closed island", "閉じた島"),
      means: both("An island with no edge open to the sky (holes allowed): worth ×2.", "周りがすべて空の島(空洞は可)。価値が2倍。"),
    },
    { term: both("Influence", "影響力"), means: both("Your strength on an island: 1 per house, 2 per towered house.", "島での勢力。商館1つにつき1、塔付き商館は2。") },
    { term: both("Worth", "価値"), means: both("An island's tiles, doubled if closed: what its sole leader scores.", "島のタイルの枚数(閉じた島は2倍)。単独1位の得点です。") },
    { term: both("Final scoring", "最終得点計算"), means: both("After the last turn: islands are scored by influence.", "最後の手番のあと、島ごとに影響力で得点を配ること。") },
  ],
  sectionOf(view: unknown): string {
    const step = typeof view === "object" && view !== null ? (view as { step?: unknown }).step : undefined;
    switch (step) {
      case "place":
        return "turn-place";
      case "build":
        return "turn-build";
      case "trade":
      case "return":
        return "turn-trade";
      case "over":
        return "end";
      default:
        return "turn";
    }
  },
};
