package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"shima/engine"
)

// winTexts are the actions, as "position legal" lists them, with which the
// seat to move in position wins at once.
func winTexts(t *testing.T, position []byte) []string {
	t.Helper()
	st, err := engine.LoadPosition(position)
	if err != nil {
		t.Fatal(err)
	}
	s := st.ToMove()[0]
	var wins []string
	for _, a := range st.Legal(s, nil) {
		c := st.Clone()
		if c.Apply(s, a) == nil && c.Over() && c.Outcome().Reward(s) == 1 {
			wins = append(wins, st.Describe(a, engine.EN))
		}
	}
	return wins
}

// On issue 34's Catan positions, where the seat to move wins at once (a
// city, one of seven settlements, a city with grain to trade at the bank),
// "position best" and the engine's "best" name a winning action, greedy and
// mcts alike, and mcts:2s at once, with a 100% win. Before, the first two
// answered "offer a trade" with 0 visits and 0 iterations.
func TestBestTakesTheWin(t *testing.T) {
	for _, file := range []string{"win_city.json", "win_settlements.json", "win_city_or_trade.json"} {
		pos, err := os.ReadFile(filepath.Join("..", "..", "games", "catan", "testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		wins := winTexts(t, pos)
		if len(wins) == 0 {
			t.Fatalf("%s: no action wins at once", file)
		}
		for _, spec := range []string{"greedy", "mcts:5000"} {
			if code, out, errOut := shima(t, string(pos), "position", "best", "-", "--bot", spec); code != 0 || !slices.Contains(wins, strings.TrimSpace(out)) {
				t.Errorf("%s: position best --bot %s: %d %q %q, not one of %q", file, spec, code, out, errOut, wins)
			}
		}
		code, out, errOut := shima(t, string(pos), "position", "best", "-", "--bot", "mcts:2s", "--json")
		var r struct {
			Best struct {
				Text string  `json:"text"`
				Win  float64 `json:"win"`
			} `json:"best"`
			Iterations int     `json:"iterations"`
			Seconds    float64 `json:"seconds"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &r) != nil || !slices.Contains(wins, r.Best.Text) || r.Best.Win != 1 || r.Seconds > 1 {
			t.Errorf("%s: position best --bot mcts:2s: %d %q %q", file, code, out, errOut)
		}
		replies := engineReplies(t, `{"op":"load","as":"g","position":`+string(compact(t, pos))+"}", `{"op":"best","game":"g","bot":"mcts:5000"}`)
		var best struct {
			Best struct {
				Text string `json:"text"`
			} `json:"best"`
		}
		if json.Unmarshal([]byte(replies[1]), &best) != nil || !slices.Contains(wins, best.Best.Text) {
			t.Errorf("%s: the engine's best: %q", file, replies)
		}
	}
}

// engineReplies sends requests to "shima engine" and returns its replies,
// keeping its input open until they have come (a search is interrupted when
// the input ends).
func engineReplies(t *testing.T, requests ...string) []string {
	t.Helper()
	t.Setenv("SHIMA_LANG", "en")
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- run(context.Background(), []string{"engine"}, inR, outW, io.Discard)
		outW.Close()
	}()
	go func() {
		for _, r := range requests {
			if _, err := io.WriteString(inW, r+"\n"); err != nil {
				return
			}
		}
	}()
	var replies []string
	sc := bufio.NewScanner(outR)
	sc.Buffer(nil, 1<<20)
	for len(replies) < len(requests) && sc.Scan() {
		replies = append(replies, sc.Text())
	}
	inW.Close()
	go io.Copy(io.Discard, outR)
	if code := <-done; code != 0 || len(replies) != len(requests) {
		t.Fatalf("engine: %d, replies %q", code, replies)
	}
	return replies
}

// compact is data, a JSON value, on one line.
func compact(t *testing.T, data []byte) []byte {
	t.Helper()
	var v json.RawMessage
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
