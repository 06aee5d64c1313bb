package server

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	_ "shima/internal/bids"
)

// In a simultaneous secret step people decide at the same time: each move
// made from the same seq stands, as the others' secret moves show nothing,
// and nobody reads another's bid before the bids are shown.
func TestSimultaneousMovesFromTheSameSeq(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	person := map[string]any{"kind": "person"}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "bids", "seats": []any{person, person, person}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	c = ts.takeSeats(t, c)
	var wg sync.WaitGroup
	codes := make([]int, 3)
	for seat := range 3 {
		wg.Go(func() {
			codes[seat] = ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[seat].Token,
				map[string]any{"seq": 0, "text": []string{"bid 3", "bid 1", "bid 2"}[seat]}, nil)
		})
	}
	wg.Wait()
	for seat, code := range codes {
		if code != http.StatusOK {
			t.Fatalf("seat %d's move from seq 0: %d", seat, code)
		}
	}
	s := ts.snapshot(t, c.ID, c.Seats[1].Token)
	if s.Seq != 3 || len(s.ToMove) != 3 {
		t.Fatalf("after the three bids: seq %d, to move %v", s.Seq, s.ToMove)
	}
	// Round 2: seat 0 bids, then seat 1 reads its snapshot before bidding.
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": 3, "text": "bid 2"}, nil); code != http.StatusOK {
		t.Fatalf("seat 0, round 2: %d", code)
	}
	s = ts.snapshot(t, c.ID, c.Seats[1].Token)
	if last := s.Log[len(s.Log)-1]; last.Seq != 4 || last.Seat != 0 || strings.Contains(last.Text, "2") {
		t.Fatalf("seat 1 reads seat 0's secret bid in the log: %+v", last)
	}
	// A move from before the bids were shown is stale.
	var e apiErr
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[1].Token, map[string]any{"seq": 2, "text": "bid 0"}, &e); code != http.StatusConflict {
		t.Fatalf("a move from before the reveal: %d %s", code, e.Error)
	}
	if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[1].Token, map[string]any{"seq": 3, "text": "bid 0"}, nil); code != http.StatusOK {
		t.Fatalf("seat 1, round 2, from seq 3: %d", code)
	}
}

// When the time runs out in a simultaneous step, a bot moves for every
// late person at once; one person's move does not give the others a new
// period.
func TestClockExpiryInASimultaneousStep(t *testing.T) {
	for _, onExpiry := range []string{"bot-move", "bot-seat"} {
		t.Run(onExpiry, func(t *testing.T) {
			ts := newTestServer(t, nil)
			person := map[string]any{"kind": "person"}
			var c created
			if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "bids", "seats": []any{person, person, person},
				"clock": map[string]any{"per_move": "10s", "on_expiry": onExpiry}}, &c); code != http.StatusCreated {
				t.Fatalf("create: %d", code)
			}
			c = ts.takeSeats(t, c)
			ts.now.Advance(5 * time.Second)
			if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[0].Token, map[string]any{"seq": 0, "text": "bid 1"}, nil); code != http.StatusOK {
				t.Fatalf("seat 0's bid: %d", code)
			}
			var after struct {
				Deadline time.Time `json:"deadline"`
			}
			ts.call(t, "GET", "/api/matches/"+c.ID, "", nil, &after)
			l, err := ts.load(t.Context(), c.ID)
			if err != nil {
				t.Fatal(err)
			}
			l.mu.Lock()
			created := l.m.Created
			l.mu.Unlock()
			if !after.Deadline.Equal(created.Add(10 * time.Second)) {
				t.Fatalf("after seat 0's bid the deadline moved to %v, want %v", after.Deadline, created.Add(10*time.Second))
			}
			ts.now.Advance(6 * time.Second)
			ts.expire(l) // what the timer does at the deadline
			waitFor(t, "bots to act for both late seats", func() bool {
				s := ts.snapshot(t, c.ID, "")
				return onExpiry == "bot-move" && s.Seq >= 3 || onExpiry == "bot-seat" && s.Seats[1].Bot != "" && s.Seats[2].Bot != ""
			})
			s := ts.snapshot(t, c.ID, "")
			if onExpiry == "bot-move" {
				if s.Log[1].Bot != expiryBot || s.Log[2].Bot != expiryBot || s.Log[1].Seat == s.Log[2].Seat || len(s.ToMove) != 3 {
					t.Fatalf("after the deadline: %+v", s.Log)
				}
			}
		})
	}
}

// Spirits grow at once in Spirit Island: blue's growth, sent from the seq
// before red's was stored, stands (it comes to the same either way), while
// blue's draw of minor powers sent from before red's draw is stale (whoever
// draws first takes the deck's top cards).
func TestOpenMovesAtOnceCommute(t *testing.T) {
	ts := newTestServer(t, nil)
	var c created
	person := map[string]any{"kind": "person"}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "spiritisland", "seats": []any{person, person},
		"options": map[string]string{"spirits": "lightnings-swift-strike,vital-strength-of-the-earth", "boards": "AB"}}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	c = ts.takeSeats(t, c)
	move := func(seat, seq int, text string) int {
		t.Helper()
		return ts.call(t, "POST", "/api/matches/"+c.ID+"/moves", c.Seats[seat].Token, map[string]any{"seq": seq, "text": text}, nil)
	}
	if code := move(0, 0, "growth 1 (red): reclaim all, gain a power, +1 energy"); code != http.StatusOK {
		t.Fatalf("red's growth: %d", code)
	}
	if code := move(1, 0, "growth 2 (blue): gain a power, a presence at range 0"); code != http.StatusOK {
		t.Fatalf("blue's growth from seq 0, after red's: %d", code)
	}
	if code := move(0, 2, "gain minor"); code != http.StatusOK {
		t.Fatalf("red's draw: %d", code)
	}
	if code := move(1, 2, "gain minor"); code != http.StatusConflict {
		t.Fatalf("blue's draw from before red's: %d, not stale", code)
	}
}
