// The games and bots the server offers, fetched once per page.
import { games, type GamesList } from "./api";
import { pick } from "./i18n";

let list: GamesList = { games: [], bots: [] };
let loading: Promise<GamesList> | null = null;

/** loadCatalog fetches the games and bots (once; again after a failure). */
export function loadCatalog(): Promise<GamesList> {
  loading ??= games().then(
    (l) => (list = l),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** gameName is a game's name in the current language (its id until the catalog is loaded). */
export function gameName(id: string): string {
  return pick(list.games.find((g) => g.id === id)?.name) || id;
}

/** isCooperative tells whether a game's seats play as one team (false until the catalog is loaded). */
export function isCooperative(id: string): boolean {
  return list.games.find((g) => g.id === id)?.cooperative ?? false;
}

/** botName is a bot's name in the current language (its spec when unknown). */
export function botName(spec: string): string {
  return pick(list.bots.find((b) => b.spec === spec)?.name) || spec;
}

/** botSpecs lists the bots' specs, in the server's order. */
export function botSpecs(): string[] {
  return list.bots.map((b) => b.spec);
}
