package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"shima/engine"
	"shima/internal/long"
	"shima/match"
	"shima/store"
)

// lobbyGames is the part of GET /api/games the lobby's form is built from.
type lobbyGames struct {
	Games []lobbyGameInfo `json:"games"`
}

// lobbyGameInfo is a game of GET /api/games: its seats and options.
type lobbyGameInfo struct {
	ID       string `json:"id"`
	MinSeats int    `json:"min_seats"`
	MaxSeats int    `json:"max_seats"`
	Options  []struct {
		Key        string   `json:"key"`
		Default    string   `json:"default"`
		Values     []string `json:"values"`
		ValueNames []struct {
			EN string `json:"en"`
			JA string `json:"ja"`
		} `json:"value_names"`
		When *struct {
			Key   string `json:"key"`
			Value string `json:"value"`
		} `json:"when"`
	} `json:"options"`
}

// applies reports whether g's option o counts with the options in set
// (the others at their defaults): the form shows only those.
func (g lobbyGameInfo) applies(key string, set map[string]string) bool {
	for _, o := range g.Options {
		if o.Key != key || o.When == nil {
			continue
		}
		v, ok := set[o.When.Key]
		for _, w := range g.Options {
			if !ok && w.Key == o.When.Key {
				v = w.Default
			}
		}
		return v == o.When.Value
	}
	return true
}

// lobbyForm is what the new-match form shows.
type lobbyForm struct {
	Game    string            `json:"game"`
	Players string            `json:"players"`
	Seats   []string          `json:"seats"` // me, invite, open or bot:<spec>
	Options map[string]string `json:"options"`
}

const readLobbyForm = `(() => ({
	game: document.querySelector('[data-testid="game"]').value,
	players: document.querySelector('[data-testid="players"]').value,
	seats: [...document.querySelectorAll('[data-testid^="seat-kind-"]')].map(e => e.value),
	options: Object.fromEntries([...document.querySelectorAll('[data-testid^="option-"]')].map(e => [e.dataset.testid.slice(7), e.value])),
}))()`

// A newcomer's lobby, fresh each time (nothing left over from another
// game), for every game and seat count: the form shows the game's seats and
// offers its options, and the match created is exactly what the form
// showed: the game, each seat in turn order, and the options as set.
func TestTheLobbyCreatesWhatItShows(t *testing.T) {
	url, browser, st := serverStoreAndBrowser(t)
	dir := artifacts(t)
	resp, err := http.Get(url + "/api/games")
	if err != nil {
		t.Fatal(err)
	}
	var catalog lobbyGames
	err = json.NewDecoder(resp.Body).Decode(&catalog)
	resp.Body.Close()
	if err != nil || len(catalog.Games) < 3 {
		t.Fatalf("the games: %v, %+v", err, catalog)
	}
	for _, g := range catalog.Games {
		// A choice other than an option's default goes through too, at the
		// most seats the game takes it with (Catan's beginner board is for
		// 3-4 players only).
		otherAt := map[string]int{}
		for _, o := range g.Options {
			if len(o.Values) < 2 {
				continue
			}
			for n := g.MaxSeats; n >= g.MinSeats && otherAt[o.Key] == 0; n-- {
				cfg := engine.Config{Seats: n, Seed: 1, Options: map[string]string{o.Key: o.Values[len(o.Values)-1]}}
				if o.When != nil { // set in the lobby with the option it counts with
					cfg.Options[o.When.Key] = o.When.Value
				}
				if _, err := engine.NewState(g.ID, cfg); err == nil {
					otherAt[o.Key] = n
				}
			}
		}
		// Every size in the long run; the fewest, the most and those an
		// option is tried at in the lean one.
		sizes := map[int]bool{g.MinSeats: true, g.MaxSeats: true}
		for _, n := range otherAt {
			sizes[n] = true
		}
		for n := g.MinSeats; n <= g.MaxSeats; n++ {
			if !sizes[n] && !long.On() {
				continue
			}
			t.Run(fmt.Sprintf("%s-%d", g.ID, n), func(t *testing.T) {
				set := map[string]string{}
				for _, o := range g.Options {
					if otherAt[o.Key] == n {
						set[o.Key] = o.Values[len(o.Values)-1]
						if o.When != nil {
							set[o.When.Key] = o.When.Value
						}
					}
				}
				createFromLobby(t, lobby{url, browser, st, dir}, g, n, set, fmt.Sprintf("lobby-%s-%d.png", g.ID, n))
			})
		}
	}
}

