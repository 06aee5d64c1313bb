package enginewire_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"shima/engine"
	"shima/enginewire"
)

// seeds are request lines, good and bad, that the fuzz tests start from.
var seeds = []string{
	`{"op":"hello","id":1}`,
	`{"op":"hello","version":1}`,
	`{"op":"games"}`,
	`{"op":"new","title":"micronesia","players":3,"seed":7,"legal":"text","as":"x"}`,
	`{"op":"new","title":"spiritisland","players":1,"options":{"spirits":"random"}}`,
	`{"op":"apply","game":"m","index":0,"legal":"count"}`,
	`{"op":"apply","game":"c","action":"roll","events":"both","viewer":-1}`,
	`{"op":"apply","game":"m","action":"\u5cf6 3","seat":0,"events":"ja"}`,
	`{"op":"legal","game":"c","seat":1,"lang":"ja"}`,
	`{"op":"view","game":"c","seat":2,"format":"text"}`,
	`{"op":"best","game":"m","bot":"mcts:20","seed":3,"top":2}`,
	`{"op":"best","game":"m","bot":"mcts:20","workers":2}`,
	`{"op":"copy","game":"m","as":"n"}`,
	`{"op":"save","game":"c"}`,
	`{"op":"load","position":{"game":"micronesia","seats":3}}`,
	`{"op":"load","position":"{\"game\":\"catan\"}"}`,
	`{"op":"outcome","game":"m"}`,
	`{"op":"status","game":"m","legal":"text"}`,
	`{"op":"drop","game":"n","id":{"a":[null,true,1.5e3]}}`,
	` { "op" : "hello" , "id" : "\"x\\" } `,
	`{"op":"hello","id":}`,
	`{"op":"hello",}`,
	`{"OP":"hello"}`,
	`{"op":null,"seat":null}`,
	`{"op":"apply","game":"m","index":-0}`,
	`{"op":"new","seed":18446744073709551615}`,
	`[{"op":"hello"}]`,
	`{"op":"hello"} {"op":"hello"}`,
	"{\"op\":\"hello\",\"id\":\"\xff\"}",
	"{\"op\":\"new\",\"as\":\"\xff(\"}",
	`{"op":"hello","id":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}`,
	`"op"`,
	``,
}

// FuzzHandle sends any line to a server holding games of two titles: the
// reply is one line of valid JSON in UTF-8, its id the request's when the
// request is valid JSON in UTF-8 with an id, never an internal error (a
// panic), and a refusal's reason is short.
func FuzzHandle(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	s := enginewire.NewServer(engine.EN)
	setup := map[string]string{
		"m": `{"op":"new","title":"micronesia","players":3,"seed":1,"as":"m"}`,
		"c": `{"op":"new","title":"catan","players":4,"seed":1,"as":"c"}`,
	}
	f.Fuzz(func(t *testing.T, line string) {
		for id, req := range setup {
			s.Handle(context.Background(), []byte(`{"op":"drop","game":"`+id+`"}`))
			s.Handle(context.Background(), []byte(req))
		}
		// A bot's search is cut short, so that no line takes long.
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		reply := s.Handle(ctx, []byte(line))
		if !bytes.HasSuffix(reply, []byte("\n")) || bytes.IndexByte(reply, '\n') != len(reply)-1 {
			t.Fatalf("%q: the reply is not one line: %q", line, reply)
		}
		var rep struct {
			ID    json.RawMessage
			Error *struct {
				EN, JA   string
				Internal bool
			}
		}
		if !utf8.Valid(reply) || !json.Valid(reply) {
			t.Fatalf("%q: the reply is not valid JSON in UTF-8: %q", line, reply)
		}
		if err := json.Unmarshal(reply, &rep); err != nil {
			t.Fatalf("%q: the reply is not JSON: %v %q", line, err, reply)
		}
		if e := rep.Error; e != nil && (e.Internal || e.EN == "" || e.JA == "" || len(e.EN) > 1000 || len(e.JA) > 1000) {
			t.Fatalf("%q: %s", line, reply)
		}
		var head struct{ ID json.RawMessage }
		if utf8.ValidString(line) && json.Unmarshal([]byte(line), &head) == nil && head.ID != nil && !bytes.Equal(compact(head.ID), compact(rep.ID)) {
			t.Fatalf("%q: id %s echoed as %s", line, head.ID, rep.ID)
		}
	})
}

