package server

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"time"

	"shima/analysis"
	"shima/engine"
	"shima/match"
	"shima/store"
)

// Analyses of finished matches (package analysis): each node runs one at a
// time, in the order they were asked for, beside its matches. The node
// where a match ends asks for its analysis; a replay page asks for that of
// an older match (POST). The store gives each analysis to one node, which
// saves its progress as it goes, and another node takes over one whose
// node stopped.
const (
	// maxAnalysesQueued bounds the analyses a node keeps waiting.
	maxAnalysesQueued = 1000
	// analysisSaveEvery is how often at most a node saves its progress.
	analysisSaveEvery = time.Second
	// analysisStale is how long an analysis may go without a save before
	// another node may take it over: its node has stopped.
	analysisStale = time.Minute
)

// analyses is this node's queue of analyses.
type analyses struct {
	mu      sync.Mutex
	queue   []string        // waiting, in order
	asked   map[string]bool // waiting or running
	running string
	wake    chan struct{} // a token when the queue has gained one
}

func newAnalyses() *analyses {
	return &analyses{asked: map[string]bool{}, wake: make(chan struct{}, 1)}
}

// ask queues the analysis of match id, unless it is queued or running
// already; false when the queue is full.
func (q *analyses) ask(id string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.asked[id] {
		return true
	}
	if len(q.queue) >= maxAnalysesQueued {
		return false
	}
	q.queue = append(q.queue, id)
	q.asked[id] = true
	select {
	case q.wake <- struct{}{}:
	default:
	}
	return true
}

// next waits for the next analysis to run and marks it running; false once
// stop is closed.
func (q *analyses) next(stop <-chan struct{}) (string, bool) {
	for {
		q.mu.Lock()
		if len(q.queue) > 0 {
			id := q.queue[0]
			q.queue = q.queue[1:]
			q.running = id
			q.mu.Unlock()
			return id, true
		}
		q.mu.Unlock()
		select {
		case <-q.wake:
		case <-stop:
			return "", false
		}
	}
}

// finish notes that the running analysis, id, has ended.
func (q *analyses) finish(id string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	delete(q.asked, id)
	q.running = ""
}

// state says whether match id's analysis is waiting here ("queued"),
// running here ("running"), or neither ("").
func (q *analyses) state(id string) string {
	q.mu.Lock()
	defer q.mu.Unlock()
	switch {
	case q.running == id:
		return "running"
	case q.asked[id]:
		return "queued"
	}
	return ""
}

// analysing runs the node's analyses one after another until Shutdown.
func (s *Server) analysing() {
	defer s.work.Done()
	for {
		id, ok := s.analyses.next(s.stop)
		if !ok {
			return
		}
		if err := s.analyse(s.botCtx, id); err != nil && s.botCtx.Err() == nil {
			s.log.Error("analyse", "match", id, "err", err)
		}
		s.analyses.finish(id)
	}
}

// analysisOptions are the options of the analyses of this node for a match
// of seed seed.
func (s *Server) analysisOptions(seed uint64) analysis.Options {
	return analysis.Options{Iterations: s.cfg.AnalysisIterations, Seed: seed, Workers: s.cfg.BotWorkers, Pause: s.giveWay(s.botCtx)}
}

// analyse makes the analysis of match id, or goes on with it, unless it is
// finished or another node is making it. A match not over is never
// analysed: its states hold what its seats may not know. Its loading and
// its saves give way to live play, as its searches do.
func (s *Server) analyse(ctx context.Context, id string) error {
	giveWay := s.giveWay(ctx)
	giveWay()
	rec, err := s.store.Load(ctx, id)
	if err != nil || rec.Status != store.Over {
		return err
	}
	m, err := match.Replay(rec.ID, rec.Config, rec.Seed, rec.Created, rec.Events)
	if err != nil {
		return err
	}
	opts := s.analysisOptions(rec.Seed)
	now := time.Now() // as leases, between nodes: the real time
	a, held, err := s.store.BeginAnalysis(ctx, id, s.node, opts.Bot(), m.FrameCount(), now, now.Add(-analysisStale))
	if err != nil || !held {
		return err
	}
	s.log.Info("analysis", "match", id, "steps", m.FrameCount(), "from", len(a.Chances), "bot", opts.Bot())
	var saved time.Time
	res, err := analysis.Run(ctx, m, opts, a.Chances, func(chances [][]float64) error {
		if time.Since(saved) < analysisSaveEvery {
			return nil
		}
		giveWay()
		saved = time.Now()
		return s.store.SaveAnalysis(ctx, id, s.node, analysis.Result{Chances: chances}, saved)
	})
	if err != nil {
		return err
	}
	giveWay()
	return s.store.SaveAnalysis(ctx, id, s.node, res, time.Now())
}

// analysisJSON is the answer of /api/matches/{id}/analysis (API.md).
type analysisJSON struct {
	// Status is "done", "running" (on some node), "queued" (on this one),
	// "none" (not begun, or its node stopped: ask with POST) or "off" (this
	// node makes no analyses).
	Status  string          `json:"status"`
	Bot     string          `json:"bot,omitempty"`
	Steps   int             `json:"steps"`
	Done    int             `json:"done"`
	Chances [][]float64     `json:"chances"`
	Costly  []analysis.Cost `json:"costly"`
	// Team: a cooperative game, whose seats share one chance.
	Team bool `json:"team"`
}

func (s *Server) handleAnalysis(w http.ResponseWriter, r *http.Request) {
	s.answerAnalysis(w, r, false)
}

func (s *Server) handleAnalyse(w http.ResponseWriter, r *http.Request) {
	s.answerAnalysis(w, r, true)
}

// answerAnalysis answers with the analysis of the request's match as it
// stands, once the match is over; with ask, it first asks this node to
// make it if nobody is making it.
func (s *Server) answerAnalysis(w http.ResponseWriter, r *http.Request, ask bool) {
	id := r.PathValue("id")
	head, err := s.store.Head(r.Context(), id)
	if err == nil && head.Status != store.Over {
		err = errAnalysisNotOver
	}
	var a store.Analysis
	if err == nil {
		a, err = s.store.LoadAnalysis(r.Context(), id)
		if errors.Is(err, store.ErrNotFound) {
			a, err = store.Analysis{}, nil
		}
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := analysisJSON{Status: s.analysisStatus(id, a), Bot: a.Bot, Steps: a.Steps, Done: len(a.Chances),
		Chances: orEmpty(a.Chances), Costly: orEmpty(a.Costly)}
	if g, err := engine.Lookup(head.Config.Game); err == nil {
		out.Team = g.Info().Cooperative
	}
	if ask && out.Status == "none" {
		if !s.analyses.ask(id) {
			s.writeError(w, r, errAnalysesBusy)
			return
		}
		out.Status = s.analyses.state(id)
	}
	writeJSON(w, http.StatusOK, out)
}

// analysisStatus is the status of match id's analysis a (zero when none
// has begun), as analysisJSON says.
func (s *Server) analysisStatus(id string, a store.Analysis) string {
	switch here := s.analyses.state(id); {
	case a.Steps > 0 && a.Finished():
		return "done"
	case here != "":
		return here
	case s.cfg.AnalysisIterations < 0:
		return "off"
	case a.Steps > 0 && a.Node != s.node && time.Since(a.Updated) < analysisStale:
		return "running" // on another node (this one's, not running, stopped with it)
	}
	return "none"
}
