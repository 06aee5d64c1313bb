package enginewire

import (
	"bytes"
	"encoding/json"
	"strconv"

	"shima/engine"
)

// writer writes replies. It writes their common parts (the id, who is to
// move, a count of legal actions) itself, as these make the whole reply of
// a playout's decision, and the rest by encoding/json.
type writer struct {
	buf     []byte
	scratch bytes.Buffer
	enc     *json.Encoder
	err     error
}

func newWriter() *writer {
	w := &writer{}
	w.enc = json.NewEncoder(&w.scratch)
	w.enc.SetEscapeHTML(false)
	return w
}

// reply writes r as one line of JSON, ending in a newline. The bytes are
// valid until the next call.
func (w *writer) reply(r Reply) []byte {
	w.buf, w.err = append(w.buf[:0], '{'), nil
	if r.ID != nil {
		if isInt(r.ID) || plainASCII(r.ID) {
			w.key("id") // as the client wrote it, which is compact
			w.buf = append(w.buf, r.ID...)
		} else {
			w.value("id", r.ID)
		}
	}
	if r.Error != nil {
		w.value("error", r.Error)
	}
	if r.Protocol != "" {
		w.str("protocol", r.Protocol)
		w.int("version", r.Version)
	}
	if r.Games != nil {
		w.value("games", r.Games)
	}
	if st := r.Status; st != nil {
		if st.Game != "" {
			w.str("game", st.Game)
		}
		if st.Title != "" {
			w.str("title", st.Title)
			w.int("seats", st.Seats)
		}
		w.key("to_move")
		w.buf = append(w.buf, '[')
		for i, s := range st.ToMove {
			if i > 0 {
				w.buf = append(w.buf, ',')
			}
			w.buf = strconv.AppendInt(w.buf, int64(s), 10)
		}
		w.buf = append(w.buf, ']')
		if st.Over {
			w.key("over")
			w.buf = append(w.buf, "true"...)
		}
	}
	if l := r.Legal; l != nil {
		w.key("legal")
		w.buf = append(w.buf, '{')
		w.int("seat", int(l.Seat))
		w.int("count", l.Count)
		if l.Actions != nil {
			w.key("actions")
			w.buf = append(w.buf, '[')
			for i, a := range l.Actions {
				if i > 0 {
					w.buf = append(w.buf, ',')
				}
				w.appendString(a)
			}
			w.buf = append(w.buf, ']')
		}
		w.buf = append(w.buf, '}')
	}
	if r.Events != nil {
		w.value("events", r.Events)
	}
	if r.View != nil {
		w.value("view", r.View)
	}
	if r.Text != nil {
		w.str("text", *r.Text)
	}
	if r.Outcome != nil {
		w.value("outcome", r.Outcome)
	}
	if r.Position != nil {
		w.value("position", r.Position)
	}
	if r.Report != nil {
		// The report's fields, spliced in without their braces.
		if w.encode(r.Report) {
			if w.buf[len(w.buf)-1] != '{' {
				w.buf = append(w.buf, ',')
			}
			w.buf = append(w.buf, bytes.TrimSuffix(w.scratch.Bytes()[1:], []byte("}"))...)
		}
	}
	if w.err != nil {
		if !json.Valid(r.ID) {
			r.ID = nil
		}
		return w.reply(Reply{ID: r.ID, Error: &Error{Text: engine.T("cannot write the reply: "+w.err.Error(), "返信を書けません: "+w.err.Error()), Internal: true}})
	}
	return append(w.buf, '}', '\n')
}

// key writes a key, after a comma unless it is the object's first.
func (w *writer) key(k string) {
	if c := w.buf[len(w.buf)-1]; c != '{' {
		w.buf = append(w.buf, ',')
	}
	w.buf = append(w.buf, '"')
	w.buf = append(w.buf, k...)
	w.buf = append(w.buf, '"', ':')
}

func (w *writer) int(k string, n int) {
	w.key(k)
	w.buf = strconv.AppendInt(w.buf, int64(n), 10)
}

func (w *writer) str(k, s string) {
	w.key(k)
	w.appendString(s)
}

// appendString writes s as a JSON string: itself in quotes when it is
// printable ASCII with nothing to escape, else as encoding/json writes it.
func (w *writer) appendString(s string) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			if w.encode(s) {
				w.buf = append(w.buf, w.scratch.Bytes()...)
			}
			return
		}
	}
	w.buf = append(w.buf, '"')
	w.buf = append(w.buf, s...)
	w.buf = append(w.buf, '"')
}

// value writes v under key k, as encoding/json writes it.
func (w *writer) value(k string, v any) {
	w.key(k)
	if w.encode(v) {
		w.buf = append(w.buf, w.scratch.Bytes()...)
	}
}

// encode leaves v's JSON in w.scratch, without a newline, and reports
// whether it could; else it keeps the error for reply.
func (w *writer) encode(v any) bool {
	w.scratch.Reset()
	if err := w.enc.Encode(v); err != nil {
		w.err = err
		return false
	}
	w.scratch.Truncate(w.scratch.Len() - 1)
	return true
}
