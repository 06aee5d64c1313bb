// Package enginewire is shima's engine protocol: newline-delimited JSON
// requests and replies by which another program plays shima's games in one
// long-running process (`shima engine`): it makes games, lists their legal
// actions, applies them, shows a seat's view, the events an action caused
// and the outcome, copies games, loads and saves positions, and asks bots
// for their moves. PROTOCOL.md documents it.
//
// A Server answers each request line with one reply line, in order. Every
// refusal is a reply with a reason in English and Japanese; nothing a client
// sends ends the session but the end of its input.
package enginewire

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"
	"unicode/utf8"

	"shima/engine"
)

// Version is the protocol's version, which hello gives. It changes when a
// request or reply changes in a way an existing client would misread.
const Version = 1

// MaxLine is the longest request line read, in bytes; a longer one is
// refused (and skipped) whole.
const MaxLine = 16 << 20

// Server holds the games of one session, each by its id. It is not safe
// for concurrent use: Serve answers one request at a time.
type Server struct {
	lang  engine.Lang
	games map[string]*game
	next  int // the number in the next id the server makes up
	w     *writer
	// in and out are what Serve reads and writes, for a bot's search to
	// watch and to flush (think); peeked is closed when that watch has ended.
	in     *bufio.Reader
	out    *bufio.Writer
	peeked chan struct{}
	// req, statusOut and legal are the request being answered and parts
	// of its reply, kept here so that answering one allocates less; they
	// are valid until the next request.
	req       Request
	statusOut Status
	legal     Legal
}

// game is one game of the session, with scratch space for its legal lists.
type game struct {
	title string
	st    engine.State
	legal []engine.Action
	// listed says legal holds the actions of seat listedFor in st as it
	// stands, so that applying one by its index needs no second listing.
	listed    bool
	listedFor engine.Seat
}

// NewServer returns a server with no games whose texts are in lang unless a
// request asks for another language.
func NewServer(lang engine.Lang) *Server {
	return &Server{lang: lang, games: map[string]*game{}, w: newWriter()}
}

// Serve reads requests from r, one a line, and writes each reply to w as
// one line, until r ends (nil) or ctx ends while a bot thinks. Blank lines
// are skipped. Replies are flushed whenever no further request is waiting
// in r's buffer, so that a client may send one request at a time or many.
// A bot still thinking InputEndGrace after r ends is stopped: its request is
// answered "interrupted", and Serve returns once it has answered what it
// read.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	in := bufio.NewReaderSize(r, 64<<10)
	out := bufio.NewWriterSize(w, 64<<10)
	s.in, s.out = in, out
	// A watch still reading when Serve returns reads what no one will.
	defer func() { s.in, s.out, s.peeked = nil, nil, nil }()
	for {
		line, err := readLine(in)
		if len(bytes.TrimSpace(line)) > 0 || errors.Is(err, errTooLong) {
			var reply []byte
			if errors.Is(err, errTooLong) {
				reply = s.refuse(nil, engine.Rejectf("the request is longer than %d bytes", "リクエストが%dバイトを超えています", MaxLine))
			} else {
				reply = s.Handle(ctx, line)
			}
			if _, err := out.Write(reply); err != nil {
				return err
			}
		}
		if err != nil && !errors.Is(err, errTooLong) {
			if ferr := out.Flush(); ferr != nil {
				return ferr
			}
			if err == io.EOF {
				return nil
			}
			return err
		}
		if ctx.Err() != nil {
			return out.Flush()
		}
		if s.peeked != nil {
			// A search watched the input: nothing was waiting in it then,
			// so the reply goes out before the watch is waited for.
			if err := out.Flush(); err != nil {
				return err
			}
			<-s.peeked
			s.peeked = nil
		} else if in.Buffered() == 0 {
			if err := out.Flush(); err != nil {
				return err
			}
		}
	}
}

var errTooLong = errors.New("line too long")

// InputEndGrace is how long a bot may go on thinking once the input has
// ended: a search that ends sooner is answered, one that would go on longer
// is stopped, so that the engine ends soon after its client has gone, and a
// batch of requests piped in whole still gets its quick searches.
const InputEndGrace = time.Second