// A newcomer creates The Unknown Island for 3 to 6 players: the match is
// Catan with the seats the form showed and the scenario chosen.
func TestTheLobbyCreatesTheUnknownIsland(t *testing.T) {
	url, browser, st := serverStoreAndBrowser(t)
	dir := artifacts(t)
	g := lobbyGame(t, url, "catan")
	for n := 3; n <= 6; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			rec := createFromLobby(t, lobby{url, browser, st, dir}, g, n, map[string]string{"scenario": "unknown-island"}, fmt.Sprintf("lobby-catan-unknown-%d.png", n))
			if rec.Config.Options["scenario"] != "unknown-island" {
				t.Errorf("created with options %v, not The Unknown Island", rec.Config.Options)
			}
			state, err := engine.NewState(rec.Config.Game, engine.Config{Seats: len(rec.Config.Seats), Seed: 1, Options: rec.Config.Options})
			if err != nil {
				t.Fatal(err)
			}
			var v struct{ Scenario, Board, Step string }
			data, _ := json.Marshal(state.View(engine.Spectator))
			if err := json.Unmarshal(data, &v); err != nil || v.Scenario != "unknown-island" || v.Board != fmt.Sprintf("unknown-%d", n) || v.Step != "select" {
				t.Errorf("the match's options set up %+v (%v)", v, err)
			}
		})
	}
}

// optionHelpNamed checks, on a lobby page in lang, that the help under
// each option of g the form shows names its values by their names (the
// games write a value as "base: …" or "(no-second)" in their help).
func optionHelpNamed(t *testing.T, p *person, g lobbyGameInfo, lang string) {
	t.Helper()
	helps := eval[map[string]string](p, `(() => {
		const out = {};
		for (const e of document.querySelectorAll('[data-testid^="option-"]')) {
			const hint = e.closest(".field")?.querySelector(".hint");
			if (hint && document.documentElement.lang === `+jsString(lang)+`) out[e.dataset.testid.slice(7)] = hint.textContent;
		}
		return out;
	})()`)
	if len(helps) == 0 && len(g.Options) > 0 {
		t.Fatalf("no option's help shows in %s", lang)
	}
	for _, o := range g.Options {
		help, ok := helps[o.Key]
		if !ok || len(o.ValueNames) != len(o.Values) {
			continue
		}
		names := make([]string, len(o.Values))
		rest := help // the help without the values' names, which may hold an id's letters
		for i := range o.Values {
			names[i] = o.ValueNames[i].EN
			if lang == "ja" {
				names[i] = o.ValueNames[i].JA
			}
			rest = strings.ReplaceAll(rest, names[i], " · ")
		}
		for i, v := range o.Values {
			raw := regexp.MustCompile(`(^|[^A-Za-z0-9-])` + regexp.QuoteMeta(v) + `:|\(` + regexp.QuoteMeta(v) + `\)`)
			if names[i] != v && (raw.MatchString(rest) || strings.Contains(v, "-") && strings.Contains(rest, v)) {
				t.Errorf("%s: the help of %s names %q by its id, not as %q: %q", lang, o.Key, v, names[i], help)
			}
		}
	}
}

// lobby is the server, its store and the browser a lobby test uses.
type lobby struct {
	url     string
	browser context.Context
	st      store.Store
	dir     string
}

// lobbyGame is game id as GET /api/games gives it.
func lobbyGame(t *testing.T, url, id string) lobbyGameInfo {
	t.Helper()
	resp, err := http.Get(url + "/api/games")
	if err != nil {
		t.Fatal(err)
	}
	var catalog lobbyGames
	err = json.NewDecoder(resp.Body).Decode(&catalog)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range catalog.Games {
		if g.ID == id {
			return g
		}
	}
	t.Fatalf("no game %s in %+v", id, catalog)
	return lobbyGameInfo{}
}

