package spiritisland

import (
	"slices"
	"testing"
)

// River's Domain: each rule and card that asks for sacred sites sees
// River's lone presence in a wetland as one. Lightning (seat 0, no
// presence) and River (seat 1) on boards A and B; River has 1 presence in
// A2 (a wetland: a sacred site by River's Domain), 1 in A3 (a jungle: none)
// and 2 in A7 (a sacred site for any spirit). Its sacred sites are A2 and
// A7.
func TestRiversDomainEverywhere(t *testing.T) {
	cases := []struct {
		name string
		run  func(t *testing.T, st *State)
	}{
		{"range from a sacred site", func(t *testing.T, st *State) {
			wantLands(t, st, "range 0", st.inRange(1, Range{Source: FromSacredSite}), "A2", "A7")
		}},
		{"range from a partner's sacred site (Entwined Power)", func(t *testing.T, st *State) {
			st.spirits[0].entwined |= 1 << 1
			wantLands(t, st, "Lightning's range 0", st.inRange(0, Range{Source: FromSacredSite}), "A2", "A7")
		}},
		{"innate power's range (Massive Flooding, from a sacred site 1)", func(t *testing.T, st *State) {
			st.usePower(1, st.powerIndex(t, 1, "massive-flooding"), false)
			got := asks(st)
			if !slices.Contains(got, "target land A1") || slices.Contains(got, "target land A6") {
				t.Errorf("targets %q: want A1 (next to A2), not A6", got)
			}
		}},
		{"counted (Gift of Living Energy)", func(t *testing.T, st *State) {
			e := st.spirits[1].energy
			cast(t, st, 1, "gift-of-living-energy", colour(1))
			wantEq(t, "energy gained (1, and 1 for 2 sacred sites)", st.spirits[1].energy-e, 2)
		}},
		{"counted with invaders (Belief Takes Root 2)", func(t *testing.T, st *State) {
			place(t, st, "A2: 1 explorer; A3: 1 explorer; A7: 1 explorer")
			e := st.spirits[1].energy
			fearAt(t, st, "belief-takes-root", 2)
			wantEq(t, "energy gained (A2 and A7, not A3)", st.spirits[1].energy-e, 2)
		}},
		{"any spirit's sacred site (Fear of the Unseen 1)", func(t *testing.T, st *State) {
			place(t, st, "A2: 1 explorer; A3: 1 explorer")
			fearAt(t, st, "fear-of-the-unseen", 1)
			wantAsks(t, st, "choose land A2")
		}},
		{"a city where a sacred site is (Fear of the Unseen 3)", func(t *testing.T, st *State) {
			place(t, st, "A2: 1 city; A3: 1 city")
			fearAt(t, st, "fear-of-the-unseen", 3)
			wantAsks(t, st, "choose land A2")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := bareGame(t, lightningRiver, "AB")
			for l := range st.lands {
				st.lands[l].presence = [MaxSpirits]int8{}
			}
			for name, n := range map[string]int8{"A2": 1, "A3": 1, "A7": 2} {
				lnd(t, st, name).presence[1] = n
			}
			c.run(t, st)
		})
	}
}

// wantLands fails unless set is exactly the lands named.
func wantLands(t *testing.T, st *State, what string, set LandSet, names ...string) {
	t.Helper()
	var want LandSet
	for _, n := range names {
		want.Add(st.land(t, n))
	}
	if set != want {
		t.Errorf("%s: %v, want %v", what, st.landNames(set), names)
	}
}
