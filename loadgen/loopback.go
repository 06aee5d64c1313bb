package loadgen

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"shima/engine"
)

// checkURL accepts a node's base URL only if it is http on this machine's
// loopback: 127.0.0.1, ::1 or localhost. It returns the URL without a
// trailing slash.
func checkURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "http" || u.Host == "" || u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
		return "", engine.Rejectf("%q is not a node's base URL like http://127.0.0.1:8080", "「%s」はhttp://127.0.0.1:8080のようなノードのURLではありません", raw)
	}
	switch u.Hostname() {
	case "127.0.0.1", "::1", "localhost":
	default:
		return "", engine.Rejectf("%s is not on the loopback (127.0.0.1, ::1, localhost): the load generator loads only this machine",
			"%sはループバック(127.0.0.1、::1、localhost)ではありません: 負荷はこのマシンにしかかけません", u.Host)
	}
	return strings.TrimSuffix(u.String(), "/"), nil
}

// sourceKey is the context key of the loopback address a connection is made from.
type sourceKey struct{}

// withSource makes the connections dialled with ctx come from src.
func withSource(ctx context.Context, src netip.Addr) context.Context {
	return context.WithValue(ctx, sourceKey{}, src)
}

// sourceOf is the loopback source address of the n-th match of a run:
// 127.a.b.c from 127.1.0.0 on, a different one for each match (for 16
// million). The server limits match creation per client address, as it
// should for people; each match stands for its own three players, so it
// comes from an address of its own. The spread also keeps thousands of
// connections from sharing one address's ephemeral ports.
func sourceOf(n int64) netip.Addr {
	n %= 254 << 16
	return netip.AddrFrom4([4]byte{127, byte(1 + n>>16), byte(n >> 8), byte(n)})
}

// dialer connects to loopback addresses only, from the source address its
// context names when the system allows it (Linux routes all of 127/8 to the
// loopback; other systems may have only 127.0.0.1).
type dialer struct {
	noSources atomic.Bool // binding to a source address failed once: stop trying
}

func (d *dialer) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if host == "localhost" {
		host = "127.0.0.1"
	}
	ip, err := netip.ParseAddr(host)
	if err != nil || !ip.IsLoopback() {
		return nil, fmt.Errorf("loadgen: %s is not a loopback address", addr)
	}
	nd := net.Dialer{Timeout: 10 * time.Second}
	target := net.JoinHostPort(ip.String(), port)
	if src, ok := ctx.Value(sourceKey{}).(netip.Addr); ok && ip.Is4() && !d.noSources.Load() {
		nd.LocalAddr = &net.TCPAddr{IP: src.AsSlice()}
		conn, err := nd.DialContext(ctx, network, target)
		if !errors.Is(err, syscall.EADDRNOTAVAIL) {
			return conn, err
		}
		d.noSources.Store(true)
		nd.LocalAddr = nil
	}
	return nd.DialContext(ctx, network, target)
}

// newHTTPClient is the client for the API and the WebSocket handshakes: it
// dials through d, opens a connection per request (so that each comes from
// the address its context names) and follows no redirect. Requests are
// bounded by their contexts (the WebSocket library refuses a client timeout).
func newHTTPClient(d *dialer) *http.Client {
	return &http.Client{
		Transport: &http.Transport{DialContext: d.dial, DisableKeepAlives: true},
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return errors.New("loadgen: the server answered with a redirect")
		},
	}
}
