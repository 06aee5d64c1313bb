package server

import (
	"fmt"
	"net/http"
	"slices"
	"testing"
)

// One person may take several seats at one device (two spirits, or a
// table passing one tablet): the creator names them in mine and gets each
// seat's own token, every one claimed with the creator's name.
func TestCreatorTakesSeveralSeats(t *testing.T) {
	ts := newTestServer(t, nil)
	seats := []map[string]any{{"kind": "person"}, {"kind": "person", "open": true}, {"kind": "bot", "bot": "random"}, {"kind": "person"}}
	var c struct {
		created
		Yours []int `json:"yours"`
	}
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": seats, "mine": []int{1, 0}, "name": "Hana"}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	if c.You == nil || *c.You != 0 || !slices.Equal(c.Yours, []int{0, 1}) {
		t.Fatalf("you %v, yours %v; want 0 and [0 1]", c.You, c.Yours)
	}
	s := ts.snapshot(t, c.ID, "")
	for seat, want := range []string{"Hana", "Hana", "", ""} {
		if got := s.Seats[seat].Name; got != want && s.Seats[seat].Bot == "" {
			t.Errorf("seat %d is named %q, want %q", seat, got, want)
		}
	}
	// The open seat the creator took is no longer offered in the lobby.
	var open struct {
		Matches []struct {
			ID string `json:"id"`
		} `json:"matches"`
	}
	ts.call(t, "GET", "/api/matches?open=1", "", nil, &open)
	for _, m := range open.Matches {
		if m.ID == c.ID {
			t.Errorf("the match is offered in the lobby, though its only open seat is taken")
		}
	}
	// Each token acts for its own seat: seat 0's token sees itself as seat 0, seat 1's as seat 1.
	for _, cs := range c.Seats[:2] {
		var me struct {
			Viewer int `json:"viewer"`
		}
		ts.call(t, "GET", "/api/matches/"+c.ID, cs.Token, nil, &me)
		if me.Viewer != cs.Seat {
			t.Errorf("seat %d's token reads the match as seat %d", cs.Seat, me.Viewer)
		}
	}
	if c.Seats[3].Token == "" || c.Seats[3].Token == c.Seats[0].Token {
		t.Errorf("the other person seat has no invite of its own: %+v", c.Seats[3])
	}
}

// A bad mine is refused with a clear error, and nothing is created.
func TestSeveralSeatsRefused(t *testing.T) {
	ts := newTestServer(t, nil)
	seats := []map[string]any{{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "bot": "random"}}
	for _, mine := range [][]int{{0, 2}, {0, 0}, {-1}, {3}} {
		t.Run(fmt.Sprint(mine), func(t *testing.T) {
			var e apiErr
			if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "micronesia", "seats": seats, "mine": mine, "name": "Hana"}, &e); code != http.StatusBadRequest || e.Code != "bad_request" {
				t.Errorf("mine %v: %d %+v, want 400 bad_request", mine, code, e)
			}
		})
	}
	var mine struct {
		Matches []any `json:"matches"`
	}
	ts.call(t, "GET", "/api/matches?open=1", "", nil, &mine)
	if len(mine.Matches) != 0 {
		t.Errorf("a refused create left %d matches", len(mine.Matches))
	}
}
