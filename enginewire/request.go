package enginewire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"unicode/utf8"

	"shima/engine"
)

// Request is one line a client sends: an operation and its fields
// (PROTOCOL.md says which operation reads which). A field given as null is
// as if it were not given.
type Request struct {
	// ID is any JSON value the client chose, echoed in the reply.
	ID      json.RawMessage
	Op      string
	Version int               // hello: the version the client speaks
	Game    string            // the game a request is about
	As      string            // new, load, copy: the new game's id
	Title   string            // new: which board game ("micronesia")
	Players int               // new
	Seed    uint64            // new: the game's seed; best: the bot's
	Options map[string]string // new
	Seat    *int              // the seat that acts or looks
	Action  *string           // apply: the action's text
	Index   *int              // apply: the action's place in the legal list
	Legal   string            // new, load, copy, status, apply: "count" or "text"
	Events  string            // apply: "en", "ja" or "both"
	Viewer  *int              // apply with events: whose view of them
	Lang    string            // the language of texts
	Format  string            // view: "json" or "text"
	Bot     string            // best: a bot spec
	Top     int               // best: how many candidates
	Workers *int              // best: how many goroutines search
	// Position is a position (games/<id>/POSITION.md): a JSON object, or a
	// string holding one.
	Position json.RawMessage
}

// MaxDepth is how deep a request's values may nest arrays and objects.
const MaxDepth = 1000

// ParseRequest reads one request line: one JSON object of known fields,
// each of its type, and nothing else but spaces, in UTF-8. It refuses
// anything else with a reason in both languages. It is the protocol's hot
// path, so it reads the object itself rather than by reflection; values it
// keeps raw (id, options, position) are checked to be valid JSON, nested at
// most MaxDepth deep.
func ParseRequest(line []byte) (Request, error) {
	var r Request
	p := parser{b: line}
	if !utf8.Valid(line) {
		for p.i < len(line) {
			c, size := utf8.DecodeRune(line[p.i:])
			if c == utf8.RuneError && size == 1 {
				break
			}
			p.i += size
		}
		return r, p.fail("it is not valid UTF-8", "UTF-8として正しくありません")
	}
	if !p.consume('{') {
		return r, p.fail("a request is one JSON object", "リクエストは1つのJSONオブジェクトです")
	}
	if !p.consume('}') {
		for {
			key, err := p.key()
			if err != nil {
				return r, err
			}
			if !p.consume(':') {
				return r, p.fail("a colon must follow a key", "キーの後にはコロンが必要です")
			}
			raw, err := p.value()
			if err != nil {
				return r, err
			}
			if err := r.set(key, raw); err != nil {
				return r, err
			}
			if p.consume('}') {
				break
			}
			if !p.consume(',') {
				return r, p.fail("a comma or a closing brace must follow a value", "値の後にはコンマか閉じ括弧が必要です")
			}
		}
	}
	if p.skipSpace(); p.i != len(p.b) {
		return r, p.fail("something follows the request's JSON object on its line", "リクエストのJSONオブジェクトの後に何かがあります")
	}
	if r.Op == "" {
		return r, engine.Reject(`the request has no "op"`, `リクエストに"op"がありません`)
	}
	return r, nil
}

