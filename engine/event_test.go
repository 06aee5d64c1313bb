package engine

import (
	"strings"
	"testing"
)

func TestEventFor(t *testing.T) {
	steal := Event{Kind: "steal", Seat: 0, Text: T(SeatMark(0)+" took ore from "+SeatMark(2), "x"),
		Only: []Seat{0, 2}, Else: &Event{Kind: "steal", Seat: 0, Text: T(SeatMark(0)+" took a card from "+SeatMark(2), "y")}}
	quiet := Event{Kind: "note", Seat: 1, Text: T("a", "b"), Only: []Seat{1}}
	for _, c := range []struct {
		seat Seat
		want []string
	}{{0, []string{"x"}}, {2, []string{"x"}}, {1, []string{"y", "b"}}, {Spectator, []string{"y"}}} {
		var got []string
		for _, e := range Seen([]Event{steal, quiet}, c.seat) {
			if e.Only != nil || e.Else != nil {
				t.Fatalf("seat %d got an event with its audience left in: %+v", c.seat, e)
			}
			got = append(got, e.Text.JA)
		}
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("seat %d sees %v, want %v", c.seat, got, c.want)
		}
	}
}

func TestCheckEvent(t *testing.T) {
	good := Event{Kind: "roll", Seat: 1, Text: T(SeatMark(1)+" rolled 8", SeatMark(1)+"が8を出しました")}
	if err := CheckEvent(good); err != nil {
		t.Fatal(err)
	}
	for what, bad := range map[string]Event{
		"no kind":         {Text: T("a", "あ")},
		"no Japanese":     {Kind: "roll", Text: T("rolled", "")},
		"a placeholder":   {Kind: "roll", Text: T("rolled %!d(string=x)", "あ")},
		"a mark unfilled": {Kind: "roll", Text: T("rolled {n}", "あ")},
		"a bad Else":      {Kind: "steal", Text: T("a", "あ"), Only: []Seat{0}, Else: &Event{Kind: "steal", Text: T("", "")}},
		"Else alone":      {Kind: "steal", Text: T("a", "あ"), Else: &Event{Kind: "steal", Text: T("b", "い")}},
	} {
		if CheckEvent(bad) == nil {
			t.Errorf("an event with %s passed", what)
		}
	}
}

func TestRecorder(t *testing.T) {
	var off *Recorder
	off.Add(Event{Kind: "x"}) // a nil recorder ignores events
	if off.On() || off.Events() != nil {
		t.Fatal("a nil recorder records")
	}
	r := &Recorder{}
	r.Add(Event{Kind: "x"})
	if !r.On() || len(r.Events()) != 1 || len(r.Events()) != 0 {
		t.Fatal("a recorder should give its events once")
	}
}