// think readies Serve for a bot to think: it sends the replies so far, and
// returns ctx, ended also InputEndGrace after the input ends (or fails)
// before the next request comes, for the search to stop. It watches only
// when no request waits in the input already (one that waits has not ended
// it). The watch reads ahead into Serve's buffer, which Serve reads again
// once the watch is over (peeked).
func (s *Server) think(ctx context.Context) (context.Context, context.CancelFunc) {
	if s.out != nil {
		s.out.Flush() // an error stays in out, for Serve's next write
	}
	if s.in == nil || s.peeked != nil || s.in.Buffered() > 0 {
		return ctx, func() {}
	}
	ctx, cancel := context.WithCancel(ctx)
	in, peeked := s.in, make(chan struct{})
	s.peeked = peeked
	go func() {
		if _, err := in.Peek(1); err != nil {
			time.AfterFunc(InputEndGrace, cancel)
		}
		close(peeked)
	}()
	return ctx, cancel
}

// readLine reads one line without its newline. A line longer than MaxLine
// is read to its end and dropped: errTooLong. The last line may lack its
// newline; after it comes io.EOF.
func readLine(in *bufio.Reader) ([]byte, error) {
	line, err := in.ReadSlice('\n')
	if err == nil {
		return line[:len(line)-1], nil
	}
	if !errors.Is(err, bufio.ErrBufferFull) {
		return line, err // io.EOF with the last line, or a read error
	}
	long := append([]byte(nil), line...)
	for errors.Is(err, bufio.ErrBufferFull) {
		line, err = in.ReadSlice('\n')
		if len(long) <= MaxLine {
			long = append(long, line...)
		}
	}
	if len(long) > MaxLine {
		if err == io.EOF {
			err = nil // the next read gives io.EOF
		}
		return nil, errors.Join(errTooLong, err)
	}
	if err == nil {
		long = long[:len(long)-1]
	}
	return long, err
}

// Handle answers one request line with one reply line (ending in a
// newline). The reply is valid until the next call.
func (s *Server) Handle(ctx context.Context, line []byte) (reply []byte) {
	var err error
	s.req, err = ParseRequest(line)
	req := &s.req
	if err != nil {
		if req.ID == nil {
			req.ID = idOf(line)
		}
		return s.refuse(req.ID, err)
	}
	defer func() {
		if p := recover(); p != nil {
			// A bug in a game: the game may be left broken, so it is dropped.
			en, ja := fmt.Sprintf("internal error: %v", p), fmt.Sprintf("内部エラー: %v", p)
			if _, ok := s.games[req.Game]; ok {
				delete(s.games, req.Game)
				en += "; game " + strconv.Quote(req.Game) + " was dropped"
				ja += "。ゲーム「" + req.Game + "」は破棄しました"
			}
			reply = s.encode(Reply{ID: req.ID, Error: &Error{Text: engine.T(en, ja), Internal: true}})
		}
	}()
	rep, err := s.do(ctx, req)
	if err != nil {
		return s.refuse(req.ID, err)
	}
	rep.ID = req.ID
	return s.encode(rep)
}

// refuse is the reply to a request refused with err.
func (s *Server) refuse(id json.RawMessage, err error) []byte {
	e := &Error{Text: engine.T(err.Error(), err.Error())}
	var r *engine.Rejection
	if errors.As(err, &r) {
		e.Text = r.Reason
	} else {
		e.Internal = true
	}
	e.EN, e.JA = shorten(e.EN), shorten(e.JA)
	return s.encode(Reply{ID: id, Error: e})
}

// maxReason is the most bytes of a refusal's reason in one language.
const maxReason = 400

// shorten bounds a reason's length: where a game or a bot repeats a huge
// value of the request, the reply keeps the reason's start and end, whole
// characters, around an ellipsis.
func shorten(reason string) string {
	if len(reason) <= maxReason {
		return reason
	}
	head, tail := maxReason/2, len(reason)-maxReason/4
	for !utf8.RuneStart(reason[head]) {
		head--
	}
	for !utf8.RuneStart(reason[tail]) {
		tail++
	}
	return reason[:head] + " … " + reason[tail:]
}

// encode writes r as one line of JSON.
func (s *Server) encode(r Reply) []byte { return s.w.reply(r) }
