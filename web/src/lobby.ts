// The lobby, /: my matches, a new match (game, seats, clock, options; then
// the invite links), and the open matches anyone may join.
import {
  accountSeats,
  claimSeat,
  createMatch,
  myMatches,
  openMatches,
  type CreateRequest,
  type Created,
  type GameInfo,
  type GameOption,
  type GamesList,
  type SeatRequest,
  type Summary,
} from "./api";
import { botName, gameName, loadCatalog } from "./catalog";
import { gameFacts, guideFor } from "./games/guides";
import { optionControl } from "./games/options";
import { ago } from "./clock";
import { button, h, replace, scrolling, select, type Child } from "./dom";
import { onLangChange, pick, say, t, type Named } from "./i18n";
import { errorText, showError } from "./layout";
import { levelName, strengthNote } from "./levels";
import { linkRow, matchLink } from "./links";
import { optionHelp } from "./optionhelp";
import { colourName, seatName, swatch } from "./seats";
import { currentAccount } from "./session";
import { allTokens, keepToken, savedName, saveName } from "./storage";
import { notifyChoice, setTitle } from "./turns";

/** A seat's choice in the form: "me", "invite", "open" or "bot:<spec>". */
type SeatChoice = string;

const clocks: Record<string, Named> = {
  "30s": { en: "30 seconds", ja: "30秒" },
  "2m": { en: "2 minutes", ja: "2分" },
  "10m": { en: "10 minutes", ja: "10分" },
  "1h": { en: "1 hour", ja: "1時間" },
  "24h": { en: "1 day", ja: "1日" },
  "72h": { en: "3 days", ja: "3日" },
};

/** seatRequest turns a seat's choice into what the server wants. */
function seatRequest(c: SeatChoice): SeatRequest {
  if (c.startsWith("bot:")) return { kind: "bot", bot: c.slice(4) };
  return c === "open" ? { kind: "person", open: true } : { kind: "person" };
}

