// The "How to play" guide of Spirit Island as shima plays it, from the rules
// summary and games/spiritisland/RULES.md, with pictures drawn by the island
// map's own art (spiritisland-map.ts: lands, piece glyphs, blight, presence).
import { named as t } from "../i18n";
import { s, type Child } from "../dom";
import { shapes, type Pt } from "./spiritisland-data";
import { centroid } from "./spiritisland-geometry";
import { glyphBody, glyphsOf, pieceArt } from "./spiritisland-map";
import type { Health, Land, View } from "./spiritisland-view";
import type { Guide, Term } from "./types";

const w = (en: string, ja: string, meansEn: string, meansJa: string): Term => ({ term: t(en, ja), means: t(meansEn, meansJa) });

/** The pieces' full health in the base game. */
const full: Health = { explorer: 1, town: 2, city: 3, dahan: 2 };
/** Board A's terrains, from its ocean (0) to land 8 (boards.json). */
const terrainsA = ["ocean", "mountain", "wetland", "jungle", "sands", "wetland", "mountain", "sands", "jungle"];

/** What lies on a land of a picture. */
type On = Omit<Land, "land" | "terrain">;

/** landArt draws land n of board A, moved dx to the right, as the map does: its shape (ground) and its name and glyphs (tops). */
function landArt(n: number, on: On, k: number, named: boolean, dx = 0, cls = ""): { ground: Child; tops: Child } {
  const poly: Pt[] = (shapes.boards["A"]?.[n] ?? []).map((p) => [p[0] + dx, p[1]]);
  const terrain = terrainsA[n] ?? "ocean";
  const [cx, cy] = centroid(poly);
  const glyphs = glyphsOf({ land: "A" + n, terrain, ...on }, full);
  const perRow = glyphs.length <= 2 ? Math.max(glyphs.length, 1) : glyphs.length <= 4 ? 2 : 3;
  const rows = Math.ceil(glyphs.length / perRow);
  const step = 1.05 * k;
  const top = cy - ((rows - 1) * step) / 2 + (named ? 0.3 * k : 0);
  const ground = s("polygon", { class: `si-land t-${terrain}${cls}`, points: poly.map((p) => `${p[0].toFixed(2)},${p[1].toFixed(2)}`).join(" ") });
  const y = (top - 0.62 * k).toFixed(2);
  const name = named && n > 0 && s("text", { class: "si-name", x: cx.toFixed(2), y, style: "font-size: 0.7px" }, "A" + n);
  const tops = glyphs.map((g, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, glyphs.length - row * perRow);
    const x = cx + ((i % perRow) - (inRow - 1) / 2) * step;
    const at = `translate(${x.toFixed(2)},${(top + row * step).toFixed(2)}) scale(${k})`;
    return s("g", { class: `si-glyph${g.hurt ? " hurt" : ""}`, transform: at }, glyphBody(g));
  });
  return { ground, tops: [name, tops] };
}

/** picture wraps drawn lands (and anything over them) in an SVG on the map's sea-blue ground. */
function picture(viewBox: string, lands: { ground: Child; tops: Child }[], ...over: Child[]): SVGSVGElement {
  const [x, y, wd, ht] = viewBox.split(" ").map(Number) as [number, number, number, number];
  return s(
    "svg",
    { class: "si-guide-art", viewBox, role: "img", "aria-hidden": "true" },
    s("rect", { x, y, width: wd, height: ht, rx: 0.6, fill: "#cfe6f3" }),
    s("g", {}, lands.map((l) => l.ground)),
    s("g", { class: "si-tops" }, lands.map((l) => l.tops)),
    over,
  );
}

/** boardA draws the whole of board A with what lies on its lands. */
function boardA(on: Record<number, On>, k: number, named: boolean, viewBox: string): SVGSVGElement {
  return picture(viewBox, [0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => landArt(n, on[n] ?? {}, k, named)));
}

/** emblem: board A with invaders, dahan, blight and a spirit's sacred site. */
function emblem(): SVGSVGElement {
  const on: Record<number, On> = { 1: { explorer: 1 }, 2: { city: 1 }, 3: { dahan: 2 }, 4: { blight: 1 }, 5: { presence: [2] }, 6: { town: 1 } };
  return boardA(on, 2.8, false, "-1.5 1.3 15 10");
}

