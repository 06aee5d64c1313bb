// Micronesia's "How to play" guide: the rules as shima plays them
// (games/micronesia/RULES.md), in both languages, with pictures drawn from
// the board's own islands and dice.
import { s, type Child } from "../dom";
import { say, type Named } from "../i18n";
import { dieFace } from "./dice";
import { islandShape, spot } from "./micronesia";
import type { Guide, Term } from "./types";

type View = Parameters<typeof islandShape>[0];

const colours: Named[] = [
  { en: "Red", ja: "赤" },
  { en: "Blue", ja: "青" },
  { en: "Yellow", ja: "黄" },
  { en: "Green", ja: "緑" },
];

/** Where an island drawn in a picture stands, and what is on it. */
interface Isle {
  n: number;
  x: number;
  y: number;
  seat?: number;
  tribes?: number;
  /** "hl" glows as a named island; "gave" and "got" mark a rebalancing move. */
  mark?: "hl" | "gave" | "got";
}

/** isle draws island n as the board does (islandShape), moved so that its centre is at (x, y). */
function isle(i: Isle): SVGGElement {
  const at = spot(i.n);
  const v: View = {
    seats: 4, turn: 1, to_move: 0, step: "split", dice: [1, 1, 1], sacrificed: [], split: [], stock: [15, 15, 15, 15],
    lost: [0, 0, 0, 0], islands: [], gave: i.mark === "gave" ? [i.n] : [], got: i.mark === "got" ? [i.n] : [],
  };
  const g = islandShape(v, { island: i.n, vp: Math.ceil(i.n / 3), seat: i.seat ?? -1, tribes: i.tribes ?? 0 }, colours.map((c) => say(c)));
  if (i.mark === "hl") g.classList.add("hl");
  g.removeAttribute("data-testid"); // a picture, not the board's island
  g.removeAttribute("data-at");
  return s("g", { transform: `translate(${(i.x - at.x).toFixed(1)},${(i.y - at.y).toFixed(1)})` }, g);
}

/** die draws a die of the board (dieFace) at (x, y), size units wide. */
function die(value: number, x: number, y: number, size: number): SVGGElement {
  return s("g", { transform: `translate(${x},${y}) scale(${size / 100})` }, Array.from(dieFace(value).childNodes));
}

/** arrow points right from (x, y): before, then after. */
function arrow(x: number, y: number): SVGPathElement {
  return s("path", {
    d: `M${x},${y} h26 m-9,-9 l9,9 l-9,9`, fill: "none", stroke: "#fff", "stroke-width": 4, "stroke-linecap": "round", "stroke-linejoin": "round",
  });
}

/** sea is a piece of the board's sea, w by h, with its waves, holding children. */
function sea(w: number, h: number, label: Named, ...children: Child[]): SVGSVGElement {
  return s(
    "svg",
    { class: "mic-sea", viewBox: `0 0 ${w} ${h}`, role: "img", "aria-label": say(label) },
    s("rect", { x: 0, y: 0, width: w, height: h, rx: 14, class: "sea" }),
    [0, 1, 2].map((k) => s("path", { class: "wave", d: `M${20 + ((k * 83) % (w - 60))},${14 + ((k * 67) % (h - 30))} q10,-6 20,0 t20,0` })),
    children,
  );
}

/** An island of a before-and-after picture: beforeAfter places it. */
type Placed = Omit<Isle, "x" | "y">;

/** beforeAfter draws two islands as they were, an arrow, and the same islands after. */
function beforeAfter(label: Named, before: [Placed, Placed], after: [Placed, Placed]): SVGSVGElement {
  const at = (i: Placed, x: number): Isle => ({ ...i, x, y: 80 });
  return sea(
    440, 160, label,
    isle(at(before[0], 58)), isle(at(before[1], 158)), arrow(207, 80), isle(at(after[0], 282)), isle(at(after[1], 382)),
  );
}

/** term is a word of the app's, in both languages, and what it means. */
function term(en: string, ja: string, means: Named): Term {
  return { term: { en, ja }, means };
}

