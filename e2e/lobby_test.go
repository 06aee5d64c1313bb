package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"shima/engine"
	"shima/match"
)

// lobbyGames is the part of GET /api/games the lobby's form is built from.
type lobbyGames struct {
	Games []struct {
		ID       string `json:"id"`
		MinSeats int    `json:"min_seats"`
		MaxSeats int    `json:"max_seats"`
		Options  []struct {
			Key     string   `json:"key"`
			Default string   `json:"default"`
			Values  []string `json:"values"`
		} `json:"options"`
	} `json:"games"`
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
				if _, err := engine.NewState(g.ID, cfg); err == nil {
					otherAt[o.Key] = n
				}
			}
		}
		for n := g.MinSeats; n <= g.MaxSeats; n++ {
			t.Run(fmt.Sprintf("%s-%d", g.ID, n), func(t *testing.T) {
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
					keys = append(keys, o.Key)
					if otherAt[o.Key] == n {
						p.choose("option-"+o.Key, o.Values[len(o.Values)-1])
					}
				}
				form := eval[lobbyForm](p, readLobbyForm)
				if form.Game != g.ID || form.Players != strconv.Itoa(n) || len(form.Seats) != n {
					t.Fatalf("the form shows %+v for %s with %d players", form, g.ID, n)
				}
				if got := slices.Sorted(maps.Keys(form.Options)); !slices.Equal(got, slices.Sorted(slices.Values(keys))) {
					t.Errorf("the form offers options %v, the game has %v", got, keys)
				}
				p.screenshot(fmt.Sprintf("lobby-%s-%d.png", g.ID, n))
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
			})
		}
	}
}