/** setUpArt: board A after set-up, Lightning's Swift Strike in A7 and the first explore (a jungle card). */
function setUpArt(): SVGSVGElement {
  const on: Record<number, On> = {
    2: { city: 1, dahan: 1 },
    3: { dahan: 2, explorer: 1 },
    4: { blight: 1 },
    6: { dahan: 1 },
    7: { dahan: 2, presence: [2] },
    8: { town: 1, explorer: 1 },
  };
  return boardA(on, 1.9, true, "-3.4 -0.4 23.3 12.06");
}

/** ravageArt: a jungle before and after a ravage by an explorer and a town against two dahan. */
function ravageArt(): SVGSVGElement {
  const arrow = s("path", { d: "M19.9,1.6 H21.4 M20.9,1.1 L21.5,1.6 L20.9,2.1", fill: "none", stroke: "#1d2a33", "stroke-width": 0.16 });
  const before = landArt(8, { explorer: 1, town: 1, dahan: 2 }, 1.8, false, 0, " mark-ravage");
  return picture("11.7 -0.5 17.9 7.2", [before, landArt(8, { explorer: 1, dahan_1: 1, blight: 1 }, 1.8, false, 9.6)], arrow);
}

/** terrorArt: the invaders each terror level asks to be gone, struck through, row by row (I, II, III). */
function terrorArt(): SVGSVGElement {
  const rows = [["explorer", "town", "city"], ["town", "city"], ["city"]];
  return s(
    "svg",
    { class: "si-guide-art", viewBox: "-0.8 -0.75 4.7 3.9", role: "img", "aria-hidden": "true" },
    s("rect", { x: -0.8, y: -0.75, width: 4.7, height: 3.9, rx: 0.3, fill: "#f7f1e6" }),
    rows.map((kinds, r) => [
      s("text", { class: "si-name", x: 0, y: r * 1.2 + 0.2 }, ["I", "II", "III"][r]),
      kinds.map((k, i) =>
        s(
          "g",
          { transform: `translate(${1.2 + i}, ${r * 1.2})` },
          pieceArt(k),
          s("path", { d: "M-0.4,-0.4 L0.4,0.4", stroke: "#c01818", "stroke-width": 0.09 }),
        ),
      ),
    ]),
  );
}

/** sectionOf reads the part of the round from the view: its step, and in the spirit phase the viewer's (or the first) spirit's phase. */
function sectionOf(view: unknown): string {
  if (!view || typeof view !== "object") return "turn";
  const v = view as Partial<View>;
  if (v.over === true || v.step === "over") return "end";
  switch (v.step) {
    case "spirit": {
      const decisions = Array.isArray(v.decisions) ? v.decisions : [];
      if (decisions.some((d) => d?.by?.kind === "setup")) return "setup";
      const spirits = Array.isArray(v.spirits) ? v.spirits : [];
      const sp = spirits.find((x) => x?.seat === v.viewer) ?? spirits[0];
      const phase = sp?.phase;
      if (phase === "growth" || phase === "growing") return "turn-growth";
      if (phase === "play" || phase === "done") return "turn-cards";
      return "turn";
    }
    case "fast":
      return "turn-fast";
    case "invader":
      return "turn-invaders";
    case "slow":
      return "turn-slow";
    default:
      return "turn";
  }
}

