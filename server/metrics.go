package server

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's Prometheus metrics, in a registry of its own so
// that several servers can run in one process (tests, the load generator).
type metrics struct {
	registry    *prometheus.Registry
	loaded      prometheus.Gauge
	moves       prometheus.Counter
	owned       prometheus.Gauge   // matches whose bots and clock this node runs
	botMoves    prometheus.Counter // bot moves this node chose
	clients     prometheus.Gauge
	moveSeconds prometheus.Histogram
	requests    *prometheus.CounterVec
	// analysesWaiting counts the analyses' searches giving way to live play.
	analysesWaiting prometheus.Gauge
}

func newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		loaded:   prometheus.NewGauge(prometheus.GaugeOpts{Name: "shima_matches_loaded", Help: "Matches loaded on this node."}),
		moves:    prometheus.NewCounter(prometheus.CounterOpts{Name: "shima_moves_total", Help: "Events (moves, undos, seat changes) stored by this node."}),
		owned:    prometheus.NewGauge(prometheus.GaugeOpts{Name: "shima_matches_owned", Help: "Matches whose bots and clock this node runs (it holds their lease)."}),
		botMoves: prometheus.NewCounter(prometheus.CounterOpts{Name: "shima_bot_moves_total", Help: "Moves bots chose on this node."}),
		clients:  prometheus.NewGauge(prometheus.GaugeOpts{Name: "shima_ws_clients", Help: "WebSocket clients connected to this node."}),
		moveSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "shima_move_seconds", Help: "Time from a submission to its event stored and broadcast.",
			Buckets: prometheus.ExponentialBuckets(0.0001, 2, 16)}),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "shima_http_requests_total", Help: "HTTP requests by status."}, []string{"code"}),
		analysesWaiting: prometheus.NewGauge(prometheus.GaugeOpts{Name: "shima_analysis_waiting",
			Help: "Searches of an analysis waiting while moves or bot turns are in flight on this node."}),
	}
	m.registry.MustRegister(m.loaded, m.moves, m.owned, m.botMoves, m.clients, m.moveSeconds, m.requests, m.analysesWaiting,
		prometheus.NewGoCollector(), prometheus.NewProcessCollector(prometheus.ProcessCollectorOpts{}))
	return m
}

// metricsHandler answers Prometheus with the server's metrics.
func (s *Server) metricsHandler() http.Handler {
	return promhttp.HandlerFor(s.metrics.registry, promhttp.HandlerOpts{})
}
