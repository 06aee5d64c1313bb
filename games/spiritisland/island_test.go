package spiritisland

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// everyIsland is every ordered choice of 1-4 distinct boards: each is a
// legal island.
func everyIsland() []string {
	var out []string
	var grow func(prefix string)
	grow = func(prefix string) {
		if prefix != "" {
			out = append(out, prefix)
		}
		if len(prefix) == MaxBoards {
			return
		}
		for _, c := range "ABCD" {
			if !slices.Contains([]byte(prefix), byte(c)) {
				grow(prefix + string(c))
			}
		}
	}
	grow("")
	return out
}

func mustIsland(t testing.TB, boards string) *Island {
	t.Helper()
	isl, err := NewIsland(boards)
	if err != nil {
		t.Fatal(err)
	}
	return isl
}

func mustLand(t testing.TB, isl *Island, name string) Land {
	t.Helper()
	l, err := isl.ParseLand(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// names is the names of the lands of s, lowest first.
func names(isl *Island, s LandSet) []string {
	var out []string
	for l := range s.All() {
		out = append(out, isl.Name(l))
	}
	return out
}

// TestBoardLands checks a sample of lands of each board against the
// reference (shared/reference/spirit-island/boards.json): terrain, coastal,
// the lands next to it on its board, and its set-up pieces.
func TestBoardLands(t *testing.T) {
	isl := mustIsland(t, "ABCD")
	cases := []struct {
		land     string
		terrain  Terrain
		coastal  bool
		adjacent []string // on the same board
		setup    LandSetup
	}{
		{"A1", Mountain, true, []string{"A0", "A2", "A4", "A5", "A6"}, LandSetup{}},
		{"A2", Wetland, true, []string{"A0", "A1", "A3", "A4"}, LandSetup{City: 1, Dahan: 1}},
		{"A4", Sands, false, []string{"A1", "A2", "A3", "A5"}, LandSetup{Blight: 1}},
		{"A8", Jungle, false, []string{"A5", "A6", "A7"}, LandSetup{Town: 1}},
		{"B3", Sands, true, []string{"B0", "B2", "B4"}, LandSetup{Dahan: 2}},
		{"B4", Jungle, false, []string{"B1", "B2", "B3", "B5", "B7"}, LandSetup{Blight: 1}},
		{"B7", Mountain, false, []string{"B4", "B5", "B6", "B8"}, LandSetup{Dahan: 1}},
		{"C1", Jungle, true, []string{"C0", "C2", "C5", "C6"}, LandSetup{Dahan: 1}},
		{"C5", Wetland, false, []string{"C1", "C2", "C4", "C6", "C7"}, LandSetup{Dahan: 2, Blight: 1}},
		{"C8", Wetland, false, []string{"C6", "C7"}, LandSetup{}},
		{"D1", Wetland, true, []string{"D0", "D2", "D5", "D7", "D8"}, LandSetup{Dahan: 2}},
		{"D7", Sands, false, []string{"D1", "D5", "D6", "D8"}, LandSetup{Town: 1, Dahan: 2}},
		{"D8", Mountain, false, []string{"D1", "D7"}, LandSetup{}},
		{"D0", Ocean, false, []string{"D1", "D2", "D3"}, LandSetup{}},
	}
	for _, c := range cases {
		l := mustLand(t, isl, c.land)
		if got := isl.Terrain(l); got != c.terrain {
			t.Errorf("%s: terrain %d, want %d", c.land, got, c.terrain)
		}
		if got := isl.IsCoastal(l); got != c.coastal {
			t.Errorf("%s: coastal %v, want %v", c.land, got, c.coastal)
		}
		same := isl.Adjacent(l) & isl.Board(l.Position())
		if got := names(isl, same); !slices.Equal(got, c.adjacent) {
			t.Errorf("%s: adjacent on its board %v, want %v", c.land, got, c.adjacent)
		}
		if got := isl.Setup(l); got != c.setup {
			t.Errorf("%s: set-up %+v, want %+v", c.land, got, c.setup)
		}
	}
}

// TestIslandShape checks every island: 8 lands and an ocean per board, two
// lands of each terrain per board, adjacency symmetric and never of a land
// with itself, an ocean next to its own board's coastal lands only, and a
// land coastal exactly when it is next to an ocean.
func TestIslandShape(t *testing.T) {
	for _, boards := range everyIsland() {
		isl := mustIsland(t, boards)
		if got, want := isl.All().Count(), BoardLands*len(boards); got != want {
			t.Errorf("%s: %d lands, want %d", boards, got, want)
		}
		if isl.Boards() != boards || isl.NumBoards() != len(boards) {
			t.Errorf("%s: Boards %q, NumBoards %d", boards, isl.Boards(), isl.NumBoards())
		}
		for p := range len(boards) {
			b := isl.Board(p)
			if b.Count() != BoardLands || (b&isl.Oceans()) != SetOf(LandAt(p, 0)) {
				t.Errorf("%s board %d: lands %v", boards, p, names(isl, b))
			}
			for _, tr := range []Terrain{Jungle, Mountain, Sands, Wetland} {
				if n := (b & isl.Lands(tr)).Count(); n != 2 {
					t.Errorf("%s board %d: %d lands of terrain %d, want 2", boards, p, n, tr)
				}
			}
			if n := (b & isl.Coastal()).Count(); n != 3 {
				t.Errorf("%s board %d: %d coastal lands, want 3", boards, p, n)
			}
		}
		for a := range isl.All().All() {
			adj := isl.Adjacent(a)
			if adj.Has(a) {
				t.Errorf("%s: %s next to itself", boards, isl.Name(a))
			}
			if adj&^isl.All() != 0 {
				t.Errorf("%s: %s next to lands off the island", boards, isl.Name(a))
			}
			for b := range adj.All() {
				if !isl.Adjacent(b).Has(a) {
					t.Errorf("%s: %s next to %s but not the other way", boards, isl.Name(a), isl.Name(b))
				}
			}
			if a.IsOcean() {
				if want := isl.Coastal() & isl.Board(a.Position()); adj != want {
					t.Errorf("%s: ocean %s next to %v, want its coastal lands %v", boards, isl.Name(a), names(isl, adj), names(isl, want))
				}
				if isl.Terrain(a) != Ocean || isl.IsCoastal(a) {
					t.Errorf("%s: ocean %s has terrain %d, coastal %v", boards, isl.Name(a), isl.Terrain(a), isl.IsCoastal(a))
				}
			} else if got := adj&isl.Oceans() != 0; got != isl.IsCoastal(a) {
				t.Errorf("%s: %s next to an ocean %v, coastal %v", boards, isl.Name(a), got, isl.IsCoastal(a))
			}
		}
		if isl.Inland()|isl.Coastal()|isl.Oceans() != isl.All() || isl.Inland()&isl.Coastal() != 0 {
			t.Errorf("%s: inland, coastal and oceans do not split the island", boards)
		}
	}
}

// TestLayoutExamples checks the reference's expanded layouts
// (testdata/layout-examples.json): the pairs of lands on different boards
// that are adjacent, exactly, and the centre point contacts.
func TestLayoutExamples(t *testing.T) {
	data, err := os.ReadFile("testdata/layout-examples.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Examples []struct {
			Boards string      `json:"boards"`
			Pairs  [][2]string `json:"pairs"`
			Points [][2]string `json:"points"`
		} `json:"examples"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Examples) != 3 {
		t.Fatalf("%d examples, want 3", len(doc.Examples))
	}
	for _, ex := range doc.Examples {
		for _, o := range []IslandOptions{{}, {NoPointContacts: true}} {
			isl, err := BuildIsland(ex.Boards, o)
			if err != nil {
				t.Fatal(err)
			}
			want := map[[2]Land]bool{}
			add := func(pairs [][2]string) {
				for _, pr := range pairs {
					a, b := mustLand(t, isl, pr[0]), mustLand(t, isl, pr[1])
					want[[2]Land{min(a, b), max(a, b)}] = true
				}
			}
			add(ex.Pairs)
			if !o.NoPointContacts {
				add(ex.Points)
			}
			got := map[[2]Land]bool{}
			for a := range isl.All().All() {
				for b := range (isl.Adjacent(a) &^ isl.Board(a.Position())).All() {
					if a < b {
						got[[2]Land{a, b}] = true
					}
				}
			}
			for pr := range want {
				if !got[pr] {
					t.Errorf("%s %+v: %s-%s not adjacent", ex.Boards, o, isl.Name(pr[0]), isl.Name(pr[1]))
				}
			}
			for pr := range got {
				if !want[pr] {
					t.Errorf("%s %+v: %s-%s adjacent, not in the example", ex.Boards, o, isl.Name(pr[0]), isl.Name(pr[1]))
				}
			}
			var contacts [][2]string
			for _, pr := range isl.Contacts() {
				contacts = append(contacts, [2]string{isl.Name(pr[0]), isl.Name(pr[1])})
			}
			if o.NoPointContacts && len(contacts) != 0 || !o.NoPointContacts && !slices.Equal(contacts, ex.Points) {
				t.Errorf("%s %+v: contacts %v, example %v", ex.Boards, o, contacts, ex.Points)
			}
		}
	}
}

// TestJoinsMirror checks boards.json's joined-side pairs: a join of a side
// with the same side reads the same from either board.
func TestJoinsMirror(t *testing.T) {
	for _, side := range []string{"bottom", "right"} {
		for x := byte('A'); x <= 'D'; x++ {
			for y := byte('A'); y <= 'D'; y++ {
				if x == y {
					continue
				}
				xy, err1 := joinPairs(x, side, y, side)
				yx, err2 := joinPairs(y, side, x, side)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				var turned [][2]int8
				for _, p := range yx {
					turned = append(turned, [2]int8{p[1], p[0]})
				}
				slices.SortFunc(turned, func(a, b [2]int8) int {
					if a[0] != b[0] {
						return int(a[0] - b[0])
					}
					return int(a[1] - b[1])
				})
				if !slices.Equal(xy, turned) {
					t.Errorf("%s~%s %c-%c %v, %c-%c turned %v", side, side, x, y, xy, y, x, turned)
				}
			}
		}
	}
}

func TestDistance(t *testing.T) {
	cases := []struct {
		boards, a, b string
		viaOcean     bool
		want         int
	}{
		{"A", "A3", "A3", false, 0},
		{"A", "A1", "A2", false, 1},
		{"A", "A1", "A3", false, 2},
		{"A", "A1", "A3", true, 2}, // through the ocean no shorter
		{"A", "A3", "A7", false, 3},
		{"A", "A0", "A1", false, -1}, // the ocean is out of play
		{"A", "A0", "A1", true, 1},
		{"A", "A0", "A7", true, 3},
		{"A", "A0", "A0", true, 0},
		{"AB", "A3", "B7", false, 1},
		{"AB", "A1", "B1", false, 4},
		{"AB", "A0", "B0", true, 3}, // A0-A3-B3-B0
		{"ABCD", "A8", "C8", false, 1},
		{"ABCD", "A2", "C2", false, 7}, // A2-A4-A5-A8-C8-C6-C1-C2
	}
	for _, c := range cases {
		isl := mustIsland(t, c.boards)
		a, b := mustLand(t, isl, c.a), mustLand(t, isl, c.b)
		if got := isl.Distance(a, b, c.viaOcean); got != c.want {
			t.Errorf("%s: %s to %s (viaOcean %v): %d, want %d", c.boards, c.a, c.b, c.viaOcean, got, c.want)
		}
		if got := isl.Distance(b, a, c.viaOcean); got != c.want {
			t.Errorf("%s: %s to %s (viaOcean %v): %d, want %d", c.boards, c.b, c.a, c.viaOcean, got, c.want)
		}
	}
	isl, err := BuildIsland("ABCD", IslandOptions{NoPointContacts: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := isl.Distance(mustLand(t, isl, "A8"), mustLand(t, isl, "C8"), false); got != 2 {
		t.Errorf("ABCD without point contacts: A8 to C8 %d, want 2", got)
	}
}

// TestRanges checks Distance, Within and WithinOceans against each other
// and against a plain walk of the adjacency, on every island.
func TestRanges(t *testing.T) {
	for _, boards := range everyIsland() {
		isl := mustIsland(t, boards)
		for v, in := range []LandSet{isl.All() &^ isl.Oceans(), isl.All()} {
			viaOcean := v == 1
			for a := range isl.All().All() {
				// a slow walk: dist by repeated relaxation
				var d [MaxLands]int
				for i := range d {
					d[i] = -1
				}
				if in.Has(a) {
					d[a] = 0
				}
				for changed := true; changed; {
					changed = false
					for x := range in.All() {
						for y := range (isl.Adjacent(x) & in).All() {
							if d[x] >= 0 && (d[y] < 0 || d[x]+1 < d[y]) {
								d[y] = d[x] + 1
								changed = true
							}
						}
					}
				}
				for b := range Land(MaxLands) {
					if got := isl.Distance(a, b, viaOcean); got != d[b] {
						t.Fatalf("%s: %s to %d (viaOcean %v): %d, want %d", boards, isl.Name(a), b, viaOcean, got, d[b])
					}
				}
				for n := -1; n <= 6; n++ {
					var want LandSet
					for b := range isl.All().All() {
						if d[b] >= 0 && d[b] <= n {
							want.Add(b)
						}
					}
					if got := isl.Within(SetOf(a), n, viaOcean); got != want {
						t.Fatalf("%s: within %d of %s (viaOcean %v): %v, want %v", boards, n, isl.Name(a), viaOcean, names(isl, got), names(isl, want))
					}
					oceans := LandSet(0)
					if viaOcean {
						oceans = isl.Oceans()
					}
					if got := isl.WithinOceans(SetOf(a), n, oceans); got != want {
						t.Fatalf("%s: within %d of %s (oceans %v): %v, want %v", boards, n, isl.Name(a), names(isl, oceans), names(isl, got), names(isl, want))
					}
				}
			}
		}
	}
}

// TestOceanNeverShortens checks ISLAND.md's remark that on boards A-D a way
// through an ocean is never shorter than one over the land: every board's
// coastal lands 1, 2 and 3 lie in a chain.
func TestOceanNeverShortens(t *testing.T) {
	for _, boards := range everyIsland() {
		isl := mustIsland(t, boards)
		lands := isl.All() &^ isl.Oceans()
		for a := range lands.All() {
			for b := range lands.All() {
				if x, y := isl.Distance(a, b, false), isl.Distance(a, b, true); x != y {
					t.Errorf("%s: %s to %s: %d over land, %d through the oceans", boards, isl.Name(a), isl.Name(b), x, y)
				}
			}
		}
	}
}

func TestWithinOceans(t *testing.T) {
	isl := mustIsland(t, "AB")
	a0, b0 := mustLand(t, isl, "A0"), mustLand(t, isl, "B0")
	// Ocean's Hungry Grasp on board A only: A0 is a land, B0 is not.
	got := isl.WithinOceans(SetOf(a0, b0), 1, SetOf(a0))
	if want := []string{"A0", "A1", "A2", "A3"}; !slices.Equal(names(isl, got), want) {
		t.Errorf("within 1 of A0, B0 with A0 in play: %v, want %v", names(isl, got), want)
	}
	got = isl.WithinOceans(SetOf(mustLand(t, isl, "B3")), 1, SetOf(a0))
	if want := []string{"A3", "A4", "A5", "A7", "B2", "B3", "B4"}; !slices.Equal(names(isl, got), want) {
		t.Errorf("within 1 of B3 with A0 in play: %v, want %v", names(isl, got), want)
	}
	many := isl.Within(isl.Coastal(), 2, false)
	if many.Has(a0) || many.Has(b0) {
		t.Errorf("within 2 of the coast without oceans: %v", names(isl, many))
	}
}

func TestNames(t *testing.T) {
	for _, boards := range everyIsland() {
		isl := mustIsland(t, boards)
		for l := range isl.All().All() {
			name := isl.Name(l)
			if len(name) != 2 || name[0] != isl.BoardLetter(l.Position()) || int(name[1]-'0') != l.Number() {
				t.Errorf("%s: land %d named %q", boards, l, name)
			}
			back, err := isl.ParseLand(name)
			if err != nil || back != l {
				t.Errorf("%s: %q parses to %d, %v; want %d", boards, name, back, err, l)
			}
		}
	}
	isl := mustIsland(t, "CA")
	if l := mustLand(t, isl, "A5"); l != 14 || l.Position() != 1 || l.Number() != 5 {
		t.Errorf("CA: A5 is %d", l)
	}
	if p := isl.Position('B'); p != -1 {
		t.Errorf("CA: board B at %d", p)
	}
	for _, bad := range []string{"", "A", "A9", "B1", "E1", "a1", "A10", "AA"} {
		if l, err := isl.ParseLand(bad); err == nil {
			t.Errorf("CA: %q parsed as %d", bad, l)
		}
	}
	if got := isl.Name(NoLand); got != "?" {
		t.Errorf("Name(NoLand) = %q", got)
	}
	if got := isl.Name(LandAt(2, 1)); got != "?" {
		t.Errorf("Name of a land off the island = %q", got)
	}
}

func TestNewIslandErrors(t *testing.T) {
	for _, bad := range []string{"", "ABCDA", "AA", "ABA", "AE", "ab", "A B"} {
		if _, err := NewIsland(bad); err == nil {
			t.Errorf("NewIsland(%q) built an island", bad)
		}
	}
}

func TestHighest(t *testing.T) {
	isl := mustIsland(t, "DA")
	cases := []struct {
		position int
		terrain  Terrain
		want     string
	}{
		{1, Jungle, "A8"}, {1, Sands, "A7"}, {1, Mountain, "A6"}, {1, Wetland, "A5"}, {1, Ocean, "A0"},
		{0, Jungle, "D6"}, {0, Sands, "D7"}, {0, Mountain, "D8"}, {0, Wetland, "D3"},
	}
	for _, c := range cases {
		if got := isl.Name(isl.Highest(c.position, c.terrain)); got != c.want {
			t.Errorf("highest of terrain %d on board %d: %s, want %s", c.terrain, c.position, got, c.want)
		}
	}
}

func TestLandSet(t *testing.T) {
	var s LandSet
	if s.First() != NoLand || s.Last() != NoLand || s.Pop() != NoLand || s.Count() != 0 {
		t.Error("empty set")
	}
	s.Add(35)
	s.Add(3)
	s.Add(9)
	if !s.Has(3) || s.Has(4) || s.Has(NoLand) || s.Count() != 3 || s.First() != 3 || s.Last() != 35 {
		t.Errorf("set %b", s)
	}
	s.Del(9)
	if s != SetOf(3, 35) {
		t.Errorf("after Del: %b", s)
	}
	var got []Land
	for l := range SetOf(1, 2, 30).All() {
		got = append(got, l)
		if l == 2 {
			break
		}
	}
	if !slices.Equal(got, []Land{1, 2}) {
		t.Errorf("All with break: %v", got)
	}
}

// TestNoAllocs checks that the lookups a game makes in its hot paths do not
// allocate.
func TestNoAllocs(t *testing.T) {
	isl := mustIsland(t, "ABCD")
	from := SetOf(1, 13, 22, 30)
	var sink LandSet
	var n int
	allocs := testing.AllocsPerRun(100, func() {
		sink |= isl.Within(from, 2, false)
		sink |= isl.Within(from, 1, true)
		sink |= isl.WithinOceans(from, 3, SetOf(0, 18))
		sink |= isl.Adjacent(8) | isl.Lands(Jungle) | isl.Coastal()
		n += isl.Distance(1, 30, false) + len(isl.Name(5)) + int(isl.Highest(2, Sands))
		for l := range sink.All() {
			n += int(l)
		}
		if _, err := isl.ParseLand("C7"); err != nil {
			n++
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations a run", allocs)
	}
	_ = n
}

func BenchmarkWithin(b *testing.B) {
	isl := mustIsland(b, "ABCD")
	from := SetOf(1, 5, 13, 22, 26, 30)
	b.ReportAllocs()
	var sink LandSet
	for i := 0; b.Loop(); i++ {
		sink |= isl.Within(from, i&3, i&4 != 0)
	}
	_ = sink
}

func BenchmarkWithinOceans(b *testing.B) {
	isl := mustIsland(b, "ABCD")
	from := SetOf(1, 5, 13, 22, 26, 30)
	b.ReportAllocs()
	var sink LandSet
	for i := 0; b.Loop(); i++ {
		sink |= isl.WithinOceans(from, i&3, SetOf(0))
	}
	_ = sink
}

func BenchmarkNewIsland(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewIsland("ABCD"); err != nil {
			b.Fatal(err)
		}
	}
}