export const micronesiaGuide: Guide = {
  minutes: [25, 25],
  picture: () =>
    sea(
      240, 160, { en: "Micronesia", ja: "ミクロネシア" },
      isle({ n: 12, x: 64, y: 62, seat: 0, tribes: 3 }),
      isle({ n: 7, x: 174, y: 70, seat: 1, tribes: 2 }),
      die(5, 64, 118, 32), die(3, 104, 118, 32), die(4, 144, 118, 32),
    ),
  intro: [
    {
      en: "Micronesia is a dice game for 3 or 4 players. Each of you leads a tribe " +
        "and sends its people out to twelve islands numbered 1 to 12, to rule Micronesia.",
      ja: "ミクロネシアは3～4人で遊ぶダイスゲームです。あなたは部族の長として、1から12の番号がついた島々に自分の部族を送り込み、ミクロネシアの覇権を目指します。",
    },
    {
      en: "On your turn you roll three dice and split them into one die and the sum of the other two; " +
        "your tribes go to the islands with those numbers. You can even take a rival's island, by sending one more tribe than they have there.",
      ja: "手番ではダイスを3個振り、「1個の目」と「残り2個の合計」に分けて、その番号の島に入植します。他の人の島も、そこにいる部族より1つ多く送り込めば奪えます。",
    },
    {
      en: "Whoever holds seven islands wins on the spot. But if you ever have to send more tribes than your stock holds, you burst and are out, " +
        "and the others compare the VP of their islands.",
      ja: "7つの島に入植した人が、その場で勝ちます。ただし、送り込む部族がストックで足りなくなるとバーストして脱落し、残った人たちが島のVPの合計で勝負します。",
    },
  ],
  sections: [
    {
      id: "setup",
      title: { en: "Setup", ja: "準備" },
      text: [
        {
          en: "The app sets everything up. The twelve islands lie in the sea, all empty, grouped by their VP: 1-3, 4-6, 7-9 and 10-12. " +
            "Each player starts with 15 tribes of their colour in their stock.",
          ja: "準備はすべてアプリが行います。12の島は無人のまま、VPごとにまとまって(1～3、4～6、7～9、10～12)海に並びます。" +
            "各プレイヤーは自分の色の部族15個をストックに持って始めます。",
        },
        {
          en: "Nothing is hidden: beside each player's name you see their Stock, Sacrificed, Islands and VP. " +
            "The first seat starts and turns go round the seats in order. The app rolls the dice for you at the start of every turn.",
          ja: "隠れた情報はありません。名前の横に、各プレイヤーの「ストック」「生贄」「島」「VP」が出ています。" +
            "最初の席の人から始め、手番は席の順に回ります。ダイスは手番の始めにアプリが振ってくれます。",
        },
      ],
    },
    {
      id: "turn",
      title: { en: "A turn", ja: "手番の流れ" },
      text: [
        {
          en: "A turn is a handful of small choices. The roll is automatic, and the only thing you must do is split the dice.",
          ja: "手番は小さな選択の積み重ねです。ダイスは自動で振られ、必ず行うのは「ダイスを分ける」ことだけです。",
        },
      ],
      steps: [
        { en: "The app rolls three dice for you.", ja: "アプリがダイスを3個振ります。" },
        {
          en: "Sacrifice (optional): give up tribes from your stock to turn dice to the faces you want.",
          ja: "生贄(任意):ストックの部族を捧げて、ダイスを好きな目に変えます。",
        },
        { en: "Split the dice into two island numbers (or one).", ja: "ダイスを分けて、島の番号を2つ(または1つ)決めます。" },
        {
          en: "Colonise: tribes from your stock go to each named island that is not yours yet.",
          ja: "入植:指した島のうち、まだ自分の島でないところへストックから部族を送り込みます。",
        },
        {
          en: "Rebalance (only sometimes): if a number named an island you already held, you may move tribes between your islands, then tap Done.",
          ja: "島間の調整(できるときだけ):すでに自分の島だった島を指したら、自分の島どうしで部族を移し、「調整を終える」を押します。",
        },
        {
          en: "The next seat takes their turn. If you rolled triples, you take another turn first.",
          ja: "次の席の人の手番になります。ゾロ目を振っていたら、その前にもう一度自分の手番を行います。",
        },
      ],
    },
    {
      id: "turn-sacrifice",
      title: { en: "Sacrifice: change the dice", ja: "生贄:ダイスの目を変える" },
      text: [
        {
          en: "Don't like the roll? Tap a die and pick a new face. It costs one tribe from your stock, sacrificed to the gods: " +
            "it is gone for good and never comes back.",
          ja: "出目が気に入らないときは、ダイスをタップして新しい目を選びます。代わりにストックの部族を1つ、神への生贄に捧げます。" +
            "生贄にした部族はゲームから消え、二度と戻りません。",
        },
        {
          en: "Each die can be changed once per turn, so three tribes at most. With an empty stock you cannot sacrifice. " +
            "Sacrifices come before the split; once the dice are split they stay as they are.",
          ja: "1個のダイスを変えられるのは1手番に1回だけなので、生贄は最大3つです。ストックが空なら生贄はできません。" +
            "生贄はダイスを分ける前に行います。分けた後は変えられません。",
        },
        {
          en: "A changed die is marked 'set'. If your changes make triples, you use that one island only, but get no extra turn. " +
            "You may also change a die after rolling triples; then the dice split as usual, again with no extra turn.",
          ja: "変えたダイスには「変更」の印がつきます。変えた結果ゾロ目になったら、その番号の島だけを使いますが、もう一度の手番はありません。" +
            "ゾロ目を振った後でダイスを変えることもでき、そのときは普通に分け、やはりもう一度の手番はありません。",
        },
      ],
    },
    {
      id: "turn-split",
      title: { en: "Split the dice", ja: "ダイスを分ける" },
      text: [
        {
          en: "Keep one die alone and add up the other two: that gives two island numbers. With 1, 3 and 4 you may choose islands 1 and 7, " +
            "islands 3 and 5, or 4 and 4. Each possible split is a button that also says how many tribes it takes from your stock.",
          ja: "ダイス1個をそのまま使い、残り2個は合計します。これで島の番号が2つ決まります。1・3・4なら「1と7の島」「3と5の島」「4と4」から選べます。" +
            "分け方ごとにボタンが出て、ストックから何個の部族を使うかも書いてあります。",
        },
        {
          en: "When both numbers are equal, your tribes go to that one island only (4 and 4: island 4). " +
            "Rolled triples work the same way: 6-6-6 means island 6 only, not 6 and 12.",
          ja: "2つの数が同じなら、その島だけに送り込みます(4と4なら4の島だけ)。ゾロ目も同じで、6・6・6なら6の島だけです(6と12ではありません)。",
        },
        {
          en: "You cannot pass: you must split even if every split bursts, and the app asks you to confirm a split that bursts. " +
            "When the order of your two islands changes the outcome, you choose it: " +
            "the split comes twice, as 'island 9 first, then 5' and the other way round.",
          ja: "パスはできません。どの分け方でもバーストするときも、どれかを選びます(バーストする分け方は確認されます)。" +
            "2つの島の順番で結果が変わるときは、「先に9の島、次に5の島」のように同じ分け方が2通りの順で出るので、順番を選べます。",
        },
      ],
      picture: () => ({
        art: sea(
          380, 160, { en: "Dice 1, 3, 4 and islands 3 and 5", ja: "ダイス1・3・4と3と5の島" },
          die(1, 16, 61, 38), die(3, 60, 61, 38), die(4, 104, 61, 38),
          isle({ n: 3, x: 215, y: 80, mark: "hl" }), isle({ n: 5, x: 318, y: 80, mark: "hl" }),
        ),
        caption: {
          en: "Rolled 1, 3 and 4: keeping the 3 alone and adding 1 + 4 = 5 names islands 3 and 5. " +
            "The other splits are islands 1 and 7, or island 4 only.",
          ja: "1・3・4を振りました。3をそのまま使い、1+4=5とすれば3と5の島です。ほかに「1と7の島」「4の島だけ」も選べます。",
        },
      }),
    },
    {
      id: "turn-colonise",
      title: { en: "Colonise: send your tribes", ja: "入植:部族を送り込む" },
      text: [
        {
          en: "For each island your split names, tribes leave your stock: 1 for an empty island; " +
            "for a rival's island, one more than they have there. The rival's tribes are driven out " +
            "and go back to their stock (they are not lost). An island you already hold costs nothing.",
          ja: "分け方で指した島ごとに、ストックから部族を送り込みます。無人の島なら1個。他の人の島なら、そこにいる部族より1個多く送り込み、" +
            "元の部族を追い出します。追い出された部族は持ち主のストックに戻ります(失われません)。すでに自分の島なら、送り込む必要はありません。",
        },
        {
          en: "If your stock cannot pay for an island, you burst: that colonising does not happen, the game ends at once and you come last. " +
            "A stock of 0 is not a burst in itself; you can still split onto islands you hold.",
          ja: "ストックの部族が足りなければバーストです。その入植は行われず、ゲームはただちに終わり、あなたは最下位になります。" +
            "ストック0だけではバーストではありません。自分の島を指す分け方なら、まだ続けられます。",
        },
        {
          en: "If colonising gives you your seventh island, you win at once.",
          ja: "入植して7つ目の島を手に入れたら、その場で勝ちです。",
        },
      ],
      picture: () => ({
        art: beforeAfter(
          { en: "Red colonises islands 5 and 9", ja: "赤が5と9の島に入植" },
          [{ n: 5, seat: 1, tribes: 2, mark: "hl" }, { n: 9, mark: "hl" }],
          [{ n: 5, seat: 0, tribes: 3 }, { n: 9, seat: 0, tribes: 1 }],
        ),
        caption: {
          en: "Red splits into islands 5 and 9. Empty island 9 takes 1 tribe; " +
            "island 5 takes 3, one more than Blue's 2, which go back to Blue's stock. Red pays 4 from stock.",
          ja: "赤が5と9の島に分けました。無人の9の島には1個、5の島には青の2個より1個多い3個を送り込み、青の2個は青のストックに戻ります。赤はストックから4個使います。",
        },
      }),
    },
    {
      id: "turn-rebalance",
      title: { en: "Rebalance your islands", ja: "島間の調整" },
      text: [
        {
          en: "If one of your split's numbers named an island you held before this split, you may move tribes among all your islands, " +
            "the newly colonised ones included. The total stays the same and every island keeps at least one tribe. " +
            "An island you only just colonised does not open rebalancing by itself.",
          ja: "分け方の数が、分ける前から自分の島だった島を指していれば、自分の全部の島(今回入植した島も含む)の間で部族の数を調整できます。" +
            "合計は変わらず、どの島にも最低1個は残します。今回入植したばかりの島を指しただけでは、調整はできません。",
        },
        {
          en: "Tap an island with at least two of your tribes, then a glowing island to move one tribe there. " +
            "An island that gave this turn cannot receive, and one that received cannot give. " +
            "Tap Done when you are happy; the step also ends by itself when no move is left.",
          ja: "自分の部族が2個以上ある島をタップし、次に光っている島をタップすると部族が1個移ります。この手番で部族を出した島は受け取れず、受け取った島は出せません。" +
            "終わったら「調整を終える」を押します。移せる部族がなくなれば自動で終わります。",
        },
      ],
      picture: () => ({
        art: beforeAfter(
          { en: "Red rebalances islands 3 and 8", ja: "赤が3と8の島を調整" },
          [{ n: 3, seat: 0, tribes: 3 }, { n: 8, seat: 0, tribes: 1 }],
          [{ n: 3, seat: 0, tribes: 2, mark: "gave" }, { n: 8, seat: 0, tribes: 2, mark: "got" }],
        ),
        caption: {
          en: "Red has 3 tribes on island 3 and 1 on island 8, and the dice named island 3. " +
            "Moving one tribe makes it 2 and 2; 4 and 0 is not allowed.",
          ja: "赤は3の島に3個、8の島に1個。ダイスが3の島を指したので、1個移して2個ずつにできます。4個と0個にはできません。",
        },
      }),
    },
    {
      id: "score",
      title: { en: "Scoring", ja: "得点" },
      text: [
        {
          en: "Each island you hold is worth VP by its number: islands 1-3 give 1 VP, 4-6 give 2, 7-9 give 3 and 10-12 give 4. " +
            "How many tribes stand on it does not matter.",
          ja: "自分の島は、番号に応じてVPになります。1～3の島は1VP、4～6は2VP、7～9は3VP、10～12は4VPです。島にいる部族の数は関係ありません。",
        },
        {
          en: "VP decide the winner after a burst. After a seven-island win they only rank the other players.",
          ja: "VPで勝者が決まるのは、誰かがバーストしたときです。7島に入植して勝った場合は、ほかの人の順位だけをVPで決めます。",
        },
      ],
      picture: () => ({
        art: sea(
          420, 120, { en: "Islands worth 1 to 4 VP", ja: "1～4VPの島" },
          isle({ n: 2, x: 56, y: 60, seat: 1, tribes: 3 }), isle({ n: 5, x: 157, y: 60 }),
          isle({ n: 8, x: 258, y: 60 }), isle({ n: 11, x: 362, y: 60, seat: 0, tribes: 1 }),
        ),
        caption: {
          en: "The VP is written on each island. Red's single tribe on island 11 scores 4 VP; Blue's three tribes on island 2 score 1 VP.",
          ja: "VPは各島に書いてあります。11の島の赤1個は4VP、2の島の青3個は1VPです。",
        },
      }),
    },
    {
      id: "end",
      title: { en: "End of the game", ja: "ゲームの終わり" },
      text: [
        {
          en: "Seven islands: as soon as a player holds seven or more islands after colonising, they rule Micronesia and win, whatever the VP. " +
            "The others are ranked by VP.",
          ja: "7島に入植:入植して7つ以上の島を持った人は、ミクロネシアの覇権を掌握し、VPに関係なくただちに勝ちます。ほかの人はVPで順位を決めます。",
        },
        {
          en: "Burst: when a player must send more tribes than their stock holds, the game ends at once. " +
            "That player is out with 0 VP in last place, and the others compare the VP of their islands: the most VP wins.",
          ja: "バースト:送り込む部族がストックで足りなくなった時点で、ゲームはただちに終わります。その人は0VPで脱落して最下位、" +
            "残りの人は島のVPの合計を比べ、最も多い人の勝ちです。",
        },
        {
          en: "Ties on VP go to the player who holds the higher-numbered island. Players with no island and equal VP share their place.",
          ja: "VPが同じなら、より大きな番号の島に入植している人が上です。島をひとつも持たずVPが同じ人どうしは、同じ順位になります。",
        },
      ],
    },
    {
      id: "tips",
      title: { en: "Tips", ja: "コツ" },
      text: [
        {
          en: "Every sacrifice is a tribe gone for good, and a small stock is close to bursting. Sacrifice when it buys something real: " +
            "a 4 VP island, your seventh island, or a way out of a burst.",
          ja: "生贄にした部族は戻らず、ストックが減るほどバーストに近づきます。4VPの島や7つ目の島、バーストを避ける分け方など、見返りが大きいときに使いましょう。",
        },
        {
          en: "Watch every stock. A burst ends the game at once with VP as they stand, so when you lead on VP, a rival low on tribes is good news.",
          ja: "全員のストックに注目しましょう。バーストすればその時点のVPで決着するので、VPで勝っているなら、ストックの少ない相手は追い風です。",
        },
        {
          en: "Islands 1 to 6 can come from a single die, but 7 to 12 only from the sum of two dice, and 12 needs two sixes. " +
            "The valuable islands are hard to aim at, for your rivals too.",
          ja: "1～6の島はダイス1個でも指せますが、7～12の島は2個の合計でしか指せず、12には6が2つ必要です。高いVPの島は狙いにくく、それは相手も同じです。",
        },
        {
          en: "Tribes piled on an island make it costly to take: three of yours cost a rival four. Rebalancing lets you guard your best islands.",
          ja: "部族を積んだ島は奪われにくくなります。自分の部族3個の島を奪うには4個必要です。島間の調整で大事な島を守りましょう。",
        },
      ],
    },
  ],
  terms: [
    term("island", "島", {
      en: "One of the twelve islands, named by its number 1 to 12. It holds the tribes of one player at most.",
      ja: "1～12の番号で呼ぶ12の島。ひとつの島にいるのは、ひとりのプレイヤーの部族だけです。",
    }),
    term("VP", "VP(勝利点)", {
      en: "Victory points: an island's worth, 1 to 4 by its number. Your VP is the sum over your islands.",
      ja: "勝利点。島の価値で、番号により1～4です。自分の島のVPの合計があなたのVPです。",
    }),
    term("tribe", "部族", {
      en: "Your tokens, 15 in your colour. They sit in your stock or on your islands.",
      ja: "あなたの色のトークン15個。ストックか自分の島にいます。",
    }),
    term("Stock", "ストック", {
      en: "Your tribes not on the board, shown beside your name. Colonising and sacrificing take from it; tribes driven out come back to it.",
      ja: "盤上にいない自分の部族で、名前の横に出ています。入植と生贄で減り、追い出された部族はここに戻ります。",
    }),
    term("dice", "ダイス", {
      en: "The three dice rolled for you each turn; they decide which islands you can reach.",
      ja: "毎手番に振られる3個のダイス。どの島に送り込めるかが決まります。",
    }),
    term("split", "分ける(分け方)", {
      en: "Your one compulsory choice: one die alone and the sum of the other two, as island numbers ('islands 3 and 5').",
      ja: "手番で必ず行う選択。ダイス1個の目と残り2個の合計を島の番号にします(「3と5の島」)。",
    }),
    term("island N only", "Nの島だけ", {
      en: "A split whose two numbers are equal, or rolled triples: only that island is used.",
      ja: "2つの数が同じ分け方、またはゾロ目。その島だけに入植(または調整)します。",
    }),
    term("first, then", "先に・次に(が先)", {
      en: "A split offered in both orders, because which island comes first changes the result (a burst or a seventh island).",
      ja: "どちらの島を先にするかで結果(バーストや7つ目の島)が変わるため、2通りの順で出る分け方です。",
    }),
    term("colonise", "入植", {
      en: "Sending tribes from your stock to an island your split names: 1 to an empty island, one more than the holder's tribes to a rival's.",
      ja: "分け方で指した島にストックから部族を送り込むこと。無人の島には1個、他の人の島にはそこの部族より1個多く送ります。",
    }),
    term("empty island", "無人の島", {
      en: "An island with no one's tribes on it; colonising it costs one tribe.",
      ja: "誰の部族もいない島。1個で入植できます。",
    }),
    term("N from stock", "ストックからN", {
      en: "On a split button: how many tribes the split sends from your stock.",
      ja: "分け方のボタンの表示。その分け方でストックから送り込む部族の数です。",
    }),
    term("N needed, M in stock", "必要N・ストックM", {
      en: "On a split button: your stock cannot pay for this split, so choosing it bursts.",
      ja: "分け方のボタンの表示。ストックで払えないので、選ぶとバーストします。",
    }),
    term("sacrifice", "生贄", {
      en: "Giving up one tribe from your stock for good to turn one die to any face, before the split.",
      ja: "ダイスを分ける前に、ストックの部族1個を捧げてダイス1個を好きな目に変えること。部族は戻りません。",
    }),
    term("Sacrificed", "生贄(欄)", {
      en: "Beside a name: how many tribes that player has sacrificed so far.",
      ja: "名前の横の欄。そのプレイヤーがこれまでに生贄にした部族の数です。",
    }),
    term("set", "変更", {
      en: "The mark on a die changed by a sacrifice this turn; it cannot be changed again.",
      ja: "この手番に生贄で変えたダイスの印。もう一度は変えられません。",
    }),
    term("triples", "ゾロ目", {
      en: "All three dice alike. Rolled triples use that island only and give another turn; triples made by sacrifice give no extra turn.",
      ja: "3個とも同じ目。振ってゾロ目ならその島だけを使い、もう一度手番を行います。生贄で作ったゾロ目では、もう一度の手番はありません。",
    }),
    term("rebalance", "島間の調整", {
      en: "Moving your tribes between your own islands, one at a time, after a split that named an island you already held.",
      ja: "すでに自分の島だった島を指したとき、自分の島どうしで部族を1個ずつ移すこと。",
    }),
    term("Done", "調整を終える", {
      en: "The button that ends your rebalancing and your turn.",
      ja: "島間の調整を終えて、手番を終えるボタン。",
    }),
    term("burst", "バースト", {
      en: "Having to colonise with too few tribes in stock. The game ends at once and the player who burst is out.",
      ja: "入植に必要な部族がストックで足りないこと。ゲームはただちに終わり、バーストした人は脱落します。",
    }),
    term("out", "脱落", {
      en: "What happens to a player who bursts: 0 VP and last place, whatever islands they held.",
      ja: "バーストした人の扱い。島を持っていても0VPで最下位です。",
    }),
    term("seven islands", "7島に入植", {
      en: "Holding seven or more islands: that player rules Micronesia and wins at once.",
      ja: "7つ以上の島に入植すること。その人がミクロネシアの覇権を掌握し、ただちに勝ちます。",
    }),
    term("Final scoring", "最終得点", {
      en: "The last lines of the log: each player's island VP and place when the game ends.",
      ja: "ゲーム終了時の記録。各プレイヤーの島のVPと順位です。",
    }),
  ],
  sectionOf(view: unknown): string {
    if (typeof view !== "object" || view === null) return "turn";
    const v = view as { step?: unknown; outcome?: unknown };
    if (v.step === "over" || (typeof v.outcome === "object" && v.outcome !== null)) return "end";
    if (v.step === "rebalance") return "turn-rebalance";
    if (v.step === "split") return "turn-split";
    return "turn";
  },
};
