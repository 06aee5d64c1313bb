package spiritisland

import "testing"

// withStandIns registers do-nothing effects for the fear cards and
// blighted islands whose effects are not written on this branch yet, so
// that tests may play whole random games; they are removed when tb ends.
// Only tests use it: in play a missing effect must fail loudly.
func withStandIns(tb testing.TB) {
	tb.Helper()
	var fears, blights []string
	for _, fc := range FearCards {
		if _, ok := fearEffects[fc.Key]; !ok {
			nothing := func(*State, *queue) {}
			fearEffects[fc.Key] = [3]func(*State, *queue){nothing, nothing, nothing}
			fears = append(fears, fc.Key)
		}
	}
	for _, bc := range BlightCards {
		if _, ok := blightedEffects[bc.Key]; !ok {
			blightedEffects[bc.Key] = func(*State, *queue) {}
			blights = append(blights, bc.Key)
		}
	}
	tb.Cleanup(func() {
		for _, k := range fears {
			delete(fearEffects, k)
		}
		for _, k := range blights {
			delete(blightedEffects, k)
		}
	})
}
