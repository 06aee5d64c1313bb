package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"shima/internal/apitest"
	"shima/internal/long"
)

// Two people at one device play Catan against a bot, created from the
// lobby with both their seats as "me": the page passes between their seats
// behind a cover, and while a cover is up no hand is on the page, nor in the
// snapshots that come to it (after the one that answers the cover, a
// spectator's, until the next player taps).
func TestTwoPeopleShareOneDeviceAtCatan(t *testing.T) {
	url, browser := serverAndBrowser(t)
	t.Run("laptop", func(t *testing.T) { testSharedCatan(t, url, newPerson(t, browser, "table", artifacts(t))) })
	if long.On() { // and on a tablet's phone-sized screen
		t.Run("phone", func(t *testing.T) {
			testSharedCatan(t, url, newPersonAt(t, browser, "table-phone", artifacts(t), 390, 844, true))
		})
	}
}

func testSharedCatan(t *testing.T, url string, p *person) {
	seen := snapshotViewers(t, p)

	// Hana and Ken at one tablet, and a greedy bot.
	p.fillLobby(url, "catan", nil, "me", "me", "bot:greedy")
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-mine"]`)))
	if n := eval[int](p, `document.querySelectorAll('.created [data-testid^="invite-"]').length`); n != 1 {
		t.Errorf("the created match shows %d links, want one for both seats", n)
	}
	p.screenshot(p.name + "-pass-0-created.png")
	// The page opens behind the cover (who holds the device is not known).
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="open-created"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="pass-cover"]`)))

	covers, moves, last := 0, 0, -1
	deadline := time.Now().Add(3 * time.Minute)
	for covers < 3 {
		if time.Now().After(deadline) {
			p.screenshot(p.name + "-pass-timeout.png")
			t.Fatalf("%d covers after %d moves", covers, moves)
		}
		if eval[bool](p, `!!document.querySelector('[data-testid="pass-cover"]')`) {
			covers++
			// The page answers the cover by watching as a spectator.
			for wait := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
				if v := seen(); len(v) > 0 && v[len(v)-1] == -1 {
					break
				}
				if time.Now().After(wait) {
					t.Fatalf("cover %d: the page still watches as seat %v", covers, seen())
				}
			}
			from := len(seen())
			if n := eval[int](p, `document.querySelectorAll('[data-testid="hand"], [data-testid="catan-map"], [data-testid="log"] li').length`); n != 0 {
				t.Errorf("cover %d: %d elements of the last seat's board, hand or log are on the page", covers, n)
			}
			if s := eval[string](p, `document.body.innerText`); strings.Contains(s, "Your hand") {
				t.Errorf("cover %d: the page says %q", covers, s)
			}
			if covers == 2 { // in Japanese too
				p.run(chromedp.Click(chromedp.CSS(`[data-testid="lang"]`)))
				if s := eval[string](p, `document.querySelector('[data-testid="pass-cover"]').textContent`); !strings.Contains(s, "端末を渡してください") || !strings.Contains(s, "受け取りました") {
					t.Errorf("the cover in Japanese says %q", s)
				}
				p.screenshot(p.name + "-pass-2-cover-ja.png")
				p.run(chromedp.Click(chromedp.CSS(`[data-testid="lang"]`)))
			}
			p.screenshot(p.name + "-pass-" + string(rune('0'+covers)) + "-cover.png")
			time.Sleep(300 * time.Millisecond) // the bot may move meanwhile
			for _, v := range seen()[from-1:] {
				if v != -1 {
					t.Errorf("cover %d: a snapshot for seat %d came while the cover was up: %v", covers, v, seen()[from-1:])
				}
			}
			p.run(chromedp.Click(chromedp.CSS(`[data-testid="pass-ready"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="hand"]`)))
			now := seen()
			seat := now[len(now)-1]
			if seat < 0 || seat > 1 || seat == last {
				t.Errorf("cover %d: after the tap the page plays seat %d (before: %d)", covers, seat, last)
			}
			last = seat
			if b := eval[string](p, `document.querySelector('[data-testid="turn"]').textContent`); !strings.Contains(b, "Hana") {
				t.Errorf("cover %d: the banner %q does not name whose decision it is", covers, b)
			}
			continue
		}
		if v := seen(); len(v) > 0 && v[len(v)-1] >= 0 && last < 0 {
			last = v[len(v)-1]
		}
		if what := eval[string](p, playCatan); what != "" && !strings.HasPrefix(what, "local:") {
			moves++
		}
		time.Sleep(40 * time.Millisecond)
	}
	t.Logf("%d covers in %d moves; snapshots' viewers %v", covers, moves, seen())

	// Opened again (a reload, the tablet picked up later), the page does
	// not know who holds it: it opens behind the cover, as a spectator.
	from := len(seen())
	p.run(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`[data-testid="pass-cover"]`)))
	if n := eval[int](p, `document.querySelectorAll('[data-testid="hand"], [data-testid="catan-map"]').length`); n != 0 {
		t.Errorf("reloaded, the page shows %d elements of a seat's board or hand under the cover", n)
	}
	time.Sleep(200 * time.Millisecond)
	for _, v := range seen()[from:] {
		if v != -1 {
			t.Errorf("reloaded, a snapshot for seat %d came under the cover: %v", v, seen()[from:])
		}
	}
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="pass-ready"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="hand"]`)))
}

