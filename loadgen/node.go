package loadgen

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"

	_ "shima/games/all" // the games the node serves
	"shima/server"
)

// Node is a shima server run in this process on a loopback port, as
// shima serve runs one (without the browser client), for a run to load.
type Node struct {
	// URL is the node's base URL, http://127.0.0.1:PORT.
	URL    string
	srv    *server.Server
	hs     *http.Server
	served chan error
}

// StartNode serves the matches of cfg.Store, set up by cfg (its analyses
// of the matches that end, as shima serve's flags set them), on a free
// loopback port. The caller closes the node, then the store.
func StartNode(ctx context.Context, cfg server.Config) (*Node, error) {
	srv, err := server.New(ctx, cfg)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		srv.Shutdown(ctx)
		return nil, err
	}
	n := &Node{URL: "http://" + ln.Addr().String(), srv: srv, served: make(chan error, 1),
		hs: &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}}
	go func() { n.served <- n.hs.Serve(ln) }()
	return n, nil
}

// Close stops the node: no new requests, then the server's shutdown.
func (n *Node) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	err := n.hs.Shutdown(ctx)
	if serr := <-n.served; !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	return errors.Join(err, n.srv.Shutdown(ctx))
}