// set sets the field named key from its raw JSON value. Each case names
// its field again, so that key is never copied into a string.
func (r *Request) set(key, raw []byte) error {
	if string(raw) == "null" {
		return nil
	}
	var err error
	switch string(key) {
	case "id":
		r.ID = raw
	case "op":
		r.Op, err = oneOf("op", raw, opNames...)
	case "version":
		r.Version, err = intValue("version", raw)
	case "game":
		r.Game, err = stringValue("game", raw)
	case "as":
		r.As, err = stringValue("as", raw)
	case "title":
		r.Title, err = stringValue("title", raw)
	case "players":
		r.Players, err = intValue("players", raw)
	case "seed":
		r.Seed, err = strconv.ParseUint(string(raw), 10, 64)
		if err != nil || !isInt(raw) {
			err = engine.Rejectf(`"seed" must be a whole number from 0 to 2^64-1, not %s`, `"seed"は0から2^64-1までの整数です(%sではありません)`, echo(string(raw)))
		}
	case "options":
		var options map[string]string // not &r.Options: r would go to the heap
		err = json.Unmarshal(raw, &options)
		r.Options = options
		if err != nil {
			err = engine.Reject(`"options" must be an object of strings, such as {"spirits": "random"}`, `"options"は文字列のオブジェクトです(例: {"spirits": "random"})`)
		}
	case "seat":
		r.Seat, err = intPointer("seat", raw)
	case "action":
		var s string
		s, err = stringValue("action", raw)
		r.Action = &s
	case "index":
		r.Index, err = intPointer("index", raw)
	case "legal":
		r.Legal, err = oneOf("legal", raw, "count", "text")
	case "events":
		r.Events, err = oneOf("events", raw, "en", "ja", "both")
	case "viewer":
		r.Viewer, err = intPointer("viewer", raw)
	case "lang":
		r.Lang, err = oneOf("lang", raw, "en", "ja")
	case "format":
		r.Format, err = oneOf("format", raw, "json", "text")
	case "bot":
		r.Bot, err = stringValue("bot", raw)
	case "top":
		r.Top, err = intValue("top", raw)
	case "workers":
		r.Workers, err = intPointer("workers", raw)
	case "position":
		r.Position = raw
	default:
		return engine.Rejectf("unknown field %q", "「%s」という項目はありません", echo(string(key)))
	}
	return err
}

// stringValue reads raw as a JSON string.
func stringValue(key string, raw []byte) (string, error) {
	if s, ok := plainString(raw); ok {
		return s, nil
	}
	var s string
	if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return "", engine.Rejectf("%q must be a string", "%qは文字列です", key)
	}
	return s, nil
}

// plainString reads raw as a JSON string of printable ASCII without
// escapes, the usual case, and reports whether it was one.
func plainString(raw []byte) (string, bool) {
	if !plainASCII(raw) {
		return "", false
	}
	return string(raw[1 : len(raw)-1]), true
}

// oneOf reads raw as a JSON string, which is most often one of words: then
// it is that word, and nothing is copied.
func oneOf(key string, raw []byte, words ...string) (string, error) {
	if plainASCII(raw) {
		for _, w := range words {
			if string(raw[1:len(raw)-1]) == w {
				return w, nil
			}
		}
	}
	return stringValue(key, raw)
}

// opNames are the operations' names.
var opNames = slices.Sorted(maps.Keys(ops))