export const spiritislandGuide: Guide = {
  minutes: [90, 120],
  picture: emblem,
  intro: [
    t(
      "Spirit Island is a cooperative game for 1 to 4 players. Each of you is a spirit of the island, and colonists from across the sea, " +
        "the invaders, are landing on its shores. They explore, build towns and cities and ravage the land, leaving blight behind.",
      "スピリット・アイランドは1〜4人の協力ゲームです。プレイヤーはそれぞれ島に宿る精霊となり、海の向こうからやって来た侵略者と戦います。" +
        "侵略者は島に遠征して、町や都市を建て、土地を略奪して荒廃を残していきます。",
    ),
    t(
      "The spirits win or lose together. Spread your presence, use your powers to push, scare and destroy the invaders, and make them afraid: " +
        "the more fear they feel, the easier victory becomes. If blight overruns the island, a spirit vanishes or the invader deck runs out, " +
        "everyone loses.",
      "精霊たちは全員で勝ち、全員で負けます。存在を広げ、能力で侵略者を押し出し、脅かし、破壊しましょう。侵略者が不安を募らせるほど、" +
        "勝利条件はゆるくなっていきます。島が荒廃で覆われるか、精霊が1体でも消滅するか、侵略者デックが尽きると全員の敗北です。",
    ),
  ],
  sections: [
    {
      id: "setup",
      title: t("Setting up", "ゲームの準備"),
      text: [
        t(
          "shima does the whole set-up. Each spirit brings one island board (A to D, joined into one island) with its printed towns, cities, " +
            "dahan and blight. The invader deck (stage I on top, then II and III), the fear deck (3 cards per terror level), " +
            "the fear pool (4 per spirit) and the blight card are made ready.",
          "準備はすべてアプリが行います。精霊1体につき島ボード1枚(A〜D、つなげて1つの島にします)を使い、印刷どおりに町・都市・ダハン・荒廃を置きます。" +
            "侵略者デック(上からステージⅠ・Ⅱ・Ⅲ)、不安デック(恐怖レベルごとに3枚)、不安プール(精霊1体につき4)、荒廃カードも用意されます。",
        ),
        t(
          "Each spirit starts with its panel (growth options and two presence tracks full of presence), its four unique power cards in hand, " +
            "no energy, and presence on its own board where the panel says. A spirit that may choose that land does so as the game's first decision.",
          "各精霊は、精霊パネル(成長の選択肢と、存在で埋まった2本のトラック)、手札の固有能力カード4枚、精霊力0で始まり、" +
            "パネルの指示どおり自分の島ボードに存在を置きます。置く土地を選べる精霊は、それがゲーム最初の選択になります。",
        ),
        t(
          "Last, the invaders explore once: the top invader card is revealed, explorers arrive in its lands, and the card moves to Build. " +
            "The lobby's options choose the spirits, boards, blight card, power progression, an easier start and an adversary.",
          "最後に侵略者が1回遠征します。侵略者デックの一番上を公開してその土地に遠征隊を置き、カードは建設へ移ります。" +
            "精霊・島ボード・荒廃カード・能力進行・難易度・敵対国はロビーのオプションで選べます。",
        ),
      ],
      picture: () => ({
        art: setUpArt(),
        caption: t(
          "Board A set up: Lightning's Swift Strike (red) starts with 2 presence in A7, a sacred site. " +
            "The first explore, a jungle card, put explorers in A3 (coastal) and A8 (a town).",
          "準備後の島ボードA。稲妻の迅き一撃(赤)はA7に存在2つで始まり、そこは聖地です。" +
            "最初の遠征はジャングルで、A3(沿岸)とA8(町がある)に遠征隊が来ました。",
        ),
      }),
    },
    {
      id: "turn",
      title: t("A round", "ラウンドの流れ"),
      text: [
        t(
          "The game is played in rounds of five phases, always in this order. The spirits act at the same time and may talk everything over; " +
            "the app moves on once everyone is done.",
          "ゲームはラウンドのくり返しで、各ラウンドは次の5つのフェイズを順に行います。精霊たちは同時に行動し、何でも相談できます。" +
            "全員が終わると次へ進みます。",
        ),
        t(
          "The line at the top says who is asking and what for; the lit lands and pieces on the island are your choices.",
          "画面上部の案内には、誰が何のために選択を求めているかが出ます。島の上で光っている土地や駒が選べるものです。",
        ),
      ],
      steps: [
        t("Spirit phase: each spirit grows, gains energy and plays power cards, paying their cost.", "精霊フェイズ: 各精霊が成長し、精霊力を得て、能力カードをプレイします。"),
        t("Fast powers: fast cards and innate powers work, before the invaders act.", "即効能力フェイズ: 即効のカードと先天能力を、侵略者より先に使います。"),
        t("Invader phase: fear cards, then the invaders ravage, build and explore.", "侵略者フェイズ: 不安カードを解決し、侵略者が略奪・建設・遠征します。"),
        t("Slow powers: slow cards and innate powers work, after the invaders.", "遅発能力フェイズ: 遅発のカードと先天能力を、侵略者の後に使います。"),
        t("Time passes: played cards are discarded, damage heals, elements are lost.", "時間の経過: プレイしたカードは捨て札へ。ダメージは回復し、エレメントは失われます。"),
      ],
    },
    {
      id: "turn-growth",
      title: t("Spirit phase: growth and energy", "精霊フェイズ: 成長と精霊力"),
      text: [
        t(
          "Each spirit picks one growth option on its panel and does all of it, in order: reclaim your discarded cards, gain a power card, " +
            "gain energy, add presence…",
          "各精霊はパネルの成長の選択肢から1つを選び、その内容をすべて順に行います。捨て札の回収、能力カードの獲得、精霊力の獲得、存在の追加などです。",
        ),
        t(
          "To add presence, take it from your energy track or your card play track (your choice) and put it in a land within the range shown, " +
            "counted from your presence. The highest number a track shows uncovered is your energy each round, or your card plays. " +
            "Some spaces give an element every round or let you reclaim one card.",
          "存在を追加するときは、精霊力トラックとカードプレイトラックのどちらから取るかを選び、自分の存在から示された範囲内の土地に置きます。" +
            "トラックで見えている最大の数値が、毎ラウンドの精霊力やカードプレイ数になります。エレメントや「1枚回収」が見えるスペースもあります。",
        ),
        t(
          "To gain a power card, choose minor or major: four are drawn and you keep one. After a major you forget one of your cards. " +
            "With power progression on, you get the next card on your spirit's list instead. After growth you gain your energy.",
          "能力カードを得るときは小能力か大能力かを選び、4枚引いて1枚を取ります。大能力を取ったら、自分のカードを1枚失います(忘れる)。" +
            "能力進行を使う場合は、引く代わりに精霊ごとの一覧の次のカードを得ます。成長の後、精霊力を得ます。",
        ),
      ],
    },
    {
      id: "turn-cards",
      title: t("Spirit phase: playing power cards", "精霊フェイズ: 能力カードのプレイ"),
      text: [
        t(
          "Then play up to your card plays' number of cards from your hand. Each card costs energy, paid as you choose it; energy left over " +
            "is kept for later rounds. Tap Done when you have played what you want.",
          "次に、カードプレイ数までの能力カードを手札からプレイします。コストの精霊力は選んだときに支払い、余った精霊力は次のラウンド以降に持ち越せます。" +
            "選び終わったら「完了」を押します。",
        ),
        t(
          "The elements of every card played count at once for the whole round, slow cards' too. They switch on your innate powers: " +
            "each level whose elements you have works. Fast cards act before the invaders, slow cards after them.",
          "プレイしたカードのエレメントは、遅発のカードも含めてすぐにこのラウンドの間有効になります。エレメントが揃うと先天能力が使え、" +
            "揃った段階の効果がすべて働きます。即効のカードは侵略者より前に、遅発のカードは後に効きます。",
        ),
        t(
          "Played cards go to your discard at the end of the round, and only a reclaim brings them back: plan the rounds you reclaim.",
          "プレイしたカードはラウンドの終わりに捨て札になり、回収しないと戻りません。いつ回収するかも計画しましょう。",
        ),
      ],
    },
    {
      id: "turn-fast",
      title: t("Fast powers", "即効能力フェイズ"),
      text: [
        t(
          "Each spirit uses its fast powers: the fast cards it played and its fast innate powers whose elements it has. Any spirit may go first, " +
            "but a power is resolved completely before another starts. You may skip a power, or tap Done to let the rest of this phase go.",
          "各精霊は即効能力を使います。プレイした即効のカードと、エレメントが揃った即効の先天能力です。どの精霊から使ってもかまいませんが、" +
            "1つの能力を最後まで解決してから次に進みます。能力ごとに使わないこともでき、「完了」でこのフェイズの残りを見送ります。",
        ),
        t(
          "A power targets a land (or a spirit). Range is counted in steps between adjacent lands from one of your presence (from a sacred site " +
            "if the card says so); range 0 is the land itself. The ocean is not a land: range never crosses it. Many powers ask for a land " +
            "with invaders, dahan, blight, on the coast…",
          "能力は土地(または精霊)を対象にします。範囲は自分の存在(カードによっては聖地)から隣接する土地を何歩たどるかで数え、範囲0はその土地自身です。" +
            "海は土地ではないので、範囲は海を越えません。侵略者あり・ダハンあり・沿岸など、対象の土地に条件がある能力も多くあります。",
        ),
        t(
          "Typical effects: damage, destroy, push (pieces out to adjacent lands), gather (pieces in from adjacent lands), fear and Defend. " +
            "Lightning's Swift Strike and Thunderspeaker can use some slow powers as fast.",
          "主な効果は、ダメージ、破壊、押し出す(隣の土地へ動かす)、集める(隣の土地から引き寄せる)、不安、防御です。" +
            "稲妻の迅き一撃や雷鳴を告げる者は、遅発能力の一部を即効で使えます。",
        ),
      ],
    },
    {
      id: "turn-invaders",
      title: t("Invader phase", "侵略者フェイズ"),
      text: [
        t(
          "The invader board has three spaces, Ravage, Build and Explore. The card on each names a terrain (stage III cards name two, one stage II " +
            "card the coastal lands) and the invaders act in those lands. The app runs the phase and asks only when the spirits have a choice.",
          "侵略者ボードには「略奪」「建設」「遠征」の3つのスペースがあり、そこの侵略者カードが示す地形(ステージⅢは2つの地形、ステージⅡには沿岸のカードも)" +
            "の土地で侵略者が行動します。処理はアプリが行い、精霊が選ぶ場面だけ質問します。",
        ),
      ],
      steps: [
        t("Blighted island: once the blight card has turned over, its effect (if it has one) happens here.", "荒廃した島: 荒廃カードが裏返っていれば、その効果(あれば)を適用します。"),
        t(
          "Fear: the fear cards earned are turned up and resolved in the order earned, with the effect of the current terror level.",
          "不安: 獲得した不安カードを獲得順に表にして、現在の恐怖レベルの効果を解決します。",
        ),
        t(
          "Ravage: in each land of the Ravage card the invaders deal damage (explorer 1, town 2, city 3) less its Defend. 2 or more adds 1 blight " +
            "to the land. The same damage falls on the dahan (2 destroys one); each surviving dahan strikes back with 2 damage, which shima aims " +
            "at cities first, then towns, then explorers.",
          "略奪: 略奪カードの各土地で侵略者がダメージを与えます(遠征隊1、町2、都市3、防御の分だけ減る)。2以上なら土地に荒廃1つ。" +
            "同じダメージがダハンにも入り(2で1体破壊)、生き残ったダハンは1体につき2ダメージで反撃します。アプリは都市、町、遠征隊の順に狙います。",
        ),
        t(
          "Build: in each land of the Build card that has an invader, a city if towns outnumber cities, otherwise a town.",
          "建設: 建設カードの土地のうち侵略者がいる土地に、町が都市より多ければ都市を、そうでなければ町を1つ置きます。",
        ),
        t(
          "Explore: the next invader card is revealed. Each of its lands that is coastal, or has a town or city, or is next to one, gets 1 explorer.",
          "遠征: 侵略者デックの次のカードを公開し、その土地のうち、沿岸か、町・都市があるか、その隣の土地に遠征隊を1つずつ置きます。",
        ),
        t(
          "The cards move on: Explore to Build, Build to Ravage, Ravage to the discard. What is explored now is built in, then ravaged.",
          "カードの移動: 遠征→建設→略奪→捨て札と1つずつ移ります。今遠征された土地は、次のラウンドに建設、その次に略奪されます。",
        ),
      ],
      picture: () => ({
        art: ravageArt(),
        caption: t(
          "A ravage: an explorer and a town deal 3. The land takes blight; one dahan dies, the other is hurt (♥1) " +
            "and strikes back for 2, destroying the town (1 fear).",
          "略奪: 遠征隊と町で3ダメージ。土地に荒廃が置かれ、ダハン1体が破壊され、もう1体は傷を負い(♥1)、" +
            "2ダメージで反撃して町を破壊します(不安1)。",
        ),
      }),
    },
    {
      id: "turn-slow",
      title: t("Slow powers", "遅発能力フェイズ"),
      text: [
        t(
          "Just like the fast phase, for the slow cards and slow innate powers. They work after the invaders: the cards have already moved on, " +
            "so the board shows where the next ravage and build will be.",
          "即効能力フェイズと同じ手順で、遅発のカードと遅発の先天能力を使います。侵略者の後に効くので、侵略者カードはすでに移動しており、" +
            "次の略奪と建設の場所がもう見えています。",
        ),
      ],
    },
    {
      id: "turn-time",
      title: t("Time passes", "時間の経過"),
      text: [
        t(
          "The round ends by itself: played cards go to each spirit's discard, damaged invaders and dahan heal, elements are lost, " +
            "and Defend and the other one-round effects end. Energy stays. A new round begins with growth.",
          "ラウンドは自動で終わります。プレイしたカードは各自の捨て札になり、ダメージを受けた侵略者とダハンは回復し、エレメントは失われ、" +
            "防御やこのラウンドだけの効果も終わります。精霊力は残ります。そして次のラウンドの成長が始まります。",
        ),
      ],
    },
    {
      id: "score",
      title: t("Winning and losing", "勝利と敗北"),
      text: [
        t(
          "Fear wins the game. Each fear a power generates, and each town (1) or city (2) destroyed, takes one marker from the fear pool. " +
            "When the pool is empty, the spirits earn the top fear card and the pool fills again; the next invader phase resolves it.",
          "勝利の鍵は不安です。能力で生み出した不安と、町の破壊(1)・都市の破壊(2)の分だけ、不安プールからマーカーが移ります。" +
            "プールが空になると不安デックの一番上のカードを獲得し、プールは元に戻ります。獲得した不安カードは次の侵略者フェイズに解決されます。",
        ),
        t(
          "Every third card earned raises the terror level at once, and the victory condition gets easier. The invader board shows it as To win now:",
          "3枚獲得するごとに恐怖レベルがすぐに上がり、勝利条件がゆるくなります。侵略者ボードの「いま勝つには」に表示されます。",
        ),
        t(
          "The spirits lose at once when the blight runs out (with the blight card, its healthy side's blight runs out first: the card turns over " +
            "to Blighted Island with more blight, and when that runs out too), when any spirit has no presence left on the island, or when " +
            "an explore finds the invader deck empty. A win at the same moment as a loss is a win.",
          "次のときは即座に敗北です。荒廃が尽きたとき(荒廃カードでは、健常な島の面の荒廃が尽きるとカードが裏返って荒廃した島になり、荒廃が補充されます。" +
            "それも尽きたとき)、いずれかの精霊の存在が島になくなったとき、遠征で侵略者デックが尽きていたとき。勝利と敗北が同時なら勝利です。",
        ),
      ],
      steps: [
        t("Terror level I: no invaders left on the island (no explorers, towns or cities).", "恐怖レベルⅠ: 島に侵略者(遠征隊・町・都市)が1つもない。"),
        t("Terror level II: no towns or cities.", "恐怖レベルⅡ: 島に町も都市もない。"),
        t("Terror level III: no cities.", "恐怖レベルⅢ: 島に都市がない。"),
        t("Earning the last fear card wins at once.", "最後の不安カードを獲得したら、その場で勝利。"),
      ],
      picture: () => ({
        art: terrorArt(),
        caption: t(
          "What must be gone from the island to win, at terror levels I, II and III.",
          "勝つために島からなくすもの(恐怖レベルⅠ・Ⅱ・Ⅲ)。",
        ),
      }),
    },
    {
      id: "end",
      title: t("The end of the game", "ゲームの終了"),
      text: [
        t(
          "The game ends the moment a victory or a loss condition is met, even in the middle of a power or of the invader phase: the rest " +
            "is not played. The app checks after every action and every step of the invader phase.",
          "勝利条件か敗北条件が満たされた瞬間にゲームは終わります。能力や侵略者フェイズの途中でも、残りは行いません。" +
            "アプリは行動のたびと、侵略者フェイズの各ステップの後に確認します。",
        ),
        t(
          "The result says how it ended: terror victory, the fear deck emptied, blight overran the island, a spirit was destroyed, " +
            "the invader deck ran out, or (against England) a land held 7 towns and cities.",
          "結果には終わり方が出ます。恐怖による勝利、不安デックが尽きた、荒廃が広がりすぎた、精霊が消滅した、侵略者デックが尽きた、" +
            "(イングランド相手なら)1つの土地に町と都市が7つ以上になった、のいずれかです。",
        ),
      ],
    },
    {
      id: "adversaries",
      title: t("Adversaries", "敵対国"),
      text: [
        t(
          "An adversary is a nation leading the invaders; it makes the game harder. From the easiest: Brandenburg-Prussia, England, Sweden. " +
            "Level 0 adds its escalation (England also its loss condition); each level from 1 to 6 adds one more rule and may change the decks. " +
            "The lobby shows each choice's difficulty, and the invader board lists the rules in play.",
          "敵対国は侵略者を率いる国で、ゲームを難しくします。易しい順にブランデンブルク=プロイセン王国、イングランド王国、スウェーデン王国。" +
            "レベル0では拡大効果(イングランドは敗北条件も)が加わり、レベル1〜6で1つずつルールが増え、デックが変わることもあります。" +
            "難易度はロビーに、使われているルールは侵略者ボードに表示されます。",
        ),
        t(
          "Escalation (⚑) happens when a flagged stage II card is revealed at explore: Prussia adds a town (Land Rush), England builds " +
            "in each board's most crowded land (Building Boom), Sweden turns a dahan into a town where the invaders explored and are at least " +
            "as many as the dahan (Swayed by the Invaders). Against England, a land with 7 towns and cities loses (Proud & Mighty Capital).",
          "拡大効果(⚑)は、旗のあるステージⅡのカードが遠征で公開されたときに起こります。プロイセンは町を1つ追加(土地獲得競争)、" +
            "イングランドは各島ボードで町と都市が最も多い土地に建設(建設ブーム)、スウェーデンは遠征された土地で侵略者がダハン以上いればダハン1体を町に" +
            "置き換えます(侵略者になびく)。イングランドでは、町と都市が合わせて7つ以上の土地ができても敗北です(誇り高き強大な首都)。",
        ),
      ],
    },
  ],
  terms: [
    w("Spirit", "精霊", "A player: a power of the island with its own panel, growth, tracks and powers.",
      "プレイヤーのこと。島に宿る存在で、それぞれ固有のパネル・成長・トラック・能力を持ちます。"),
    w("Presence", "存在", "Your spirit's markers on the island. Powers reach from them; a spirit with none left on the island is destroyed.",
      "島に置いた精霊のマーカー。能力はここから届きます。島に1つもなくなると、その精霊は消滅します。"),
    w("Sacred site", "聖地",
      "A land with 2 or more of one spirit's presence (for River Surges in Sunlight, a wetland with 1). Some powers reach only from one.",
      "同じ精霊の存在が2つ以上ある土地(陽光を浴びた大河のうねりは、自分の存在がある湿地も)。聖地からしか届かない能力もあります。"),
    w("Growth", "成長", "The first step of a round: one of the options on your panel, all of it.",
      "ラウンドの最初のステップ。パネルの選択肢から1つを選び、すべて行います。"),
    w("Energy", "精霊力", "What power cards cost. Each round you gain the highest number uncovered on your energy track; energy left over is kept.",
      "能力カードのコスト。毎ラウンド、精霊力トラックで見えている最大の数値分を得ます。余った分は持ち越せます。"),
    w("Card plays", "カードプレイ", "How many cards you may play a round: the highest number uncovered on the card play track.",
      "1ラウンドにプレイできるカードの枚数。カードプレイトラックで見えている最大の数値です。"),
    w("Elements", "エレメント",
      "Sun, moon, fire, air, water, earth, plant, animal, on cards and some track spaces. Those you have this round switch on innate powers.",
      "太陽・月・火・風・水・大地・植物・動物。カードやトラックに描かれ、このラウンドに持っている分で先天能力などが働きます。"),
    w("Minor / major power", "小能力・大能力",
      "Power cards gained by growth: minors are cheap; majors are strong and costly, and gaining one makes you forget a card.",
      "成長で得る能力カード。小能力は安く、大能力は強力で高価です。大能力を得たらカードを1枚失います。"),
    w("Unique powers", "固有能力カード", "The four power cards each spirit starts with, its own.",
      "各精霊が最初から持っている、その精霊だけの能力カード4枚。"),
    w("Innate power", "先天能力",
      "Powers printed on the panel, used without a card when you have the elements of their first level; each level reached adds its effect.",
      "精霊パネルに印刷された能力。カードなしで、最初の段階のエレメントが揃うと使え、揃った段階の効果がすべて働きます。"),
    w("Fast / slow", "即効・遅発", "A power's speed: fast ones work before the invader phase, slow ones after it.",
      "能力の速さ。即効は侵略者フェイズの前に、遅発は後に効きます。"),
    w("Range", "範囲", "How far a power reaches, in steps between adjacent lands from your presence (or sacred site). The ocean is never crossed.",
      "能力が届く距離。自分の存在(または聖地)から隣接する土地を何歩たどるかで数えます。海は越えません。"),
    w("Reclaim", "回収", "Taking cards from your discard back into your hand.",
      "捨て札のカードを手札に戻すこと。"),
    w("Forget", "忘れる(失う)", "Losing one of your power cards for good (after gaining a major, or when a card says so).",
      "能力カードを1枚手放すこと(大能力を得たときや、カードの指示で)。"),
    w("Dahan", "ダハン", "The island's people: 2 health. Ravages hurt them, and each survivor strikes back with 2 damage. Many powers move them.",
      "島の先住民。体力2。略奪でダメージを受け、生き残ると1体につき2ダメージで反撃します。動かす能力も多くあります。"),
    w("Invaders", "侵略者",
      "Explorer (1 health, deals 1), town (2, deals 2) and city (3, deals 3). England's higher levels make towns and cities tougher.",
      "遠征隊(体力1、ダメージ1)、町(体力2、ダメージ2)、都市(体力3、ダメージ3)。イングランドの高レベルでは町と都市が頑丈になります。"),
    w("Damage / health", "ダメージ・体力",
      "Damage equal to a piece's health destroys it; less stays on it (the map shows ♥ and the health left) until time passes.",
      "体力と同じだけのダメージで駒は破壊されます。足りない分は時間の経過まで残ります(地図に♥と残り体力が出ます)。"),
    w("Destroy / remove", "破壊・除去", "A destroyed town or city gives fear (1 or 2); a removed or replaced piece just leaves, without fear.",
      "町や都市を破壊すると不安(1か2)が生まれます。除去や置き換えでは不安は生まれません。"),
    w("Push / gather", "押し出す・集める", "Push moves pieces from a land to adjacent lands; gather brings pieces into a land from adjacent ones.",
      "押し出すは駒を隣の土地へ動かすこと、集めるは隣の土地から駒を引き寄せることです。"),
    w("Defend", "防御", "Lowers the invaders' ravage damage in a land, this round.",
      "このラウンド、その土地で侵略者が略奪で与えるダメージを減らします。"),
    w("Ravage", "略奪", "The invaders damage the land and the dahan; 2 damage or more leaves blight.",
      "侵略者が土地とダハンにダメージを与えること。2以上で荒廃が置かれます。"),
    w("Build", "建設", "A town (or a city, where towns outnumber cities) comes to a land with invaders.",
      "侵略者のいる土地に町(町が都市より多ければ都市)が置かれること。"),
    w("Explore", "遠征", "Explorers arrive in the lands of a newly revealed invader card.",
      "新しく公開した侵略者カードの土地に遠征隊が来ること。"),
    w("Invader card", "侵略者カード", "Names the lands where the invaders act. Stage I and II name one terrain (or the coast), stage III two.",
      "侵略者が行動する土地を示すカード。ステージⅠ・Ⅱは地形1つ(または沿岸)、ステージⅢは地形2つ。"),
    w("Blight", "荒廃", "Damage to the land. It destroys one presence of each spirit there; added where blight lies, it cascades to an adjacent land.",
      "土地の傷。置かれた土地の各精霊の存在を1つずつ破壊し、すでに荒廃がある土地に置かれると隣の土地へ連鎖します。"),
    w("Blight card", "荒廃カード",
      "Holds the blight (2 per spirit + 1 on its healthy side); emptied, it turns to Blighted Island, and when that empties the spirits lose.",
      "荒廃の置き場(健常な島の面に精霊1体につき2+1)。尽きると荒廃した島に裏返り、それも尽きると敗北です。"),
    w("Fear", "不安", "What scares the invaders. Each empty fear pool earns a fear card.",
      "侵略者を脅かす力。不安プールが空になるたびに不安カードを1枚獲得します。"),
    w("Fear card", "不安カード", "Earned by fear and resolved in the invader phase, with the effect of the terror level then.",
      "不安で獲得し、侵略者フェイズにその時の恐怖レベルの効果で解決するカード。"),
    w("Terror level", "恐怖レベル", "I, II or III: rises with the fear cards earned and sets what the spirits must clear to win.",
      "Ⅰ・Ⅱ・Ⅲ。獲得した不安カードで上がり、勝つために島からなくすものが決まります。"),
    w("Adversary / escalation", "敵対国・拡大効果", "The nation leading the invaders, with extra rules; its escalation happens on flagged stage II cards.",
      "侵略者を率いる国で、追加のルールを持ちます。拡大効果は旗のあるステージⅡのカードで起こります。"),
  ],
  sectionOf,
};
