package server

import (
	"net/http"
	"testing"

	_ "shima/games/catan"
)

// Playing Catan with three greedy bots, a person is offered a trade at most
// once in a bot's turn, over the real server: they decline every offer, and
// no bot asks again that turn, alone or among others (issue 34: a person
// declined about two offers a bot turn). Otherwise the person makes the
// first legal move (end the turn, mostly), so that they hold cards the bots
// want. The test plays 20 turns, or to the end.
func TestBotsOfferAPersonOnceATurn(t *testing.T) {
	ts := newTestServer(t, nil)
	bot := map[string]any{"kind": "bot", "bot": "greedy"}
	var c created
	if code := ts.call(t, "POST", "/api/matches", "", map[string]any{"game": "catan",
		"seats": []any{map[string]any{"kind": "person"}, bot, bot, bot}, "seat": 0, "name": "Hana"}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	token := c.Seats[0].Token
	type catanSnap struct {
		Seq    int      `json:"seq"`
		ToMove []int    `json:"to_move"`
		Over   bool     `json:"over"`
		Legal  []choice `json:"legal"`
		View   struct {
			Turn    int    `json:"turn"`
			Step    string `json:"step"`
			Current int    `json:"current"`
		} `json:"view"`
	}
	offers := map[int]int{} // by turn: the offers made to the person
	for {
		var s catanSnap
		waitFor(t, "the person's move", func() bool {
			s = catanSnap{}
			if code := ts.call(t, "GET", "/api/matches/"+c.ID+"?lang=en", token, nil, &s); code != http.StatusOK {
				t.Fatalf("get: %d", code)
			}
			return s.Over || len(s.ToMove) > 0 && s.ToMove[0] == 0 && len(s.Legal) > 0
		})
		if s.Over || s.View.Turn > 20 {
			break
		}
		move := s.Legal[0]
		if s.View.Step == "respond" {
			offers[s.View.Turn]++
			if n := offers[s.View.Turn]; n > 1 {
				t.Errorf("turn %d: seat %d's bot offered the person a trade %d times", s.View.Turn, s.View.Current, n)
			}
			for _, l := range s.Legal {
				if l.Text == "decline the offer" {
					move = l
				}
			}
		}
		if code := ts.call(t, "POST", "/api/matches/"+c.ID+"/moves?lang=en", token, map[string]any{"seq": s.Seq, "action": move.Action}, nil); code != http.StatusOK {
			t.Fatalf("%s: %d", move.Text, code)
		}
	}
	if len(offers) == 0 {
		t.Error("the bots offered the person no trade")
	}
	t.Logf("offers to the person by turn: %v", offers)
}