/** lobbyPage draws the lobby into root. */
export function lobbyPage(root: HTMLElement): void {
  let catalog: GamesList | null = null;
  let game = "";
  let choices: SeatChoice[] = [];
  let options: Record<string, string> = {};
  let perMove = "";
  let onExpiry = "bot-move";
  let hintsChosen: boolean | null = null; // hints, as the creator set them; null: as the seats suggest
  let rated = false; // the creator asks for a rated match
  let signedIn = false; // only a signed-in creator is offered a rated match
  let name = savedName();
  let created: Created | null = null;
  let open: Summary[] = [];
  let mine: Summary[] = [];

  const mineBox = h("section", { class: "card mine" });
  const newBox = h("section", { class: "card new", "data-testid": "new-match" });
  const openBox = h("section", { class: "card open", "data-testid": "open-matches" });
  const gamesBox = h("section", { class: "card games", "data-testid": "games" });
  const lobby = h("div", { class: "lobby" }, gamesBox, mineBox, newBox, openBox);
  replace(root, lobby);
  setTitle("shima");

  function render(): void {
    renderGames();
    renderMine();
    renderNew();
    renderOpen();
  }

  /** renderGames shows each game with its picture, players and length, its guide and a way to start one. */
  function renderGames(): void {
    replace(
      gamesBox,
      h("h2", {}, t("games")),
      h(
        "ul",
        { class: "game-tiles" },
        (catalog?.games ?? []).map((g) => {
          const guide = guideFor(g.id);
          return h(
            "li",
            { class: "game-tile", "data-game": g.id },
            guide && h("div", { class: "guide-picture" }, guide.picture()),
            h("b", {}, pick(g.name)),
            h("small", { "data-testid": `facts-${g.id}` }, gameFacts(guide, g)),
            h(
              "span",
              { class: "row" },
              guide && h("a", { class: "button", href: `/learn/${encodeURIComponent(g.id)}`, "data-testid": `learn-${g.id}` }, t("how_to_play")),
              button({ "data-testid": `play-${g.id}`, title: t("play_game_help", pick(g.name)) }, t("play_game"), () => {
                created = null;
                setGame(g.id);
                renderNew();
                newBox.scrollIntoView({ behavior: scrolling(), block: "start" });
              }),
            ),
            h(
              "a",
              { class: "tile-board", href: `/leaderboard/${encodeURIComponent(g.id)}`, "data-testid": `leaderboard-${g.id}` },
              g.cooperative ? t("records") : t("leaderboard"),
            ),
          );
        }),
      ),
    );
  }

  function setGame(id: string): void {
    const g = catalog?.games.find((x) => x.id === id);
    if (!g || !catalog) return;
    game = id;
    const bot = g.bots.find((b) => b.spec.startsWith("greedy")) ?? g.bots[0];
    choices = Array.from({ length: g.min_seats }, (_, i) => (i === 0 ? "me" : bot ? "bot:" + bot.spec : "invite"));
    options = Object.fromEntries(g.options.map((o) => [o.key, o.default]));
  }

  function setSeats(n: number): void {
    const fill = choices[choices.length - 1] === "me" ? "invite" : choices[choices.length - 1] ?? "invite";
    choices = Array.from({ length: n }, (_, i) => choices[i] ?? fill);
  }

  /** setChoice sets seat i's choice: "me" may be chosen for several seats, played at this device. */
  function setChoice(i: number, c: SeatChoice): void {
    choices[i] = c;
  }

  /** applies reports whether option o counts with the options chosen (its when). */
  function applies(o: GameOption): boolean {
    return !o.when || options[o.when.key] === o.when.value;
  }

  function renderNew(): void {
    if (created) {
      replace(newBox, createdPanel(created));
      return;
    }
    const g = catalog?.games.find((x) => x.id === game);
    if (!catalog || !g) {
      replace(newBox, h("h2", {}, t("new_match")), h("p", {}, t("loading")));
      return;
    }
    const gameSelect = select(
      catalog.games.map((x) => [x.id, pick(x.name)]),
      game,
      (v) => (setGame(v), renderNew()),
      { "data-testid": "game" },
    );
    const counts = Array.from({ length: g.max_seats - g.min_seats + 1 }, (_, i) => g.min_seats + i);
    const countSelect = select(
      counts.map((n) => [String(n), String(n)]),
      String(choices.length),
      (v) => (setSeats(Number(v)), renderNew()),
      { "data-testid": "players" },
    );
    const seatKinds: Array<[string, string]> = [
      ["me", t("seat_me")],
      ["invite", t("seat_invite")],
      ["open", t("seat_open")],
      ...g.bots.map((b): [string, string] => ["bot:" + b.spec, t("seat_bot", levelName(b))]),
    ];
    const nameInput = h("input", { type: "text", maxlength: 40, value: name, placeholder: t("name_placeholder"), autocomplete: "nickname" });
    nameInput.addEventListener("input", () => {
      name = nameInput.value;
      saveName(name);
    });
    const createButton = h("button", { type: "submit", class: "primary", "data-testid": "create-match" }, t("create"));
    const form = h(
      "form",
      { class: "new-form" },
      h("h2", {}, t("new_match")),
      field(t("your_name"), nameInput),
      h("div", { class: "row" }, field(t("game"), gameSelect), field(t("players"), countSelect)),
      h(
        "fieldset",
        { class: "seat-choices" },
        h("legend", {}, t("seats")),
        choices.map((c, i) =>
          h(
            "label",
            { class: "seat-choice" },
            h("span", { class: "seat-label" }, swatch(i), t("seat_n", i + 1), " ", h("small", {}, colourName(i))),
            select(seatKinds, c, (v) => (setChoice(i, v), renderNew()), { "data-testid": `seat-kind-${i}` }),
          ),
        ),
        strengthNote(g),
        hintsField(),
        ratedField(g),
      ),
      h(
        "div",
        { class: "row" },
        field(
          t("clock"),
          select(
            [["", t("clock_none")], ...Object.entries(clocks).map(([k, v]): [string, string] => [k, say(v)])],
            perMove,
            (v) => ((perMove = v), renderNew()),
          ),
        ),
        perMove &&
          field(
            t("on_expiry"),
            select(
              [
                ["bot-move", t("expiry_bot_move")],
                ["bot-seat", t("expiry_bot_seat")],
              ],
              onExpiry,
              (v) => (onExpiry = v),
            ),
          ),
      ),
      g.options.length > 0 &&
        h(
          "fieldset",
          {},
          h("legend", {}, t("options")),
          g.options.filter(applies).map((o) => {
            const own = optionControl(game, {
              option: o,
              values: options,
              seats: choices.length,
              set: (k, v, quiet) => {
                options[k] = v;
                if (!quiet) renderNew();
              },
            });
            if (own) return field(pick(o.name) || o.key, own.control, own.help);
            return field(
              pick(o.name) || o.key,
              o.values.length > 0
                ? select(
                    o.values.map((v, i) => [v, o.value_names?.[i] ? pick(o.value_names[i]) : v]),
                    options[o.key] ?? o.default,
                    (v) => {
                      options[o.key] = v;
                      // Options that count only with this one's value come and go.
                      if (g.options.some((x) => x.when?.key === o.key)) renderNew();
                    },
                    { "data-testid": `option-${o.key}` },
                  )
                : textInput(options[o.key] ?? o.default, (v) => (options[o.key] = v), { "data-testid": `option-${o.key}` }),
              optionHelp(o),
            );
          }),
        ),
      createButton,
    );
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      // Only the options that count, as the form shows them.
      const shown = Object.fromEntries(Object.entries(options).filter(([k]) => g.options.find((o) => o.key === k && applies(o))));
      const req: CreateRequest = { game, seats: choices.map(seatRequest), options: shown };
      const mine = choices.flatMap((c, i) => (c === "me" ? [i] : []));
      if (mine.length > 0) {
        req.mine = mine;
        if (name.trim()) req.name = name.trim();
      }
      if (perMove) req.clock = { per_move: perMove, on_expiry: onExpiry };
      req.hints = hintsOn() ? "on" : "off";
      if (signedIn && rated && ratedProblem(g) === "") req.rated = true;
      createButton.disabled = true;
      createMatch(req).then(
        (c) => {
          for (const s of c.seats) if (s.token && c.yours?.includes(s.seat)) keepToken(c.id, s.token, s.seat);
          created = c;
          renderNew();
          refresh();
        },
        (err: unknown) => {
          createButton.disabled = false;
          showError(errorText(err));
        },
      );
    });
    replace(newBox, form);
  }

  /** hintsOn says whether the match will allow hints: as the creator set it, else when nobody but the creator and bots play. */
  function hintsOn(): boolean {
    return hintsChosen ?? choices.every((c) => c === "me" || c.startsWith("bot:"));
  }

  /** hintsField lets the creator allow hints from the coach (the strongest bot) during the match. */
  function hintsField(): HTMLElement {
    const box = h("input", { type: "checkbox", "data-testid": "hints" });
    box.checked = hintsOn();
    box.addEventListener("change", () => {
      hintsChosen = box.checked;
      if (signedIn && rated) renderNew(); // hints on: the match can no longer be rated
    });
    return h("label", { class: "hints-choice" }, box, " ", t("hints_allowed"), " ", h("small", { class: "hint" }, t("hints_help")));
  }

  /** ratedProblem says why a match of game g with the seats chosen cannot be rated, or "" when it can. */
  function ratedProblem(g: GameInfo): string {
    if (g.cooperative) return t("rated_coop");
    if (choices.some((c) => c.startsWith("bot:"))) return t("rated_no_bots");
    if (hintsOn()) return t("rated_no_hints");
    return "";
  }

  /** ratedField offers a signed-in creator a rated match, or says why this one cannot be. */
  function ratedField(g: GameInfo): HTMLElement | null {
    if (!signedIn) return null;
    const problem = ratedProblem(g);
    const box = h("input", { type: "checkbox", "data-testid": "rated", disabled: problem !== "" });
    box.checked = rated && problem === "";
    box.addEventListener("change", () => {
      rated = box.checked;
      if (rated) hintsChosen = false;
      renderNew();
    });
    return h(
      "label",
      { class: "rated-choice" },
      box,
      " ",
      t("rated"),
      " ",
      h("small", { class: "hint", "data-testid": "rated-why" }, problem || t("rated_help")),
    );
  }

  function createdPanel(c: Created): HTMLElement {
    const yours = c.yours ?? (c.you === undefined ? [] : [c.you]);
    const mine = c.seats.filter((s) => s.token && yours.includes(s.seat));
    // One person's several seats at this device: one link holds them all.
    const links = c.seats.filter((s) => s.invite && !(mine.length > 1 && yours.includes(s.seat)));
    const friendSeats = links.filter((s) => !yours.includes(s.seat) && s.token);
    const friends = friendSeats.length > 0;
    const open = c.seats.some((s) => s.open);
    return h(
      "div",
      { class: "created" },
      h("h2", {}, t("created")),
      friends && h("p", {}, t("invite_help")),
      open && h("p", {}, t("open_help")),
      h(
        "ul",
        { class: "invites" },
        links.map((s) =>
          h(
            "li",
            {},
            h("div", { class: "seat-label" }, swatch(s.seat), t("seat_n", s.seat + 1), " ", h("small", {}, colourName(s.seat))),
            yours.includes(s.seat) && h("small", { class: "hint" }, t("your_link")),
            linkRow(location.origin + s.invite!, `invite-${s.seat}`),
          ),
        ),
        // Several friends' seats may go to one friend, who plays them at one device.
        friendSeats.length > 1 &&
          h(
            "li",
            {},
            h("div", { class: "seat-label" }, friendSeats.map((s) => [swatch(s.seat), t("seat_n", s.seat + 1), " "])),
            h("small", { class: "hint" }, t("invite_together")),
            linkRow(matchLink(c.id, friendSeats.map((s) => s.token!).join(",")), "invite-together"),
          ),
        mine.length > 1 &&
          h(
            "li",
            {},
            h("div", { class: "seat-label" }, mine.map((s) => [swatch(s.seat), t("seat_n", s.seat + 1), " "])),
            h("small", { class: "hint" }, t("your_link_all")),
            linkRow(matchLink(c.id, mine.map((s) => s.token!).join(",")), "invite-mine"),
          ),
      ),
      h(
        "div",
        { class: "row" },
        h("a", { class: "button primary", href: `/m/${encodeURIComponent(c.id)}`, "data-testid": "open-created" }, t("open_match")),
        button({}, t("new_match"), () => ((created = null), renderNew())),
      ),
    );
  }

  function renderMine(): void {
    mineBox.hidden = allTokens().length === 0 && mine.length === 0;
    lobby.classList.toggle("no-mine", mineBox.hidden); // the open matches move up beside the form
    replace(
      mineBox,
      h("h2", {}, t("my_matches")),
      mine.length > 0 && notifyChoice(),
      mine.length === 0
        ? h("p", { class: "hint" }, t("no_mine"))
        : h(
            "ul",
            { class: "matches" },
            mine.map((m) =>
              h(
                "li",
                { class: m.your_turn ? "yours" : "" },
                h(
                  "a",
                  { href: `/m/${encodeURIComponent(m.id)}` },
                  h("b", {}, gameName(m.game)),
                  " ",
                  seatChips(m),
                  m.rated && h("span", { class: "chip rated" }, t("rated")),
                  h("span", { class: "status" }, matchStatus(m)),
                ),
              ),
            ),
          ),
    );
  }

  function renderOpen(): void {
    replace(
      openBox,
      h("div", { class: "card-head" }, h("h2", {}, t("open_matches")), button({ class: "small" }, t("refresh"), refresh)),
      open.length === 0
        ? h("p", { class: "hint" }, t("no_open"))
        : h(
            "ul",
            { class: "matches" },
            open.map((m) =>
              h(
                "li",
                {},
                h(
                  "div",
                  {},
                  h("b", {}, gameName(m.game)),
                  " ",
                  seatChips(m),
                  m.rated && h("span", { class: "chip rated" }, t("rated")),
                  h("small", { class: "when" }, t("updated", ago(m.updated))),
                ),
                h(
                  "div",
                  { class: "joins" },
                  m.seats
                    .filter((s) => s.open && !s.claimed)
                    .map((s) => button({ class: "primary" }, [swatch(s.seat), t("join_as", t("seat_n", s.seat + 1))], () => join(m.id, s.seat))),
                ),
              ),
            ),
          ),
    );
  }

  function join(match: string, seat: number): void {
    claimSeat(match, seat, name.trim()).then(
      (r) => {
        if (r.token) keepToken(match, r.token);
        location.href = `/m/${encodeURIComponent(match)}`;
      },
      (err: unknown) => {
        showError(errorText(err));
        refresh();
      },
    );
  }

  function refresh(): void {
    openMatches().then(
      (m) => ((open = m), renderOpen()),
      (err: unknown) => showError(errorText(err)),
    );
    // Signed in, the account's seats join this browser's own: any device
    // of the account keeps their tokens and plays them.
    currentAccount()
      .then((a) => (a ? accountSeats() : []))
      .then(
        (seats) => seats.forEach((s) => keepToken(s.match, s.token, s.seat)),
        () => undefined, // the seats this browser keeps are listed all the same
      )
      .then(listMine);
  }

  function listMine(): void {
    const tokens = allTokens();
    if (tokens.length === 0) return;
    myMatches(tokens).then(
      (m) => {
        // The seats yours to play first; a match where this device holds
        // several seats is listed once, as its turn if any of them is to move.
        const sorted = m.sort((a, b) => Number(b.your_turn ?? false) - Number(a.your_turn ?? false) || b.updated.localeCompare(a.updated));
        mine = sorted.filter((x, i) => sorted.findIndex((y) => y.id === x.id) === i);
        renderMine();
      },
      (err: unknown) => showError(errorText(err)),
    );
  }

  onLangChange(render);
  loadCatalog().then(
    (c) => {
      catalog = c;
      // A guide's "Play" link names its game (/?game=skye).
      const asked = new URLSearchParams(location.search).get("game");
      setGame(c.games.some((g) => g.id === asked) ? asked! : c.games[0]?.id ?? "");
      render(); // the lists drawn before it came named games and bots by id
    },
    (err: unknown) => showError(errorText(err)),
  );
  render();
  refresh();
  currentAccount().then(
    (a) => {
      signedIn = a !== null;
      renderNew();
    },
    () => undefined, // a guest's form, then
  );
  window.setInterval(() => document.visibilityState === "visible" && !created && refresh(), 20000);
}

