package server

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Live play comes first. An analysis of a finished match searches only
// while nothing of live play waits on this node: before each iteration of
// its searches it gives way (giveWay) while a move, an undo, a hand-over or
// a clock's timeout is being made (from its submission until it is stored
// and acknowledged), or a bot is taking its turn (its search and its move,
// not the delay before), and then until play has been quiet a moment
// (Config.AnalysisQuiet): a move's work goes on after it is acknowledged
// (its snapshots written, its players' clients answering), and a node
// whose processors a busy analysis shares with other work (other processes,
// a container's quota) would answer the next move later. The operator may
// bound it further to a share of the time (Config.AnalysisShare).

// playing counts the live work in flight on this node, for the analyses to
// wait on.
type playing struct {
	mu    sync.Mutex
	n     int
	quiet chan struct{} // closed while n is 0
	busy  atomic.Bool   // n > 0: a look without the lock
	ended atomic.Int64  // when n last fell to 0, in Unix nanoseconds
}

func newPlaying() *playing {
	quiet := make(chan struct{})
	close(quiet)
	return &playing{quiet: quiet}
}

// begin notes a piece of live work begun; end, when it is done.
func (p *playing) begin() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.n == 0 {
		p.quiet = make(chan struct{})
		p.busy.Store(true)
	}
	p.n++
}

// end notes that a piece of live work noted by begin is done.
func (p *playing) end() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n--
	if p.n == 0 {
		p.ended.Store(time.Now().UnixNano())
		p.busy.Store(false)
		close(p.quiet)
	}
}

// wait returns once no live work is in flight, or ctx has ended.
func (p *playing) wait(ctx context.Context) {
	p.mu.Lock()
	quiet := p.quiet
	p.mu.Unlock()
	select {
	case <-quiet:
	case <-ctx.Done():
	}
}

// quietLeft is how much longer than now live play must stay quiet for it
// to have been quiet for quiet: 0 once it has.
func (p *playing) quietLeft(now time.Time, quiet time.Duration) time.Duration {
	return max(0, time.Duration(p.ended.Load()-now.UnixNano())+quiet)
}

// sharePeriod is the period of Config.AnalysisShare: in each, an analysis
// searches for at most its share, then rests until the next.
const sharePeriod = 100 * time.Millisecond

// restFor is how long an analysis allowed share of the time (in (0, 1))
// rests at t: until the next period, once past its share of this one;
// otherwise 0. The periods are the same for every worker, so that N workers
// search at most share of the time of N cores.
func restFor(t time.Time, share float64) time.Duration {
	into := time.Duration(t.UnixNano() % int64(sharePeriod))
	if into < time.Duration(share*float64(sharePeriod)) {
		return 0
	}
	return sharePeriod - into
}

// giveWay is the analyses' pause (analysis.Options.Pause), called before
// each iteration of their searches: it lets the goroutines queued for this
// one's processor run, waits while live play is in flight and until it has
// been quiet for Config.AnalysisQuiet, and rests outside the analyses'
// share of the time; it returns at once when ctx ends.
func (s *Server) giveWay(ctx context.Context) func() {
	share, quiet := s.cfg.AnalysisShare, s.cfg.AnalysisQuiet
	return func() {
		runtime.Gosched()
		for ctx.Err() == nil {
			if s.playing.busy.Load() {
				s.waitForPlay(func() { s.playing.wait(ctx) })
				continue // live play may have come again meanwhile
			}
			now := time.Now()
			if left := s.playing.quietLeft(now, quiet); left > 0 {
				s.waitForPlay(func() { sleep(ctx, left) })
				continue
			}
			rest := time.Duration(0)
			if share < 1 {
				rest = restFor(now, share)
			}
			if rest == 0 {
				return
			}
			sleep(ctx, rest)
		}
	}
}

// waitForPlay runs wait, which waits for live play, counted among the
// analyses' searches waiting.
func (s *Server) waitForPlay(wait func()) {
	s.metrics.analysesWaiting.Inc()
	defer s.metrics.analysesWaiting.Dec()
	wait()
}

// sleep waits d, or until ctx ends.
func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}
