package catan

import (
	"testing"

	"shima/engine"
	"shima/internal/long"
)

// The one-spot tests Apply's checks use (settlementSpot, settleableAt,
// lineSpot) agree with the lists Legal uses, for every seat, intersection
// and path, after every action of random games of both scenarios: 8 games,
// and 40 in the long runs.
func TestSpotsOneByOne(t *testing.T) {
	for seed := range uint64(long.Count(8, 40)) {
		var opts map[string]string
		if seed%2 == 1 {
			opts = map[string]string{"scenario": "unknown-island"}
		}
		s, _ := Game{}.New(engine.Config{Seats: 3 + int(seed%4), Seed: seed, Options: opts})
		st := s.(*State)
		b := st.board()
		r := engine.NewRand(seed)
		for !st.Over() {
			free := st.settleable()
			for v := range b.Vertices() {
				if st.settleableAt(v) != free.has(v) {
					t.Fatalf("seed %d: settleableAt(%d) is %v, the list says %v", seed, v+1, !free.has(v), free.has(v))
				}
			}
			for q := range st.seats {
				settle, roads, ships := st.settlementSpots(q), st.roadSpots(q), st.shipSpots(q)
				for v := range b.Vertices() {
					if st.settlementSpot(q, v) != settle.has(v) {
						t.Fatalf("seed %d, seat %d: settlementSpot(%d) is %v, the list says %v", seed, q, v+1, !settle.has(v), settle.has(v))
					}
				}
				for e := range b.Edges() {
					if st.lineSpot(q, e, false) != roads.has(e) || st.lineSpot(q, e, true) != ships.has(e) {
						t.Fatalf("seed %d, seat %d, path %s: lineSpot road %v ship %v, the lists say %v %v", seed, q, st.edgeText(e),
							st.lineSpot(q, e, false), st.lineSpot(q, e, true), roads.has(e), ships.has(e))
					}
				}
			}
			p := st.ToMove()[0]
			legal := st.Legal(p, nil)
			if err := st.Apply(p, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
