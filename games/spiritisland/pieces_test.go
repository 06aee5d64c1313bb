package spiritisland

import (
	"strconv"
	"strings"
	"testing"
)

// Pieces in tests are written as a rulebook would: "A5: 3 explorers, 1
// town; A1: 1 dahan". A kind may be "damaged town" (1 health left);
// "blight" and "defend" count too, and place puts "presence" (the first
// spirit's).

// pieceItem is one "n kind" of a spec, applied to a land.
type pieceItem struct {
	land Land
	n    int8
	kind string
}

// pieceSpec reads a spec into its items.
func pieceSpec(t *testing.T, st *State, spec string) []pieceItem {
	t.Helper()
	var out []pieceItem
	if spec == "" {
		return nil
	}
	for _, part := range strings.Split(spec, ";") {
		name, items, ok := strings.Cut(part, ":")
		if !ok {
			t.Fatalf("bad piece spec %q", part)
		}
		l := st.land(t, strings.TrimSpace(name))
		for _, item := range strings.Split(items, ",") {
			num, kind, _ := strings.Cut(strings.TrimSpace(item), " ")
			n, err := strconv.Atoi(num)
			if err != nil {
				t.Fatalf("bad piece spec %q: %v", item, err)
			}
			kind = strings.TrimSuffix(strings.TrimSuffix(kind, "s"), "ie") // cities → cit
			out = append(out, pieceItem{l, int8(n), kind})
		}
	}
	return out
}

// pieceKind reads a kind: the piece and the health it has left.
func pieceKind(t *testing.T, kind string) (Piece, int8) {
	t.Helper()
	damaged := strings.HasPrefix(kind, "damaged ")
	kind = strings.TrimPrefix(kind, "damaged ")
	for p, name := range pieceNames {
		if strings.HasPrefix(name.EN, kind) {
			if damaged {
				return Piece(p), 1
			}
			return Piece(p), health[p]
		}
	}
	t.Fatalf("no piece %q", kind)
	return 0, 0
}

// place puts the pieces of spec on the island.
func place(t *testing.T, st *State, spec string) {
	t.Helper()
	for _, it := range pieceSpec(t, st, spec) {
		ls := &st.lands[it.land]
		switch it.kind {
		case "blight":
			ls.blight += it.n
		case "defend":
			ls.defend += it.n
		case "presence":
			ls.presence[0] += it.n
		default:
			p, h := pieceKind(t, it.kind)
			ls.pieces[p][h] += it.n
		}
	}
}

// wantPieces fails unless the island holds what spec says (a kind without
// "damaged" counts every piece of it, damaged or not).
func wantPieces(t *testing.T, st *State, spec string) {
	t.Helper()
	for _, it := range pieceSpec(t, st, spec) {
		ls := &st.lands[it.land]
		var got int8
		switch {
		case it.kind == "blight":
			got = ls.blight
		case it.kind == "defend":
			got = ls.defend
		case strings.HasPrefix(it.kind, "damaged "):
			p, h := pieceKind(t, it.kind)
			got = ls.pieces[p][h]
		default:
			p, _ := pieceKind(t, it.kind)
			got = ls.count(p)
		}
		if got != it.n {
			t.Errorf("%s: %d %s, want %d", st.island.Name(it.land), got, it.kind, it.n)
		}
	}
}
