package engine

import (
	"errors"
	"strings"
	"testing"
)

// An outcome's reason names the seats by marks, which each reader names its
// own way: by colour, or as the browser does by player.
func TestSeatMarks(t *testing.T) {
	for _, c := range []struct {
		winners []Seat
		en, ja  string
	}{
		{[]Seat{1}, "Blue wins", "青が"},
		{[]Seat{0, 4}, "Red and purple share the win", "赤と紫が"},
		{[]Seat{5}, "Brown wins", "茶が"},
		{[]Seat{6}, "6 wins", "6が"},
	} {
		w := Winning(c.winners)
		if got := ColourSeats(w); got.EN != c.en || got.JA != c.ja {
			t.Errorf("Winning(%v) by colour = %+v, want %q, %q", c.winners, got, c.en, c.ja)
		}
	}
	reason := T("after 6 rounds, "+SeatMark(2)+" beat "+SeatMark(0), "6ラウンド後、"+SeatMark(2)+"が勝ちました")
	byName := NameSeats(reason, func(s Seat, lang Lang) string {
		return []string{"Hana", "", "Ken"}[s] + " (" + SeatColour(s, lang) + ")"
	})
	if want := T("After 6 rounds, Ken (yellow) beat Hana (red)", "6ラウンド後、Ken (黄)が勝ちました"); byName != want {
		t.Errorf("NameSeats: %+v, want %+v", byName, want)
	}
}

func TestRejectfGivesTextsInEachLanguage(t *testing.T) {
	err := Rejectf("you have no %s cube (%d)", "%sがありません(%d)", T("red", "赤"), 3)
	if got := Explain(err, EN); got != "you have no red cube (3)" {
		t.Errorf("English %q", got)
	}
	if got := Explain(err, JA); got != "赤がありません(3)" {
		t.Errorf("Japanese %q", got)
	}
}

func TestDecodePosition(t *testing.T) {
	type position struct {
		Game  string `json:"game"`
		Seats int    `json:"seats"`
	}
	var p position
	if err := DecodePosition([]byte(`{"game": "g", "seats": 3}`), "g", &p); err != nil || p.Seats != 3 {
		t.Fatalf("a good position: %+v, %v", p, err)
	}
	for data, want := range map[string]string{
		`{"game": "other", "seats": 3}`:        `of game "other", not g`,
		`{"game": "g", "seats": 3, "dice": 1}`: "unknown field",
		`{"game": "g", "seats": 3} {}`:         "something follows",
		`{"game": "g", "seats": "three"}`:      "cannot be read",
	} {
		err := DecodePosition([]byte(data), "g", &position{})
		var r *Rejection
		if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, want) || r.Reason.JA == "" {
			t.Errorf("%s: %v, want a rejection saying %q", data, err, want)
		}
	}
}

// A shared win is split among its winners; a cooperative game won is every
// seat's whole win, and a lost one nobody's.
func TestReward(t *testing.T) {
	shared := Outcome{Winners: []Seat{0, 2}}
	if shared.Reward(0) != 0.5 || shared.Reward(1) != 0 || shared.Reward(2) != 0.5 {
		t.Errorf("two winners of three: rewards %v %v %v", shared.Reward(0), shared.Reward(1), shared.Reward(2))
	}
	won := Outcome{Winners: []Seat{0, 1, 2, 3}, Won: true}
	lost := Outcome{Winners: []Seat{}}
	for s := range Seat(4) {
		if won.Reward(s) != 1 || lost.Reward(s) != 0 {
			t.Errorf("seat %d of a cooperative game: won %v, lost %v", s, won.Reward(s), lost.Reward(s))
		}
	}
}
