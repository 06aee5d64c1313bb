package catan

import (
	"strconv"
	"testing"

	"shima/engine"
)

// viewTally counts what v shows, by the keys of Tally, read from the view
// itself: Tally reads the state for speed, and must agree with it.
func viewTally(v *View) engine.Tally {
	t := engine.Tally{"deck": v.Deck}
	for r, n := range v.Bank {
		t["bank "+resourceKeys[r]] = n
	}
	for _, p := range v.Players {
		seat := seatKey(int(p.Seat))
		t[seat+"cards"], t[seat+"devs"], t[seat+"knights"], t[seat+"vp"], t[seat+"gold"] = p.Cards, p.Devs, p.Knights, p.VP, p.Gold
		t[seat+"longest road"], t[seat+"largest army"] = b2i(v.Road == int(p.Seat)), b2i(v.Army == int(p.Seat))
		t[seat+"settlements"], t[seat+"cities"], t[seat+"roads"], t[seat+"ships"] = len(p.Settlements), len(p.Cities), len(p.Roads), len(p.Ships)
		for _, x := range p.Settlements {
			t[seat+"settlement "+strconv.Itoa(x)] = 1
		}
		for _, x := range p.Cities {
			t[seat+"city "+strconv.Itoa(x)] = 1
		}
		for _, x := range p.Roads {
			t[seat+"road "+x] = 1
		}
		for _, x := range p.Ships {
			t[seat+"ship "+x] = 1
		}
		if h := p.Held; h != nil {
			for k, n := range h.Tiles {
				t[seat+"held "+k] = n
			}
			for _, n := range h.Chips {
				t[seat+"held number "+strconv.Itoa(n)]++
			}
			if h.Harbour != "" {
				t[seat+"held harbour "+harbourItem(h.Harbour, h.Chip)] = 1
			}
		}
	}
	if v.Hand != nil {
		seat := seatKey(int(v.Viewer))
		for r, n := range v.Hand {
			t[seat+"hand "+resourceKeys[r]] = n
		}
		for d, n := range v.Devs {
			t[seat+"dev "+devKeys[d]] = n
		}
	}
	if v.Robber > 0 {
		t["robber "+strconv.Itoa(v.Robber)] = 1
	}
	if v.Pirate > 0 {
		t["pirate "+strconv.Itoa(v.Pirate)] = 1
	}
	if v.Scenario == "base" {
		return t
	}
	for _, h := range v.Hexes {
		if h.Terrain != "none" {
			t[hexKey(h.Hex)+h.Terrain] = 1
		}
		if h.Number > 0 {
			t[hexKey(h.Hex)+"number "+strconv.Itoa(h.Number)] = 1
		}
		if h.Island >= 0 {
			t[hexKey(h.Hex)+"island "+strconv.Itoa(h.Island)] = 1
		}
	}
	for _, h := range v.Harbours {
		t[harbourAt(h.Hex)+harbourItem(h.Kind, h.Chip)] = 1
		if h.Side >= 0 {
			t[harbourAt(h.Hex)+"side "+strconv.Itoa(h.Side)] = 1
		}
	}
	supply := v.Supply
	if supply == nil {
		supply = v.FaceDown
	}
	if supply != nil {
		for k, n := range supply.Tiles {
			t["supply "+k] = n
		}
		for k, n := range supply.Harbours {
			t["supply harbour "+k] = n
		}
		for k, n := range supply.HarbourChips {
			t["supply harbour "+k+" chip"] = n
		}
		for _, n := range supply.Numbers {
			t["supply number "+strconv.Itoa(n)]++
		}
	}
	return t
}

// Tally counts what the view shows, no more and no less, for every seat
// and the spectator, at one step in 16 of random games of the base game and
// the scenario (the set-up, discards, trades) and at their end.
func TestTallyReadsTheView(t *testing.T) {
	for _, c := range []struct {
		seats int
		opts  map[string]string
	}{{4, nil}, {6, map[string]string{"scenario": "unknown-island", "harbours": "buy"}}} {
		g, err := Game{}.New(engine.Config{Seats: c.seats, Seed: 11, Options: c.opts})
		if err != nil {
			t.Fatal(err)
		}
		st, r := g.(*State), engine.NewRand(5)
		for n := 0; ; n++ {
			for s := engine.Spectator; int(s) < c.seats && (n%16 == 0 || st.Over()); s++ {
				if diff := engine.Untold(viewTally(st.View(s).(*View)), st.Tally(s), nil); diff != "" {
					t.Fatalf("%v, %d seats, after %d actions, seat %d: the tally is not what the view shows: %s", c.opts, c.seats, n, s, diff)
				}
			}
			if st.Over() {
				break
			}
			p := st.ToMove()[r.IntN(len(st.ToMove()))]
			legal := st.Legal(p, nil)
			if err := st.Apply(p, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