// plainASCII reports whether raw is a JSON string of printable ASCII
// without escapes.
func plainASCII(raw []byte) bool {
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return false
	}
	for _, c := range raw[1 : len(raw)-1] {
		if c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// intValue reads raw as a JSON whole number that fits an int.
func intValue(key string, raw []byte) (int, error) {
	n, err := strconv.Atoi(string(raw))
	if err != nil || !isInt(raw) {
		return 0, engine.Rejectf("%q must be a whole number, not %s", "%qは整数です(%sではありません)", key, echo(string(raw)))
	}
	return n, nil
}

func intPointer(key string, raw []byte) (*int, error) {
	n, err := intValue(key, raw)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// isInt reports whether raw is a JSON integer: digits with an optional
// minus sign, and no leading zero.
func isInt(raw []byte) bool {
	if len(raw) > 0 && raw[0] == '-' {
		raw = raw[1:]
	}
	if len(raw) == 0 || raw[0] == '0' && len(raw) > 1 {
		return false
	}
	for _, c := range raw {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// parser walks a request line.
type parser struct {
	b []byte
	i int
}

func (p *parser) skipSpace() {
	for p.i < len(p.b) && (p.b[p.i] == ' ' || p.b[p.i] == '\t' || p.b[p.i] == '\r' || p.b[p.i] == '\n') {
		p.i++
	}
}

// consume skips spaces, then c if it comes next, and reports whether it did.
func (p *parser) consume(c byte) bool {
	p.skipSpace()
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

// fail is a refusal of the request at the parser's place.
func (p *parser) fail(en, ja string) error {
	return engine.Rejectf("the request is not valid: %s (at byte %d)", "リクエストが不正です: %s(%dバイト目)", engine.T(en, ja), p.i)
}

// key reads a key, a JSON string, as its bytes: those of the line itself
// when it has no escapes.
func (p *parser) key() ([]byte, error) {
	p.skipSpace()
	start := p.i
	if p.i >= len(p.b) || p.b[p.i] != '"' || !p.skipString() {
		p.i = start
		return nil, p.fail("a key must be a string", "キーは文字列です")
	}
	if raw := p.b[start:p.i]; plainASCII(raw) {
		return raw[1 : len(raw)-1], nil
	}
	s, err := stringValue("key", p.b[start:p.i])
	return []byte(s), err
}

// skipString moves past the JSON string that begins at p.i, and reports
// whether it ends on the line. Its content is checked by whoever reads it.
func (p *parser) skipString() bool {
	for p.i++; p.i < len(p.b); p.i++ {
		switch p.b[p.i] {
		case '\\':
			p.i++
		case '"':
			p.i++
			return true
		}
	}
	return false
}

// value returns the raw JSON value that begins at p's place, checked to be
// valid JSON.
func (p *parser) value() ([]byte, error) {
	p.skipSpace()
	start := p.i
	if p.i < len(p.b) && p.b[p.i] == '"' {
		if !p.skipString() {
			return nil, p.fail("a string does not end", "文字列が閉じていません")
		}
		if raw := p.b[start:p.i]; plainASCII(raw) || json.Valid(raw) {
			return raw, nil
		}
		p.i = start
		return nil, p.fail("a string is not valid JSON", "文字列が正しいJSONではありません")
	}
	depth := 0
	for ; p.i < len(p.b); p.i++ {
		c := p.b[p.i]
		switch {
		case c == '"':
			if !p.skipString() {
				return nil, p.fail("a string does not end", "文字列が閉じていません")
			}
			p.i--
		case c == '{' || c == '[':
			if depth++; depth > MaxDepth {
				p.i = start
				return nil, p.fail(fmt.Sprintf("a value nests deeper than %d arrays and objects", MaxDepth),
					fmt.Sprintf("値の配列とオブジェクトの入れ子が%d段を超えています", MaxDepth))
			}
		case c == '}' || c == ']':
			if depth == 0 {
				return p.scalar(start)
			}
			depth--
		case c == ',' && depth == 0:
			return p.scalar(start)
		}
	}
	return p.scalar(start)
}

// scalar checks the value from start to p's place, without the spaces
// that follow it.
func (p *parser) scalar(start int) ([]byte, error) {
	raw := bytes.TrimRight(p.b[start:p.i], " \t\r\n")
	if isInt(raw) || json.Valid(raw) {
		return raw, nil
	}
	p.i = start
	return nil, p.fail("a value is not valid JSON", "値が正しいJSONではありません")
}

// idOf returns the "id" of a line that could not be parsed as a request,
// when it is a JSON object in UTF-8 that has one, so that even a refused
// request's reply carries its id.
func idOf(line []byte) json.RawMessage {
	var head struct {
		ID json.RawMessage `json:"id"`
	}
	if !utf8.Valid(line) || json.Unmarshal(line, &head) != nil {
		return nil
	}
	return head.ID
}

// maxEcho is the most bytes of a client's value that a refusal repeats.
const maxEcho = 40

// echo is v as a refusal repeats it: whole when short, else its first
// maxEcho bytes (whole characters) and an ellipsis, so that a huge value
// never makes a huge reply.
func echo(v string) string {
	if len(v) <= maxEcho {
		return v
	}
	cut := maxEcho
	for !utf8.RuneStart(v[cut]) {
		cut--
	}
	return v[:cut] + "…"
}
