package loadgen

import (
	"testing"
	"time"
)

// Buckets cover the values without gaps, and each value is within 1/64 of
// its bucket's upper edge.
func TestBuckets(t *testing.T) {
	prev := -1
	for us := uint64(0); us < 1<<20; us++ {
		i := bucket(us)
		if i != prev && i != prev+1 {
			t.Fatalf("%d µs: bucket %d after %d", us, i, prev)
		}
		if top := upper(i); top < us || float64(top-us) > float64(us)/subBuckets {
			t.Fatalf("%d µs in bucket %d up to %d", us, i, top)
		}
		prev = i
	}
}

func TestQuantiles(t *testing.T) {
	var h histogram
	for ms := 1; ms <= 1000; ms++ {
		h.add(time.Duration(ms) * time.Millisecond)
	}
	l := h.summary()
	near := func(got time.Duration, want int) bool {
		w := time.Duration(want) * time.Millisecond
		return got >= w && got <= w+w/50
	}
	if l.Count != 1000 || !near(l.P50, 500) || !near(l.P90, 900) || !near(l.P99, 990) || l.Max != time.Second {
		t.Fatalf("%+v", l)
	}
	if (&histogram{}).summary() != (Latency{}) {
		t.Fatal("an empty histogram has figures")
	}
}