/** matchStatus says whose turn it is in a listed match. */
function matchStatus(m: Summary): string {
  if (m.status === "abandoned") return t("abandoned");
  if (m.status !== "playing") return t("finished");
  if (m.your_turn) return t("turn_yours");
  const movers = m.to_move.map((seat) => m.seats[seat]).filter((s) => s !== undefined);
  return movers.length > 0 ? t("turn_many", movers.map(seatName).join(", ")) : "";
}

/** seatChips shows a listed match's seats: colour and player. */
function seatChips(m: Summary): HTMLElement {
  return h(
    "span",
    { class: "chips" },
    m.seats.map((s) =>
      h(
        "span",
        { class: "chip" + (s.seat === m.you ? " me" : "") },
        swatch(s.seat),
        s.kind === "bot" ? botName(s.bot ?? "") : s.claimed ? seatName(s) : t(s.open ? "open_seat" : "invited"),
      ),
    ),
  );
}

function field(label: string, control: HTMLElement, help?: Child): HTMLElement {
  return h("label", { class: "field" }, h("span", {}, label), control, help && h("small", { class: "hint" }, help));
}

function textInput(value: string, onChange: (v: string) => void, attrs = {}): HTMLInputElement {
  const el = h("input", { ...attrs, type: "text", value });
  el.addEventListener("input", () => onChange(el.value));
  return el;
}
