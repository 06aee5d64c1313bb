// shima's browser client: the lobby (/), a match (/m/{id}) and a replay (/r/{id}).
import { mountShell } from "./layout";
import { lobbyPage } from "./lobby";
import { matchPage } from "./match";
import { replayPage } from "./replay";

const root = mountShell();
const [, kind, id] = location.pathname.match(/^\/([mr])\/([^/]+)\/?$/) ?? [];
if (kind === "m" && id) matchPage(root, decodeURIComponent(id));
else if (kind === "r" && id) replayPage(root, decodeURIComponent(id));
else lobbyPage(root);
