// shima's browser client: the lobby (/), a match (/m/{id}), a replay (/r/{id}),
// a game's "How to play" (/learn/{game}), the account (/account), a person's
// profile (/p/{id}) and a game's leaderboard (/leaderboard/{game}).
import { accountPage } from "./account";
import { mountShell } from "./layout";
import { learnPage } from "./learn";
import { leaderboardPage } from "./leaderboard";
import { lobbyPage } from "./lobby";
import { matchPage } from "./match";
import { profilePage } from "./profile";
import { replayPage } from "./replay";

const root = mountShell();
const [, kind, id] = location.pathname.match(/^\/(m|r|learn|p|leaderboard)\/([^/]+)\/?$/) ?? [];
if (kind === "m" && id) matchPage(root, decodeURIComponent(id));
else if (kind === "learn" && id) learnPage(root, decodeURIComponent(id));
else if (kind === "r" && id) replayPage(root, decodeURIComponent(id));
else if (kind === "p" && id) profilePage(root, decodeURIComponent(id));
else if (kind === "leaderboard" && id) leaderboardPage(root, decodeURIComponent(id));
else if (location.pathname === "/account") accountPage(root);
else lobbyPage(root);