// snapshotViewers records the viewer of every snapshot p's page receives
// over its WebSocket, in order, and returns what it has recorded so far.
func snapshotViewers(t *testing.T, p *person) func() []int {
	var mu sync.Mutex
	var viewers []int
	if err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	frames := chromedp.Events(p.ctx, network.WebSocketFrameReceived)
	go func() {
		for ev, err := range frames {
			if err != nil {
				return
			}
			var m struct {
				Type     string `json:"type"`
				Snapshot struct {
					Viewer int `json:"viewer"`
				} `json:"snapshot"`
			}
			if json.Unmarshal(ev.Response.PayloadData, &m) == nil && m.Type == "snapshot" {
				mu.Lock()
				viewers = append(viewers, m.Snapshot.Viewer)
				mu.Unlock()
			}
		}
	}()
	return func() []int {
		mu.Lock()
		defer mu.Unlock()
		return append([]int(nil), viewers...)
	}
}

// One person plays two spirits of Spirit Island at one page, created from
// the lobby with both seats as "me": the page goes by itself to the spirit
// that is to decide, with no cover (the team hides nothing from itself),
// and says which spirit is asked, through several rounds.
func TestOnePersonPlaysTwoSpirits(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	p := newPerson(t, browser, "spirits", dir)
	seen := snapshotViewers(t, p)
	p.fillLobby(url, "spiritisland", nil, "me", "me")
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-mine"]`)))
	p.run(chromedp.Click(chromedp.CSS(`[data-testid="open-created"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="si-map"]`)))

	const roundJS = `Number(document.querySelector('[data-round]')?.dataset.round ?? 0)`
	moves, asked := map[int]int{}, map[string]bool{}
	deadline := time.Now().Add(3 * time.Minute)
	for eval[int](p, roundJS) < 3 {
		if time.Now().After(deadline) {
			p.screenshot("spirits-timeout.png")
			t.Fatalf("round %d after moves %v", eval[int](p, roundJS), moves)
		}
		if eval[bool](p, `!!document.querySelector('[data-testid="pass-cover"]')`) {
			t.Fatal("a cover asks to pass the device between one team's spirits")
		}
		v := seen()
		if what := eval[string](p, playSpiritPhone); what != "" && !strings.HasPrefix(what, "local:") && len(v) > 0 {
			moves[v[len(v)-1]]++
			asked[eval[string](p, `document.querySelector('[data-testid="turn"] b')?.textContent ?? ""`)] = true
		}
		time.Sleep(40 * time.Millisecond)
	}
	p.screenshot("spirits-round-3.png")
	played := len(seen()) // the snapshots before the page is opened again
	// Opened again, the team's page goes straight to a spirit: no cover.
	p.run(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`[data-testid="si-map"]`)))
	if !p.holds(`document.querySelector('[data-testid="turn"] b') !== null || document.querySelector('[data-testid="device-link"]') !== null`) {
		t.Error("reloaded, the page plays no spirit")
	}
	if eval[bool](p, `!!document.querySelector('[data-testid="pass-cover"]')`) {
		t.Error("reloaded, a cover asks to pass the device between one team's spirits")
	}
	// Both spirits stay at hand: a button each, named for its spirit; the
	// one chosen is played, and the page stays with it until it moves.
	p.until("both spirits' buttons", `document.querySelectorAll('[data-testid="held-seats"] .held-seat').length === 2`)
	labels := eval[[]string](p, `[...document.querySelectorAll('.held-seat')].map(b => b.textContent)`)
	for _, l := range labels {
		if strings.Contains(l, "Seat") || strings.TrimSpace(strings.Trim(l, "●")) == "" {
			t.Errorf("a held seat's button says %q, not its spirit", l)
		}
	}
	other := eval[int](p, `Number(document.querySelector('.held-seat[aria-pressed="false"]').dataset.testid.slice(5))`)
	p.run(chromedp.Click(chromedp.CSS(fmt.Sprintf(`[data-testid="held-%d"]`, other))))
	p.until("the chosen spirit played", fmt.Sprintf(`document.querySelector('[data-testid="held-%d"]').getAttribute("aria-pressed") === "true"`, other))
	time.Sleep(time.Second)
	if v := seen(); len(v) == 0 || v[len(v)-1] != other {
		t.Errorf("after choosing seat %d the page watches as %v", other, v[max(0, len(v)-3):])
	}
	if eval[string](p, fmt.Sprintf(`document.querySelector('[data-testid="held-%d"]').getAttribute("aria-pressed")`, other)) != "true" {
		t.Errorf("the page left the spirit chosen (seat %d) before it moved", other)
	}
	// The personal link to play from another device holds both spirits' seats.
	if link := eval[string](p, `document.querySelector('[data-testid="device-link"]')?.textContent ?? ""`); strings.Count(link[strings.Index(link, "#t=")+1:], ",") != 1 {
		t.Errorf("the personal link %q does not hold both seats", link)
	}
	t.Logf("moves by seat %v; the banner asked %v", moves, asked)
	if moves[0] < 3 || moves[1] < 3 {
		t.Errorf("moves by seat %v: the page did not play both spirits", moves)
	}
	// The banner names the spirit asked, each of the two in turn.
	if len(asked) != 2 {
		t.Errorf("the banner named %v, not each of the two spirits", asked)
	}
	for name := range asked {
		if name == "" || strings.Contains(name, "Seat") {
			t.Errorf("the banner names %q, not a spirit", name)
		}
	}
	// A page opens as a spectator until it knows the game is a team's (the
	// catalog); after that, never between the spirits.
	v := seen()
	if first := slices.IndexFunc(v, func(x int) bool { return x >= 0 }); first < 0 || slices.Contains(v[first:played], -1) {
		t.Errorf("the page watched as a spectator between the team's spirits: %v", v)
	}
}

