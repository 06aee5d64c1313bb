package storetest

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"shima/store"
)

// BenchmarkAppend measures Append on s: "serial" appends to one match, one
// event after another, as one match's moves arrive; "parallel" appends to
// one match per goroutine, as many matches played at once: 2 goroutines a
// core, then 64 (where group commit pays). All report appends/s.
func BenchmarkAppend(b *testing.B, s store.Store) {
	var matches atomic.Int64
	newMatch := func() (string, error) {
		id := fmt.Sprintf("bench%d", matches.Add(1))
		return id, s.Create(context.Background(), record(id, epoch, person, bot))
	}
	b.Run("serial", func(b *testing.B) {
		id, err := newMatch()
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		seq := 0
		for b.Loop() {
			seq++
			if err := s.Append(context.Background(), id, move(seq), store.Playing, false); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(seq)/b.Elapsed().Seconds(), "appends/s")
	})
	for _, perCore := range []int{1, 32} {
		b.Run(fmt.Sprintf("parallel-%d", perCore), func(b *testing.B) {
			b.ReportAllocs()
			b.SetParallelism(perCore)
			b.RunParallel(func(pb *testing.PB) {
				id, err := newMatch()
				if err != nil {
					b.Error(err)
					return
				}
				for seq := 1; pb.Next(); seq++ {
					if err := s.Append(context.Background(), id, move(seq), store.Playing, false); err != nil {
						b.Error(err)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "appends/s")
		})
	}
}
