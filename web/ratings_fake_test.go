package web

import (
	"net/http"
	"time"

	"shima/engine"
)

// ratingRoutes answers the profile and leaderboard API (server/API.md,
// "Ratings and profiles") for the browser tests: Hana's profile (acct1),
// Micronesia's leaderboard and Spirit Island's records.
func (f *fake) ratingRoutes(mux *http.ServeMux) {
	day := func(d int) time.Time { return time.Date(2026, 11, d, 12, 0, 0, 0, time.UTC) }
	mux.HandleFunc("GET /api/people/{id}", func(w http.ResponseWriter, r *http.Request) {
		if r.PathValue("id") != "acct1" {
			refuse(w, r, 404, "not_found", engine.T("no such person", "その人はいません"))
			return
		}
		reply(w, 200, map[string]any{
			"id": "acct1", "name": "Hana", "created": day(1),
			"ratings": []map[string]any{
				{"game": "micronesia", "rating": 7, "mu": 29.1, "sigma": 7.3, "games": 3, "history": []map[string]any{
					{"match": "m1", "rating": 3, "at": day(10)}, {"match": "m2", "rating": 1, "at": day(11)}, {"match": "over1", "rating": 7, "at": day(12)}}},
				{"game": "skye", "rating": -2, "mu": 22.4, "sigma": 8.1, "games": 1, "history": []map[string]any{{"match": "s1", "rating": -2, "at": day(9)}}},
			},
			"records": []map[string]any{{"spirit": "river-surges-in-sunlight", "adversary": "england", "level": 2, "match": "si1", "replay": "/r/si1", "at": day(8)}},
			"matches": []map[string]any{
				{"match": "over1", "game": "micronesia", "seat": 0, "place": 1, "players": 3, "won": true, "rated": true, "at": day(12), "replay": "/r/over1"},
				{"match": "si1", "game": "spiritisland", "seat": 1, "place": 1, "players": 2, "won": true, "rated": false, "at": day(8), "replay": "/r/si1"},
			},
			"played": []map[string]any{{"game": "micronesia", "matches": 4}, {"game": "skye", "matches": 1}, {"game": "spiritisland", "matches": 1}},
		})
	})
	mux.HandleFunc("GET /api/leaderboard/{game}", func(w http.ResponseWriter, r *http.Request) {
		switch r.PathValue("game") {
		case "spiritisland":
			reply(w, 200, map[string]any{"game": "spiritisland", "records": []map[string]any{
				{"account": "acct1", "name": "Hana", "spirit": "river-surges-in-sunlight", "adversary": "england", "level": 2, "match": "si1", "replay": "/r/si1", "at": day(8)}}})
		case "micronesia", "skye", "skymerchants", "catan":
			reply(w, 200, map[string]any{"game": r.PathValue("game"), "ratings": []map[string]any{
				{"rank": 1, "account": "acct2", "name": "Ken", "rating": 12, "games": 9},
				{"rank": 2, "account": "acct1", "name": "Hana", "rating": 7, "games": 3}}})
		default:
			refuse(w, r, 404, "not_found", engine.T("no such game", "そのゲームはありません"))
		}
	})
}
