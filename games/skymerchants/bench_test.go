package skymerchants

import (
	"testing"

	"shima/engine"
	"shima/engine/enginetest"
)

// BenchmarkPlayout plays whole 4-player games from a fresh start, at
// random and by the playout policy (enginetest.BenchmarkPlayouts).
func BenchmarkPlayout(b *testing.B) {
	enginetest.BenchmarkPlayouts(b, freshGames(4))
}

// BenchmarkLegalPlace measures listing the placements in the middle of a game.
func BenchmarkLegalPlace(b *testing.B) {
	st := midgame(b)
	buf := make([]engine.Action, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = st.Legal(st.toMove[0], buf[:0])
	}
}

// midgame plays a 4-player game at random until turn 20.
func midgame(b *testing.B) *State {
	s, _ := Game{}.New(engine.Config{Seats: 4, Seed: 7})
	st := s.(*State)
	r := engine.NewRand(3)
	for st.turns < 20 || st.step != stepPlace {
		legal := st.Legal(st.toMove[0], nil)
		if err := st.Apply(st.toMove[0], legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return st
}

// Legal, Apply and Playout allocate nothing once the action buffer has grown.
func TestPlayoutsDoNotAllocate(t *testing.T) {
	enginetest.CheckPlayoutsDoNotAllocate(t, freshGames(4))
}

// freshGames returns fresh starts of games of the given seats, each with its
// own random source, for enginetest's playout benchmark and allocation test.
func freshGames(seats int) func(r *engine.Rand) engine.State {
	start, _ := Game{}.New(engine.Config{Seats: seats, Seed: 1})
	return enginetest.FreshStarts(start.(*State), func(st *State, r *engine.Rand) { st.rng = r.Split() })
}

// What put keeps for speed agrees with the board it describes, all through
// random games: each free cell's needs, and the islands (grouped here again
// from scratch, region by region, through the island edges that meet).
func TestKeptBoardFactsMatchTheBoard(t *testing.T) {
	r := engine.NewRand(5)
	for game := range 20 {
		s, _ := Game{}.New(engine.Config{Seats: 2 + game%3, Seed: uint64(game)})
		st := s.(*State)
		for !st.Over() {
			for _, f := range st.front[:st.nFront] {
				if known, island := st.needs(int(f.x), int(f.y)); known != f.known || island != f.island {
					t.Fatalf("game %d: free cell %d,%d keeps needs %04b/%04b, the board says %04b/%04b", game, f.x, f.y, f.known, f.island, known, island)
				}
			}
			var comp [maxPlaced * MaxRegions]int16
			st.islands(&comp)
			want := islandsFromScratch(st)
			for i := range int(st.nPlaced) {
				for a := range tileAt(st.placed[i].tile).Regions {
					for j := range int(st.nPlaced) {
						for b := range tileAt(st.placed[j].tile).Regions {
							if (comp[i*MaxRegions+a] == comp[j*MaxRegions+b]) != (want[i*MaxRegions+a] == want[j*MaxRegions+b]) {
								t.Fatalf("game %d: regions %d/%d and %d/%d: same island %v, from scratch %v", game, i, a, j, b,
									comp[i*MaxRegions+a] == comp[j*MaxRegions+b], want[i*MaxRegions+a] == want[j*MaxRegions+b])
							}
						}
					}
				}
			}
			legal := st.Legal(st.toMove[0], nil)
			if err := st.Apply(st.toMove[0], legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// islandsFromScratch numbers each region's island by a walk over the board.
func islandsFromScratch(st *State) [maxPlaced * MaxRegions]int {
	var island [maxPlaced * MaxRegions]int
	for k := range island {
		island[k] = -1
	}
	n := 0
	for i := range int(st.nPlaced) {
		for r := range tileAt(st.placed[i].tile).Regions {
			if island[i*MaxRegions+r] >= 0 {
				continue
			}
			stack := [][2]int{{i, r}}
			island[i*MaxRegions+r] = n
			for len(stack) > 0 {
				sr := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				p := &st.placed[sr[0]]
				for e := range 4 {
					m := st.slotAt(int(p.x)+dx[e], int(p.y)+dy[e])
					if m < 0 || st.regionAt(sr[0], e) != sr[1] {
						continue
					}
					q := st.regionAt(m, (e+2)%4)
					if island[m*MaxRegions+q] < 0 {
						island[m*MaxRegions+q] = n
						stack = append(stack, [2]int{m, q})
					}
				}
			}
			n++
		}
	}
	return island
}