// One friend takes two seats by one link: Hana invites a friend to two of
// a team's three spirits with the lobby's one link for both; Ken gives his
// name once, takes both, and his page holds and plays both spirits.
func TestOneFriendTakesTwoSeatsByOneLink(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	hana := newPerson(t, browser, "hana", dir)
	hana.fillLobby(url, "spiritisland", nil, "me", "invite", "invite")
	hana.run(chromedp.Click(chromedp.CSS(`[data-testid="create-match"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite-together"]`)))
	link := strings.TrimSpace(eval[string](hana, `(() => { const el = document.querySelector('[data-testid="invite-together"]'); return el.href || el.value || el.textContent; })()`))
	if strings.Count(link[strings.Index(link, "#t=")+1:], ",") != 1 {
		t.Fatalf("the link for both friend's seats is %q", link)
	}
	if n := eval[int](hana, `document.querySelectorAll('[data-testid^="invite-"]').length`); n != 4 {
		t.Errorf("the created panel gives %d links, want 4 (Hana's, each friend seat's, both together)", n)
	}
	id := link[strings.Index(link, "/m/")+3 : strings.Index(link, "#")]

	ken := newPerson(t, browser, "ken", dir)
	seen := snapshotViewers(t, ken)
	ken.run(chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`[data-testid="invite"] input`)))
	ken.run(chromedp.SendKeys(chromedp.CSS(`[data-testid="invite"] input`), "Ken"), chromedp.Click(chromedp.CSS(`[data-testid="take-seat"]`)))
	ken.until("both spirits held", `document.querySelectorAll('[data-testid="held-seats"] .held-seat').length === 2`)
	var m struct {
		Seats []struct {
			Seat    int    `json:"seat"`
			Name    string `json:"name"`
			Claimed bool   `json:"claimed"`
		} `json:"seats"`
	}
	apitest.Call(t, "GET", url+"/api/matches/"+id, "", nil, &m)
	for _, s := range m.Seats[1:] {
		if !s.Claimed || s.Name != "Ken" {
			t.Errorf("seat %d after Ken's one link: %+v", s.Seat, s)
		}
	}
	if kept := eval[string](ken, `localStorage.getItem("shima.tokens")`); strings.Count(kept, `"s":`) != 2 {
		t.Errorf("Ken's device keeps %s", kept)
	}
	// Ken plays both spirits from his page (the game waits on Hana's too: she plays hers).
	hana.run(chromedp.Click(chromedp.CSS(`[data-testid="open-created"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="si-map"]`)))
	moves := map[int]int{}
	deadline := time.Now().Add(time.Minute)
	for moves[1] < 2 || moves[2] < 2 {
		if time.Now().After(deadline) {
			ken.screenshot("friend-two-seats-timeout.png")
			t.Fatalf("Ken's moves by seat %v", moves)
		}
		eval[string](hana, playSpiritPhone)
		v := seen()
		if what := eval[string](ken, playSpiritPhone); what != "" && !strings.HasPrefix(what, "local:") && len(v) > 0 {
			moves[v[len(v)-1]]++
		}
		time.Sleep(40 * time.Millisecond)
	}
	// The link is used up: nobody else takes a seat with it.
	other := newPerson(t, browser, "aiko", dir)
	other.run(chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`[data-testid="link-problem"]`)), chromedp.WaitVisible(chromedp.CSS(`[data-testid="si-map"]`)))
	if eval[bool](other, `!!document.querySelector('[data-testid="invite"]')`) {
		t.Error("the used link still offers a seat")
	}
}
