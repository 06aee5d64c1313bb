package loadgen

import (
	"strings"
	"testing"
	"time"

	"shima/engine"
)

func TestWriteTable(t *testing.T) {
	r := &Result{URLs: []string{"http://127.0.0.1:1", "http://127.0.0.1:2"}, Game: "spiritisland", Matches: 100, Rate: 2000, Warmup: time.Second,
		Measured: 10 * time.Second, Moves: 20000, MovesPerSecond: 2000,
		Latency: Latency{Count: 3, P50: 2 * time.Millisecond, P90: 3 * time.Millisecond, P99: 4 * time.Millisecond, Max: 5 * time.Millisecond},
		Errors:  []string{"boom"}}
	for lang, want := range map[engine.Lang][]string{
		engine.EN: {"100 concurrent matches of spiritisland", "2000.0/s", "cross node", "2.00 ms", "boom"},
		engine.JA: {"spiritislandを同時100対戦", "毎秒2000.0手", "別ノード", "4.00 ms", "boom"},
	} {
		var b strings.Builder
		if err := r.WriteTable(&b, lang); err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: no %q in\n%s", lang, w, b.String())
			}
		}
	}
	var b strings.Builder
	m := &Memory{Matches: 10, Moves: 2, HeapPerMatch: 20 << 10, StoreBytes: 4096, StorePerMatch: 409}
	if err := m.WriteTable(&b, engine.JA); err != nil || !strings.Contains(b.String(), "20.0 KiB") || !strings.Contains(b.String(), "409 B") {
		t.Fatalf("%v\n%s", err, b.String())
	}
}
