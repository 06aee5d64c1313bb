package micronesia

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"shima/engine"
)

// View is what a seat sees of a game. Everything in Micronesia is public but
// the random source, so every seat sees the same; the future dice are never in it.
type View struct {
	Game       string          `json:"game"`
	Viewer     int             `json:"viewer"`
	Seats      int             `json:"seats"`
	Turn       int             `json:"turn"`
	ToMove     int             `json:"to_move"`
	Step       string          `json:"step"`
	Dice       []int           `json:"dice"`
	Sacrificed []int           `json:"sacrificed"`
	Split      []int           `json:"split"`
	Stock      []int           `json:"stock"`
	Lost       []int           `json:"lost"` // tribes each seat has sacrificed so far
	Islands    []ViewIsland    `json:"islands"`
	Gave       []int           `json:"gave"`
	Got        []int           `json:"got"`
	Outcome    *engine.Outcome `json:"outcome,omitempty"`
}

// ViewIsland is one island as seen on the table.
type ViewIsland struct {
	Island int `json:"island"`
	VP     int `json:"vp"`
	Seat   int `json:"seat"` // -1 when no one's tribes are there
	Tribes int `json:"tribes"`
}

// View returns the public table; s only names who is looking.
func (st *State) View(s engine.Seat) engine.View {
	p := st.position()
	v := &View{
		Game: "micronesia", Viewer: int(s), Seats: p.Seats, Turn: p.Turn, ToMove: p.ToMove, Step: p.Step,
		Dice: p.Dice, Sacrificed: orEmpty(p.Sacrificed), Split: orEmpty(p.Split), Stock: p.Stock,
		Gave: orEmpty(p.Gave), Got: orEmpty(p.Got), Lost: make([]int, p.Seats),
	}
	for s := range v.Lost {
		v.Lost[s] = TribesEach - p.Stock[s]
	}
	for n := 1; n <= Islands; n++ {
		v.Islands = append(v.Islands, ViewIsland{Island: n, VP: VP(n), Seat: int(st.owner[n]), Tribes: int(st.tribes[n])})
		if st.owner[n] != noOwner {
			v.Lost[st.owner[n]] -= int(st.tribes[n])
		}
	}
	if st.Over() {
		o := st.Outcome()
		v.Outcome = &o
		v.ToMove = -1
	}
	return v
}

func orEmpty(x []int) []int {
	if x == nil {
		return []int{}
	}
	return x
}

// MarshalJSON writes the view for the browser.
func (v *View) MarshalJSON() ([]byte, error) {
	type plain View
	return json.Marshal((*plain)(v))
}

// Text draws the table: the islands with their VP and tribes, then each
// player's stock, islands and VP, then the dice and where the turn stands.
func (v *View) Text(lang engine.Lang) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s  %s\n", lang.Pick("Micronesia", "ミクロネシア"), v.turnLine(lang))
	row := func(label string, cell func(ViewIsland) string) {
		b.WriteString(engine.PadRight(label, 7))
		for _, is := range v.Islands {
			b.WriteString(engine.PadLeft(cell(is), 5))
		}
		b.WriteByte('\n')
	}
	row(lang.Pick("island", "島"), func(is ViewIsland) string { return fmt.Sprint(is.Island) })
	row("VP", func(is ViewIsland) string { return fmt.Sprint(is.VP) })
	row(lang.Pick("tribes", "部族"), func(is ViewIsland) string {
		if is.Seat < 0 {
			return "·"
		}
		return seatInitial(is.Seat, lang) + fmt.Sprint(is.Tribes)
	})
	b.WriteByte('\n')
	for s := range v.Seats {
		islands, vp := 0, 0
		for _, is := range v.Islands {
			if is.Seat == s {
				islands++
				vp += is.VP
			}
		}
		mark := "  "
		if s == v.ToMove {
			mark = "▶ "
		}
		fmt.Fprintf(&b, "%s%s %s %2d  %s %d  VP %2d  %s %d\n", mark, engine.PadRight(seatName(engine.Seat(s), lang), 7),
			lang.Pick("stock", "ストック"), v.Stock[s], lang.Pick("islands", "島"), islands, vp, lang.Pick("sacrificed", "生贄"), v.Lost[s])
	}
	if v.Outcome != nil {
		fmt.Fprintf(&b, "\n%s\n", engine.ColourSeats(v.Outcome.Reason).In(lang))
		return b.String()
	}
	fmt.Fprintf(&b, "\n%s %d %d %d", lang.Pick("dice:", "ダイス:"), v.Dice[0], v.Dice[1], v.Dice[2])
	for _, d := range v.Sacrificed {
		fmt.Fprintf(&b, lang.Pick("  (die %d set by sacrifice)", "  (ダイス%dは生贄で変更)"), d)
	}
	b.WriteByte('\n')
	if v.Step == "rebalance" {
		fmt.Fprintf(&b, lang.Pick("split %s: rebalance your islands or finish\n", "%sに分けました。島間の調整をするか、終えてください\n"),
			splitText(v.Split[0], v.Split[1], lang))
	}
	return b.String()
}

func (v *View) turnLine(lang engine.Lang) string {
	if v.ToMove < 0 {
		if lang == engine.JA {
			return fmt.Sprintf("手番%d・終了", v.Turn)
		}
		return fmt.Sprintf("turn %d, game over", v.Turn)
	}
	if lang == engine.JA {
		return fmt.Sprintf("手番%d・%sの番", v.Turn, seatName(engine.Seat(v.ToMove), lang))
	}
	return fmt.Sprintf("turn %d, %s to move", v.Turn, seatName(engine.Seat(v.ToMove), lang))
}

func seatInitial(s int, lang engine.Lang) string {
	name := seatName(engine.Seat(s), lang)
	r, _ := utf8.DecodeRuneInString(name)
	return string(r)
}