func compact(raw []byte) []byte {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return raw
	}
	return b.Bytes()
}

// reference is Request as encoding/json reads it, to check ParseRequest
// against.
type reference struct {
	ID       json.RawMessage   `json:"id"`
	Op       string            `json:"op"`
	Version  int               `json:"version"`
	Game     string            `json:"game"`
	As       string            `json:"as"`
	Title    string            `json:"title"`
	Players  int               `json:"players"`
	Seed     uint64            `json:"seed"`
	Options  map[string]string `json:"options"`
	Seat     *int              `json:"seat"`
	Action   *string           `json:"action"`
	Index    *int              `json:"index"`
	Legal    string            `json:"legal"`
	Events   string            `json:"events"`
	Viewer   *int              `json:"viewer"`
	Lang     string            `json:"lang"`
	Format   string            `json:"format"`
	Bot      string            `json:"bot"`
	Top      int               `json:"top"`
	Workers  *int              `json:"workers"`
	Position json.RawMessage   `json:"position"`
}

// referenceParse reads line with encoding/json: one object of known fields,
// named exactly (encoding/json would also take "OP" for "op"), nothing
// after, in UTF-8 (encoding/json would take other bytes in a string), its
// values nested at most enginewire.MaxDepth deep.
func referenceParse(line []byte) (reference, bool) {
	var r reference
	if !utf8.Valid(line) || depth(line) > enginewire.MaxDepth+1 {
		return r, false
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if dec.Decode(&r) != nil {
		return r, false
	}
	if _, err := dec.Token(); err != io.EOF {
		return r, false
	}
	var keys map[string]json.RawMessage
	if json.Unmarshal(line, &keys) != nil {
		return r, false
	}
	known := reflect.TypeFor[reference]()
	for k := range keys {
		found := false
		for i := range known.NumField() {
			found = found || known.Field(i).Tag.Get("json") == k
		}
		if !found {
			return r, false
		}
	}
	return r, r.Op != ""
}

// depth is how deep line nests arrays and objects, outside its strings.
func depth(line []byte) int {
	deepest, d, inString := 0, 0, false
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '[' || c == '{':
			d++
			deepest = max(deepest, d)
		case c == ']' || c == '}':
			d--
		}
	}
	return deepest
}

// FuzzParseRequest checks ParseRequest against encoding/json: both take
// the same lines and read the same fields from them.
func FuzzParseRequest(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		got, err := enginewire.ParseRequest([]byte(line))
		want, ok := referenceParse([]byte(line))
		if (err == nil) != ok {
			t.Fatalf("%q: ParseRequest says %v, encoding/json %v", line, err, ok)
		}
		if !ok {
			return
		}
		if !bytes.Equal(compact(got.ID), compact(want.ID)) || !bytes.Equal(compact(got.Position), compact(want.Position)) {
			t.Fatalf("%q: raw fields %s %s, want %s %s", line, got.ID, got.Position, want.ID, want.Position)
		}
		got.ID, got.Position, want.ID, want.Position = nil, nil, nil, nil
		if g := reference(got); !reflect.DeepEqual(g, want) {
			t.Fatalf("%q: read %+v, want %+v", line, g, want)
		}
	})
}

// The seeds are read alike by ParseRequest and encoding/json (FuzzParseRequest
// runs them too); a few are checked by hand here.
func TestParseRequest(t *testing.T) {
	r, err := enginewire.ParseRequest([]byte(` { "op" : "apply" , "game":"a\u00e9", "index" : 3, "seat":null, "id":{"k": [1, 2]} }` + "\r"))
	if err != nil || r.Op != "apply" || r.Game != "aé" || r.Index == nil || *r.Index != 3 || r.Seat != nil || !strings.Contains(string(r.ID), `"k"`) {
		t.Errorf("%+v %v", r, err)
	}
	for _, bad := range []string{`{"OP":"hello"}`, `{"op":"hello","seed":1.0}`, `{"op":"hello","seed":01}`, `{"op":"hello"`} {
		if _, err := enginewire.ParseRequest([]byte(bad)); err == nil {
			t.Errorf("%s: taken", bad)
		}
	}
}