// createFromLobby fills a fresh lobby's form for game g with n players (an
// invite and an open seat among them) and the options in set, creates the
// match and checks that it is what the form showed: the game, each seat in
// turn order, and the options. It returns the match's record.
func createFromLobby(t *testing.T, l lobby, g lobbyGameInfo, n int, set map[string]string, shot string) store.Record {
	t.Helper()
	browser, url, st, dir := l.browser, l.url, l.st, l.dir
	p := newPerson(t, browser, g.ID, dir)
	p.run(chromedp.Navigate(url+"/"), chromedp.WaitVisible(chromedp.CSS(`[data-testid="create-match"]`)))
	p.run(chromedp.SendKeys(chromedp.CSS(`form.new-form input[type="text"]`), "Hana"))
	p.choose("game", g.ID)
	if n != g.MinSeats { // else the form as a new game draws it
		p.choose("players", strconv.Itoa(n))
		p.choose("seat-kind-1", "invite")
		if n > 2 {
			p.choose(fmt.Sprintf("seat-kind-%d", n-1), "open")
		}
	}
	var keys []string
	for _, o := range g.Options {
		if !g.applies(o.Key, set) {
			continue // the form shows only the options that count
		}
		keys = append(keys, o.Key)
		if v, ok := set[o.Key]; ok {
			p.choose("option-"+o.Key, v)
		}
	}
	// Every value reads by its name, not by its id.
	if ids := eval[[]string](p, `[...document.querySelectorAll('select[data-testid^="option-"] option')].filter(e => e.textContent === e.value).map(e => e.value)`); len(ids) > 0 {
		t.Errorf("the form names option values by their ids: %v", ids)
	}
	form := eval[lobbyForm](p, readLobbyForm)
	if form.Game != g.ID || form.Players != strconv.Itoa(n) || len(form.Seats) != n {
		t.Fatalf("the form shows %+v for %s with %d players", form, g.ID, n)
	}
	if got := slices.Sorted(maps.Keys(form.Options)); !slices.Equal(got, slices.Sorted(slices.Values(keys))) {
		t.Errorf("the form offers options %v, the game has %v", got, keys)
	}
	for k, v := range set {
		if form.Options[k] != v {
			t.Errorf("the form shows %s=%q, chosen %q", k, form.Options[k], v)
		}
	}
	p.screenshot(shot)
	// Each option's help names its values as the form does, in the page's
	// language, never by the ids the server takes.
	optionHelpNamed(t, p, g, "en")
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="lang"]`)))
	optionHelpNamed(t, p, g, "ja")
	if f := eval[lobbyForm](p, readLobbyForm); !reflect.DeepEqual(f, form) {
		t.Errorf("in Japanese the form shows %+v, in English %+v", f, form)
	}
	p.screenshot(strings.TrimSuffix(shot, ".png") + "-ja.png")
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="open-created"]`)))
	href := eval[string](p, `document.querySelector('[data-testid="open-created"]').getAttribute("href")`)
	id, ok := strings.CutPrefix(href, "/m/")
	if !ok {
		t.Fatalf("the created match opens at %q", href)
	}
	rec, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Config.Game != form.Game || len(rec.Config.Seats) != len(form.Seats) {
		t.Fatalf("created %s with %d seats; the form showed %s with %d", rec.Config.Game, len(rec.Config.Seats), form.Game, len(form.Seats))
	}
	for i, choice := range form.Seats {
		sc, seat := rec.Config.Seats[i], rec.Seats[i]
		var ok bool
		switch {
		case choice == "me":
			ok = sc.Kind == match.Person && !sc.Open && seat.Claimed && seat.Name == "Hana"
		case choice == "invite":
			ok = sc.Kind == match.Person && !sc.Open && !seat.Claimed && seat.InviteHash != ""
		case choice == "open":
			ok = sc.Kind == match.Person && sc.Open && !seat.Claimed
		default:
			ok = sc.Kind == match.Bot && "bot:"+sc.Bot == choice
		}
		if !ok {
			t.Errorf("seat %d: the form showed %q, the match has %+v %+v", i, choice, sc, seat)
		}
	}
	if !maps.Equal(rec.Config.Options, form.Options) && !(len(rec.Config.Options) == 0 && len(form.Options) == 0) {
		t.Errorf("created with options %v; the form showed %v", rec.Config.Options, form.Options)
	}
	return rec
}
