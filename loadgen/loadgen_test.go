package loadgen

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"shima/internal/pgtest"
	"shima/server"
	"shima/store"
	"shima/store/postgres"
	"shima/store/sqlite"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// startSQLite serves a new SQLite store in this process for the test.
func startSQLite(t *testing.T) *Node {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "load.db"))
	if err != nil {
		t.Fatal(err)
	}
	return startNode(t, st)
}

// startNode serves st in this process until the test ends.
func startNode(t *testing.T, st store.Store) *Node {
	t.Helper()
	n, err := StartNode(context.Background(), server.Config{Store: st})
	if err != nil {
		st.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := n.Close(); err != nil {
			t.Error(err)
		}
		st.Close()
	})
	return n
}

// checkClean fails t if the run refused, broke or stalled anything.
func checkClean(t *testing.T, res *Result) {
	t.Helper()
	if res.Stale+res.Refused+res.Failures+res.Stalls != 0 || len(res.Errors) != 0 {
		t.Fatalf("errors: %d stale, %d refused, %d failures, %d stalls: %q", res.Stale, res.Refused, res.Failures, res.Stalls, res.Errors)
	}
}

// A short run on SQLite plays moves, times them and meets no error.
func TestRunSQLite(t *testing.T) {
	t.Parallel()
	n := startSQLite(t)
	var reports []Progress
	res, err := Run(context.Background(), Options{URLs: []string{n.URL}, Matches: 10, Warmup: 500 * time.Millisecond, Duration: 2 * time.Second,
		Progress: func(p Progress) { reports = append(reports, p) }})
	if err != nil {
		t.Fatal(err)
	}
	checkClean(t, res)
	if res.Moves < 50 || res.MovesPerSecond <= 0 || res.Started < 10 || res.Measured < 2*time.Second {
		t.Fatalf("too little happened: %+v", res)
	}
	l := res.Latency
	if l.Count < res.Moves || l.P50 <= 0 || l.P50 > l.P90 || l.P90 > l.P99 || l.P99 > l.Max {
		t.Fatalf("latency %+v for %d moves", l, res.Moves)
	}
	if res.SameNode != l || res.CrossNode.Count != 0 {
		t.Fatalf("one node: same %+v, cross %+v, all %+v", res.SameNode, res.CrossNode, l)
	}
	if len(reports) < 2 || reports[len(reports)-1].Phase != Measure || reports[len(reports)-1].Ready != 10 {
		t.Fatalf("progress reports %+v", reports)
	}
}

// With a target rate, the moves keep under it.
func TestRunPaced(t *testing.T) {
	t.Parallel()
	n := startSQLite(t)
	res, err := Run(context.Background(), Options{URLs: []string{n.URL}, Matches: 5, Rate: 100, Ramp: 100 * time.Millisecond, Warmup: 200 * time.Millisecond, Duration: 1500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	checkClean(t, res)
	if res.MovesPerSecond < 50 || res.MovesPerSecond > 110 {
		t.Fatalf("%.1f moves/s at a rate of 100", res.MovesPerSecond)
	}
}

// Two nodes on one PostgreSQL database: the clients of each match are on
// both, so that some moves cross from one node to the other.
func TestRunTwoNodes(t *testing.T) {
	t.Parallel()
	url := pgtest.URL(t)
	ctx := context.Background()
	var urls []string
	for range 2 {
		st, err := postgres.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		urls = append(urls, startNode(t, st).URL)
	}
	res, err := Run(ctx, Options{URLs: urls, Matches: 6, Warmup: 500 * time.Millisecond, Duration: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	checkClean(t, res)
	if res.Moves == 0 || res.SameNode.Count == 0 || res.CrossNode.Count == 0 || res.CrossNode.P50 <= 0 {
		t.Fatalf("same node %+v, cross node %+v, %d moves", res.SameNode, res.CrossNode, res.Moves)
	}
	if res.SameNode.Count+res.CrossNode.Count != res.Latency.Count {
		t.Fatalf("same %d + cross %d != all %d", res.SameNode.Count, res.CrossNode.Count, res.Latency.Count)
	}
}

// Memory counts the heap of idle matches and the store's bytes. It does
// not run in parallel: the other tests would change the heap.
func TestMemory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.db")
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := MeasureMemory(context.Background(), st, path, 200)
	if err != nil {
		t.Fatal(err)
	}
	if m.Matches != 200 || m.Moves != idleMoves || m.HeapPerMatch <= 1000 || m.HeapAfter <= m.HeapBefore {
		t.Fatalf("%+v", m)
	}
	if m.StoreBytes <= 0 || m.StorePerMatch*200 > m.StoreBytes {
		t.Fatalf("store %d bytes, %d per match", m.StoreBytes, m.StorePerMatch)
	}
}

// A short run of Spirit Island matches, two spirits each growing and
// choosing cards at once, plays to the end of matches and meets no error
// but moves gone stale when the other spirit moved first.
func TestRunSpiritIsland(t *testing.T) {
	t.Parallel()
	n := startSQLite(t)
	// A loaded machine finishes no match in 2 s: the run is given longer
	// until one ends.
	var res *Result
	for d := 2 * time.Second; d <= 32*time.Second; d *= 4 {
		var err error
		res, err = Run(context.Background(), Options{URLs: []string{n.URL}, Game: "spiritisland", Matches: 4, Warmup: 500 * time.Millisecond, Duration: d})
		if err != nil {
			t.Fatal(err)
		}
		if res.Finished > 0 {
			break
		}
	}
	if res.Refused+res.Failures+res.Stalls != 0 || len(res.Errors) != 0 {
		t.Fatalf("errors: %d refused, %d failures, %d stalls: %q", res.Refused, res.Failures, res.Stalls, res.Errors)
	}
	if res.Game != "spiritisland" || res.Moves < 50 || res.Finished < 1 || res.Latency.Count < res.Moves/2 {
		t.Fatalf("too little happened: %+v", res)
	}
	if _, err := Run(context.Background(), Options{URLs: []string{n.URL}, Game: "chess", Matches: 1, Duration: time.Second}); err == nil || !strings.Contains(err.Error(), "spiritisland") {
		t.Fatalf("a game with no load: %v", err)
	}
}
