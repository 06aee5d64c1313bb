package tui

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"shima/bot"
	"shima/engine"
	_ "shima/internal/bids"
)

// A person playing against bots in a simultaneous secret step reads only
// that the bots decided, never what.
func TestBotsSecretChoicesStaySecret(t *testing.T) {
	st, err := engine.NewState("bids", engine.Config{Seats: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b0, _ := bot.New("random", 1)
	b2, _ := bot.New("random", 2)
	var out strings.Builder
	tab := &Table{In: strings.NewReader("bid 1\nbid 1\nbid 1\n"), Out: &out, Lang: engine.EN,
		Players: []Player{{Bot: b0}, {}, {Bot: b2}}}
	if err := tab.Play(context.Background(), st); err != nil {
		t.Fatalf("play: %v\n%s", err, out.String())
	}
	if n := strings.Count(out.String(), "(random): made a secret choice"); n != 6 {
		t.Errorf("%d secret choices of bots shown, want 6:\n%s", n, out.String())
	}
	if m := regexp.MustCompile(`\(random\): bid \d`).FindString(out.String()); m != "" {
		t.Errorf("a bot's bid is shown: %q\n%s", m, out.String())
	}
}

// What a move caused is printed under it, seats named as at the table.
func TestEventsPrinted(t *testing.T) {
	st, err := engine.NewState("bids", engine.Config{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	tab := &Table{In: strings.NewReader("bid 3\nbid 2\n"), Out: &out, Lang: engine.EN, Names: []string{"Ann", "Ben"},
		Players: []Player{{}, {}}}
	if err := tab.Play(context.Background(), st); err != nil && err != ErrQuit {
		t.Fatalf("play: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "Ben: bid 2\n  Bids shown: Ann 3, Ben 2\n    Ann scores a point\n") {
		t.Errorf("the round's end is not told:\n%s", out.String())
	}
}

// A retold move reads after its mover's name without repeating it.
func TestOwnWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"{seat 1} places a settlement by hills 8", "places a settlement by hills 8"},
		{"{seat 1}が丘陵8に接する開拓地を置く", "丘陵8に接する開拓地を置く"},
		{"{seat 0} moves the robber", "{seat 0} moves the robber"},
	} {
		if got, _ := ownWords(c.in, 1); got != c.want {
			t.Errorf("ownWords(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// seated is a game that records the seats Play marks as people's.
type seated struct {
	engine.State
	people []engine.Seat
}

func (s *seated) SetPeople(seats []engine.Seat) { s.people = seats }

// Play tells the game which seats people play (engine.People), for its
// bots: here the one without a bot.
func TestPlayMarksPeople(t *testing.T) {
	st, err := engine.NewState("bids", engine.Config{Seats: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := &seated{State: st}
	b0, _ := bot.New("random", 1)
	b2, _ := bot.New("random", 2)
	tab := &Table{In: strings.NewReader("q\n"), Out: &strings.Builder{}, Lang: engine.EN, Players: []Player{{Bot: b0}, {}, {Bot: b2}}}
	if err := tab.Play(context.Background(), g); err != ErrQuit {
		t.Fatalf("play: %v", err)
	}
	if !slices.Equal(g.people, []engine.Seat{1}) {
		t.Errorf("people's seats marked: %v, want [1]", g.people)
	}
}
