// shima's browser client: the lobby (/), a match (/m/{id}), a replay (/r/{id})
// and a game's "How to play" (/learn/{game}).
import { mountShell } from "./layout";
import { learnPage } from "./learn";
import { lobbyPage } from "./lobby";
import { matchPage } from "./match";
import { replayPage } from "./replay";

const root = mountShell();
const [, kind, id] = location.pathname.match(/^\/(m|r|learn)\/([^/]+)\/?$/) ?? [];
if (kind === "m" && id) matchPage(root, decodeURIComponent(id));
else if (kind === "learn" && id) learnPage(root, decodeURIComponent(id));
else if (kind === "r" && id) replayPage(root, decodeURIComponent(id));
else lobbyPage(root);
