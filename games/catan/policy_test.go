package catan

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// The playout policy picks only legal actions, and games it plays in every
// seat end with a winner, for every number of players.
func TestPlayoutPolicyPlaysLegalGames(t *testing.T) {
	r := engine.NewRand(1)
	for seats := MinPlayers; seats <= MaxPlayers; seats++ {
		turns := 0
		for seed := range uint64(20) {
			s, _ := Game{}.New(engine.Config{Seats: seats, Seed: seed})
			st := s.(*State)
			var legal []engine.Action
			for !st.Over() {
				p := st.ToMove()[0]
				a := st.Playout(p, &r, nil)
				legal = st.Legal(p, legal[:0])
				if !contains(legal, a) {
					t.Fatalf("%d players, seed %d: %s is not legal", seats, seed, st.Describe(a, engine.EN))
				}
				if err := st.Apply(p, a); err != nil {
					t.Fatal(err)
				}
			}
			if st.winner == noSeat {
				t.Errorf("%d players, seed %d: nobody won in %d turns", seats, seed, st.turns)
			}
			turns += int(st.turns)
		}
		if mean := turns / 20; mean > 200 {
			t.Errorf("%d players: games by the policy last %d turns on average", seats, mean)
		}
	}
}

// The policy beats random play by far: one seat by the policy (each in
// turn), three at random.
func TestPlayoutPolicyBeatsRandom(t *testing.T) {
	r := engine.NewRand(2)
	wins, games := 0, 100
	var buf []engine.Action
	for g := range games {
		s, _ := Game{}.New(engine.Config{Seats: 4, Seed: uint64(g)})
		st := s.(*State)
		hero := engine.Seat(g % 4)
		for !st.Over() {
			p := st.ToMove()[0]
			var a engine.Action
			if p == hero {
				a = st.Playout(p, &r, buf)
			} else {
				buf = st.Legal(p, buf[:0])
				a = buf[r.IntN(len(buf))]
			}
			if err := st.Apply(p, a); err != nil {
				t.Fatal(err)
			}
		}
		if st.winner == int8(hero) {
			wins++
		}
	}
	if wins < 80 {
		t.Errorf("the policy won %d of %d games against three random players", wins, games)
	}
}

// Without its random tenth, the policy builds a city before a road, and
// puts the robber on a rival, never on itself.
func TestPlayoutPolicyChoices(t *testing.T) {
	r := engine.NewRand(1)
	st := mainGame(t, [Resources]int8{Brick: 1, Lumber: 1, Grain: 2, Ore: 3})
	if a := st.quickMain(0, st.Legal(0, nil), &r); a != pack(kindCity, 19, 0) {
		t.Errorf("with a city and a road to pay for, the policy chose %s", st.Describe(a, engine.EN))
	}
	st = robberGame(t)
	for range 20 {
		if a := st.bestRobber(0, st.Legal(0, nil), &r); a != pack(kindRobber, 11, 0) {
			t.Fatalf("the policy put the robber on %s, not on blue's 8 (hex 12)", st.Describe(a, engine.EN))
		}
	}
	st = mainGame(t, [Resources]int8{Wool: 4, Grain: 1, Ore: 3})
	if a := st.quickMain(0, st.Legal(0, nil), &r); a != pack(kindTrade, int(Wool), int(Grain)) {
		t.Errorf("with 3 ore, 1 grain and 4 wool, the policy chose %s, not the trade for grain", st.Describe(a, engine.EN))
	}
}

// With 6 players too (the special building phase), the policy allocates nothing.
func TestPlayoutsDoNotAllocateSixPlayers(t *testing.T) {
	enginetest.CheckPlayoutsDoNotAllocate(t, freshGames(6))
}
