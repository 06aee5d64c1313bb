package loadgen

import (
	"context"
	"errors"
	"math"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"shima/engine"
)

// run is one load run in progress: its clients and tallies.
type run struct {
	opts      Options
	game      Game   // opts.Game's
	createReq []byte // the request that creates each match
	dialer    dialer
	client    *http.Client
	pacer     *pacer
	start     time.Time
	// from and to bound the measured time, as offsets from start; from is
	// MaxInt64 until the ramp is over.
	from, to atomic.Int64

	ready                              atomic.Int64 // slots whose first match is playing
	made                               atomic.Int64 // matches the slots have begun to make
	moves, measured, started, finished atomic.Int64
	stale, refused, failures, stalls   atomic.Int64
	all, same, cross                   histogram
	errMu                              sync.Mutex
	errs                               []string
}

// Run plays opts.Matches matches at once on the nodes of opts.URLs, for
// opts.Ramp, opts.Warmup then opts.Duration, and returns what it measured. When ctx
// ends first, it returns what it has with ctx's error.
func Run(ctx context.Context, opts Options) (*Result, error) {
	if err := check(&opts); err != nil {
		return nil, err
	}
	r := &run{opts: opts, game: Games[opts.Game], pacer: newPacer(opts.Rate), start: time.Now()}
	r.createReq = createBody(opts.Game, r.game, true)
	r.client = newHTTPClient(&r.dialer)
	r.from.Store(math.MaxInt64)
	r.to.Store(math.MaxInt64)
	play, stop := context.WithCancel(ctx)
	defer stop()
	var slots sync.WaitGroup
	for i := range opts.Matches {
		slots.Add(1)
		go func() {
			defer slots.Done()
			if sleep(play, opts.Ramp*time.Duration(i)/time.Duration(opts.Matches)) == nil {
				r.slot(play, i)
			}
		}()
	}
	reports := r.report(play)
	err := r.schedule(ctx)
	stop()
	slots.Wait()
	<-reports
	return r.result(), err
}

// schedule waits for every slot's first match, then for the warm-up and the
// measured time. It returns an error when the ramp takes too long or ctx ends.
func (r *run) schedule(ctx context.Context) error {
	ramp := time.NewTimer(r.opts.Ramp + rampTimeout)
	defer ramp.Stop()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for r.ready.Load() < int64(r.opts.Matches) {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ramp.C:
			return engine.Rejectf("only %d of %d matches started within %s: %s", "%d/%d対戦しか%s以内に始まりませんでした: %s",
				r.ready.Load(), r.opts.Matches, r.opts.Ramp+rampTimeout, r.firstError())
		case <-tick.C:
			if r.failures.Load() >= int64(rampFailures*r.opts.Matches) {
				return engine.Rejectf("the matches fail to start: %s", "対戦が始まりません: %s", r.firstError())
			}
		}
	}
	from := time.Since(r.start) + r.opts.Warmup
	r.to.Store(int64(from + r.opts.Duration))
	r.from.Store(int64(from))
	end := time.NewTimer(from + r.opts.Duration - time.Since(r.start))
	defer end.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-end.C:
		return nil
	}
}

// since is the time from the start of the run.
func (r *run) since() time.Duration { return time.Since(r.start) }

// inWindow reports whether t (from the start) is in the measured time.
func (r *run) inWindow(t time.Duration) bool {
	return int64(t) >= r.from.Load() && int64(t) < r.to.Load()
}

// phase is where the run is at t.
func (r *run) phase(t time.Duration) Phase {
	switch {
	case int64(t) >= r.from.Load():
		return Measure
	case r.from.Load() != math.MaxInt64:
		return Warmup
	}
	return Ramp
}

// fail counts a broken match and keeps its error for the report.
func (r *run) fail(err error) {
	r.failures.Add(1)
	r.note(err.Error())
}

// note keeps msg among the first error messages.
func (r *run) note(msg string) {
	r.errMu.Lock()
	defer r.errMu.Unlock()
	if len(r.errs) < maxErrors {
		r.errs = append(r.errs, msg)
	}
}

func (r *run) firstError() string {
	r.errMu.Lock()
	defer r.errMu.Unlock()
	if len(r.errs) == 0 {
		return "no error"
	}
	return r.errs[0]
}

// report calls opts.Progress once a second until ctx ends; the channel
// closes when it has stopped.
func (r *run) report(ctx context.Context) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		if r.opts.Progress == nil {
			return
		}
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		last, lastAt := int64(0), time.Now()
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-tick.C:
				moves := r.moves.Load()
				r.opts.Progress(Progress{
					Phase: r.phase(r.since()), Elapsed: r.since().Round(time.Second), Ready: int(r.ready.Load()),
					Moves: moves, Rate: float64(moves-last) / now.Sub(lastAt).Seconds(),
					Errors: r.refused.Load() + r.failures.Load() + r.stalls.Load(),
				})
				last, lastAt = moves, now
			}
		}
	}()
	return done
}

// result sums up the run.
func (r *run) result() *Result {
	res := &Result{
		URLs: r.opts.URLs, Game: r.opts.Game, Matches: r.opts.Matches, Rate: r.opts.Rate, Ramp: r.opts.Ramp, Warmup: r.opts.Warmup,
		Moves: r.measured.Load(), Latency: r.all.summary(), SameNode: r.same.summary(), CrossNode: r.cross.summary(),
		Started: r.started.Load(), Finished: r.finished.Load(),
		Stale: r.stale.Load(), Refused: r.refused.Load(), Failures: r.failures.Load(), Stalls: r.stalls.Load(),
	}
	if from := r.from.Load(); from != math.MaxInt64 {
		res.Measured = max(0, min(r.since(), time.Duration(r.to.Load()))-time.Duration(from))
	}
	if res.Measured > 0 {
		res.MovesPerSecond = float64(res.Moves) / res.Measured.Seconds()
	}
	r.errMu.Lock()
	res.Errors = append([]string(nil), r.errs...)
	r.errMu.Unlock()
	return res
}

// errStalled ends a match in which nothing happened for stallAfter.
var errStalled = errors.New("loadgen: nothing happened in the match for " + stallAfter.String())
