package loadgen

import (
	"math/bits"
	"sync"
	"time"
)

// Latency summarises the latencies of one kind: how many were measured, and
// their quantiles and maximum.
type Latency struct {
	Count int64         `json:"count"`
	P50   time.Duration `json:"p50"`
	P90   time.Duration `json:"p90"`
	P99   time.Duration `json:"p99"`
	Max   time.Duration `json:"max"`
}

// subBuckets is how many buckets each power of two of microseconds is split
// into: a quantile is then off by less than 1/subBuckets (1.6%), and a
// histogram holds a few thousand counters however many samples it takes.
const (
	subBits    = 6
	subBuckets = 1 << subBits
)

// histogram counts latencies in microseconds, in log-linear buckets: values
// under subBuckets exactly, larger ones with subBits significant bits.
type histogram struct {
	mu     sync.Mutex
	counts []int64
	n      int64
	max    time.Duration
}

// bucket is the index of the bucket holding us microseconds.
func bucket(us uint64) int {
	if us < subBuckets {
		return int(us)
	}
	shift := bits.Len64(us) - subBits - 1
	return (shift+1)*subBuckets + int(us>>shift) - subBuckets
}

// upper is the largest value bucket i holds, in microseconds.
func upper(i int) uint64 {
	if i < subBuckets {
		return uint64(i)
	}
	shift := i/subBuckets - 1
	top := uint64(i%subBuckets + subBuckets)
	return (top+1)<<shift - 1
}

func (h *histogram) add(d time.Duration) {
	i := bucket(uint64(max(d, 0) / time.Microsecond))
	h.mu.Lock()
	defer h.mu.Unlock()
	if i >= len(h.counts) {
		h.counts = append(h.counts, make([]int64, i+1-len(h.counts))...)
	}
	h.counts[i]++
	h.n++
	h.max = max(h.max, d)
}

// summary gives the count, quantiles (the upper edge of the bucket holding
// each, capped by the maximum) and the maximum.
func (h *histogram) summary() Latency {
	h.mu.Lock()
	defer h.mu.Unlock()
	l := Latency{Count: h.n, Max: h.max}
	for _, q := range []struct {
		p   float64
		out *time.Duration
	}{{0.50, &l.P50}, {0.90, &l.P90}, {0.99, &l.P99}} {
		*q.out = min(h.quantile(q.p), h.max)
	}
	return l
}

// quantile is the upper edge of the bucket holding the p-quantile. Runs with h.mu held.
func (h *histogram) quantile(p float64) time.Duration {
	rank := int64(p*float64(h.n) + 0.5)
	rank = max(1, min(rank, h.n))
	var seen int64
	for i, c := range h.counts {
		seen += c
		if seen >= rank {
			return time.Duration(upper(i)) * time.Microsecond
		}
	}
	return 0
}
