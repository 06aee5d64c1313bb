package storetest

import (
	"context"
	"reflect"
	"testing"
	"time"

	"shima/analysis"
	"shima/store"
)

// over creates match id and ends it with its first event.
func over(t *testing.T, s store.Store, id string) {
	t.Helper()
	create(t, s, record(id, epoch, person))
	if err := s.Append(context.Background(), id, move(1), store.Over, false); err != nil {
		t.Fatal(err)
	}
}

// begin calls BeginAnalysis for node with bot mcts:200 and 4 steps, at
// now, taking over an analysis last saved before stale.
func begin(t *testing.T, s store.Store, id, node string, now, stale time.Time) (store.Analysis, bool) {
	t.Helper()
	a, held, err := s.BeginAnalysis(context.Background(), id, node, "mcts:200", 4, now, stale)
	if err != nil {
		t.Fatal(err)
	}
	return a, held
}

// testAnalysisNotOver: only a match over is analysed; an unknown match has
// no analysis.
func testAnalysisNotOver(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, record("playing", epoch, person))
	_, held, err := s.BeginAnalysis(ctx, "playing", "a", "mcts:200", 4, epoch, epoch)
	wantErr(t, "begin while playing", err, store.ErrNotOver)
	if held {
		t.Error("an analysis of a match playing was held")
	}
	_, err = s.LoadAnalysis(ctx, "playing")
	wantErr(t, "load while playing", err, store.ErrNotFound)
	_, _, err = s.BeginAnalysis(ctx, "nope", "a", "mcts:200", 4, epoch, epoch)
	wantErr(t, "begin unknown", err, store.ErrNotFound)
	_, err = s.LoadAnalysis(ctx, "nope")
	wantErr(t, "load unknown", err, store.ErrNotFound)
	wantErr(t, "save unknown", s.SaveAnalysis(ctx, "nope", "a", analysis.Result{}, epoch), store.ErrConflict)
}

// testAnalysis: one node at a time makes an analysis and saves its
// progress; another takes it over only once it has not saved for a while,
// and goes on from there; once finished it stays as it is.
func testAnalysis(t *testing.T, s store.Store) {
	ctx := context.Background()
	over(t, s, "m")
	sec := func(n int) time.Time { return epoch.Add(time.Duration(n) * time.Second) }

	a, held := begin(t, s, "m", "a", sec(1), sec(0))
	if !held || a.Node != "a" || a.Steps != 4 || a.Bot != "mcts:200" || len(a.Chances) != 0 || a.Finished() {
		t.Fatalf("begun by a: held %v, %+v", held, a)
	}
	two := analysis.Result{Chances: [][]float64{{0.5, 0.5}, {0.25, 0.75}}}
	if err := s.SaveAnalysis(ctx, "m", "a", two, sec(2)); err != nil {
		t.Fatal(err)
	}
	a, err := s.LoadAnalysis(ctx, "m")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "progress", a, store.Analysis{Result: two, Bot: "mcts:200", Steps: 4, Node: "a", Updated: sec(2)})

	// b may not take it while a saved since stale; a may begin it again.
	a, held = begin(t, s, "m", "b", sec(3), sec(1))
	if held || a.Node != "a" || len(a.Chances) != 2 {
		t.Errorf("b took a's analysis: held %v, %+v", held, a)
	}
	wantErr(t, "b saves a's", s.SaveAnalysis(ctx, "m", "b", two, sec(3)), store.ErrConflict)
	if _, held := begin(t, s, "m", "a", sec(3), sec(2)); !held {
		t.Error("a could not begin its own analysis again")
	}

	// a stops saving: b takes over, from a's two steps.
	a, held = begin(t, s, "m", "b", sec(20), sec(10))
	if !held || a.Node != "b" || !reflect.DeepEqual(a.Chances, two.Chances) {
		t.Fatalf("b taking over: held %v, %+v", held, a)
	}
	wantErr(t, "a saves once b took over", s.SaveAnalysis(ctx, "m", "a", two, sec(21)), store.ErrConflict)

	// c takes over with another bot: nothing of b's estimates is kept.
	a, held, err = s.BeginAnalysis(ctx, "m", "c", "mcts:500", 4, sec(40), sec(30))
	if err != nil || !held || a.Bot != "mcts:500" || len(a.Chances) != 0 {
		t.Fatalf("c with another bot: held %v, %+v, %v", held, a, err)
	}

	whole := analysis.Result{
		Chances: [][]float64{{0.5, 0.5}, {0.25, 0.75}, {0.75, 0.25}, {1, 0}},
		Costly:  []analysis.Cost{{Step: 1, Seat: 0, Drop: 0.25}},
	}
	if err := s.SaveAnalysis(ctx, "m", "c", whole, sec(41)); err != nil {
		t.Fatal(err)
	}
	a, err = s.LoadAnalysis(ctx, "m")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "finished", a, store.Analysis{Result: whole, Bot: "mcts:500", Steps: 4, Updated: sec(41)})
	if !a.Finished() {
		t.Error("all steps saved, yet not finished")
	}
	// Finished, it is nobody's to take nor to change.
	for _, node := range []string{"c", "d"} {
		if a, held := begin(t, s, "m", node, sec(100), sec(90)); held || !a.Finished() || len(a.Chances) != 4 {
			t.Errorf("%s began a finished analysis: held %v, %+v", node, held, a)
		}
	}
	wantErr(t, "save a finished analysis", s.SaveAnalysis(ctx, "m", "c", two, sec(101)), store.ErrConflict)
}
