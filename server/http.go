package server

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"shima/engine"
)

// maxBody bounds every request body and WebSocket message.
const maxBody = 64 << 10

// decode reads a JSON request body into v: one object, no unknown fields,
// at most maxBody bytes.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return errTooLarge
		}
		return jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return badRequest("the request body has data after its JSON object", "リクエストの本文のJSONの後に余分なデータがあります")
	}
	return nil
}

// jsonError explains why a request body or a WebSocket message is not the
// JSON expected, in both languages (engine.JSONError).
func jsonError(err error) *apiError {
	t := engine.JSONError(err)
	return badRequest(t.EN, t.JA)
}

// langOf is the language a request asks for: ?lang=, else Accept-Language, else English.
func langOf(r *http.Request) engine.Lang {
	if l, err := engine.ParseLang(r.URL.Query().Get("lang")); err == nil {
		return l
	}
	return acceptLang(r.Header.Get("Accept-Language"))
}

// acceptLang picks from an Accept-Language header the language of shima's
// that it weighs most (q=1 unless it says otherwise, q=0 meaning "not
// this one"); the earlier of two equal weights; English if it names none.
func acceptLang(header string) engine.Lang {
	best, bestQ := engine.EN, 0.0
	for _, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		l, err := engine.ParseLang(tag)
		if err != nil {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
				if f, err := strconv.ParseFloat(v, 64); err == nil && f >= 0 && f <= 1 {
					q = f
				}
			}
		}
		if q > bestQ {
			best, bestQ = l, q
		}
	}
	return best
}

// bearer returns the request's seat token, or "".
func bearer(r *http.Request) string {
	// The scheme is case-insensitive (RFC 9110, 11.1): "bearer" is "Bearer".
	scheme, t, ok := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(t)
}

// clientAddr is the address the limits apply to: the peer's IP (the
// client's, behind a trusted proxy: fromProxy), an IPv6 one by its /64
// network, which one person holds whole.
func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if ip := net.ParseIP(host); ip != nil && ip.To4() == nil {
		return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
	}
	return host
}

// fromProxy, when the operator says a proxy stands before the server
// (Config.TrustProxy), takes the client's address from the last entry of
// X-Forwarded-For, the one that proxy added; otherwise the header is
// ignored, as anyone may send one.
func (s *Server) fromProxy(next http.Handler) http.Handler {
	if !s.cfg.TrustProxy {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if fwd := r.Header.Values("X-Forwarded-For"); len(fwd) > 0 {
			hops := strings.Split(fwd[len(fwd)-1], ",")
			if ip := net.ParseIP(strings.TrimSpace(hops[len(hops)-1])); ip != nil {
				r2 := r.Clone(r.Context())
				r2.RemoteAddr = net.JoinHostPort(ip.String(), "0")
				r = r2
			}
		}
		next.ServeHTTP(w, r)
	})
}

// seatParam reads the {n} path value as a seat number.
func seatParam(r *http.Request) (int, error) {
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil || n < 0 {
		return 0, badRequest(fmt.Sprintf("%q is not a seat number", r.PathValue("n")), fmt.Sprintf("「%s」は席の番号ではありません", r.PathValue("n")))
	}
	return n, nil
}

// cleanName checks a player's chosen name: up to 40 letters, no control characters.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if !utf8.ValidString(name) || utf8.RuneCountInString(name) > 40 || strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return "", badRequest("a name has at most 40 characters and no control characters", "名前は40文字以内で、制御文字を含められません")
	}
	return name, nil
}

// statusWriter remembers the status of a response for logs and metrics. It
// keeps the connection hijackable for WebSocket upgrades.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Hijack hands the connection over, for WebSocket upgrades.
func (w *statusWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	h, ok := w.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("the response cannot be hijacked")
	}
	w.status = http.StatusSwitchingProtocols
	return h.Hijack()
}

// logRequests logs each request (never its headers: they carry tokens) and counts it.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		s.metrics.requests.WithLabelValues(strconv.Itoa(sw.status)).Inc()
		if strings.HasPrefix(r.URL.Path, "/assets/") || r.URL.Path == "/metrics" {
			return
		}
		s.log.Info("http", "method", r.Method, "path", r.URL.Path, "status", sw.status, "ms", time.Since(start).Milliseconds())
	})
}
