package sim_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"shima/engine"
	_ "shima/games/micronesia"
	_ "shima/games/spiritisland"
	"shima/sim"
)

func run(t *testing.T, cfg sim.Config) *sim.Result {
	t.Helper()
	r, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The same seed gives the same games whatever the number of workers.
func TestReproducible(t *testing.T) {
	cfg := sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"mcts:30", "greedy", "random"}, Games: 40, Seed: 7}
	var outs []string
	for _, w := range []int{1, 2, 5} {
		cfg.Workers = w
		var b bytes.Buffer
		if err := run(t, cfg).WriteCSV(&b); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, b.String())
	}
	if outs[0] != outs[1] || outs[0] != outs[2] {
		t.Fatal("results depend on the number of workers")
	}
	cfg.Seed = 8
	var b bytes.Buffer
	run(t, cfg).WriteCSV(&b)
	if b.String() == outs[0] {
		t.Fatal("another seed gave the very same games")
	}
}

// Bots that search on several goroutines play games reproducible for a
// seed, whatever the number of games at once, and the table says how they
// searched.
func TestBotWorkers(t *testing.T) {
	cfg := sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"mcts:60", "greedy", "random"}, Games: 12, Seed: 7, BotWorkers: 3}
	var outs []string
	for _, w := range []int{1, 2} {
		cfg.Workers = w
		var b bytes.Buffer
		r := run(t, cfg)
		if err := r.WriteCSV(&b); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, b.String())
		var table bytes.Buffer
		r.WriteTable(&table, engine.EN)
		if !strings.Contains(table.String(), "Each tree-search bot searched on 3 goroutines.") {
			t.Errorf("table:\n%s", table.String())
		}
	}
	if outs[0] != outs[1] {
		t.Fatal("results on bot workers depend on the number of games at once")
	}
	// Without a tree-search bot, workers change nothing and are not told.
	cfg.Bots = []string{"greedy", "greedy", "random"}
	if r := run(t, cfg); r.BotWorkers != 0 {
		t.Errorf("bot workers %d told for bots that do not search", r.BotWorkers)
	}
}

func TestSummary(t *testing.T) {
	done := 0
	r := run(t, sim.Config{Game: "micronesia", Seats: 4, Bots: []string{"greedy", "random", "random", "random"}, Games: 200, Seed: 1, Workers: 2,
		Progress: func(d, total int) {
			if d != done+1 || total != 200 {
				t.Errorf("progress %d/%d after %d", d, total, done)
			}
			done = d
		}})
	if done != 200 || r.Played != 200 || len(r.Games) != 200 {
		t.Fatalf("played %d, progress %d", r.Played, done)
	}
	wins, ends := 0.0, 0
	for _, s := range r.PerSeat {
		wins += s.Wins
		if s.Low > s.WinRate || s.High < s.WinRate {
			t.Errorf("seat %d: interval %.3f-%.3f does not hold %.3f", s.Seat, s.Low, s.High, s.WinRate)
		}
	}
	for _, e := range r.Ends {
		ends += e.Count
		if e.Name.JA == "" || e.Name.EN == "" {
			t.Errorf("end %q has no name", e.End)
		}
	}
	if math.Abs(wins-200) > 1e-9 || ends != 200 {
		t.Fatalf("wins add up to %g, ends to %d", wins, ends)
	}
	if r.PerSeat[0].WinRate < 0.5 {
		t.Errorf("greedy won only %.0f%% against three random bots", 100*r.PerSeat[0].WinRate)
	}
	if r.Turns == nil || r.Turns.Mean <= 0 {
		t.Errorf("no game length in turns")
	}
	var table bytes.Buffer
	r.WriteTable(&table, engine.JA)
	for _, want := range []string{"勝率", "95%信頼区間", "バースト", "greedy"} {
		if !strings.Contains(table.String(), want) {
			t.Errorf("Japanese table lacks %q:\n%s", want, table.String())
		}
	}
	var js bytes.Buffer
	r.WriteJSON(&js)
	var back sim.Result
	if err := json.Unmarshal(js.Bytes(), &back); err != nil || back.Played != 200 || len(back.Games) != 200 {
		t.Fatalf("JSON: %v, %d games", err, back.Played)
	}
	var c bytes.Buffer
	r.WriteCSV(&c)
	rows, err := csv.NewReader(&c).ReadAll()
	if err != nil || len(rows) != 201 || len(rows[0]) != 5+4*4 {
		t.Fatalf("CSV: %v, %d rows", err, len(rows))
	}
}

// With the seating rotated every bot plays every seat in turn, and the
// summary per bot follows each bot wherever it sat.
func TestRotate(t *testing.T) {
	r := run(t, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"greedy", "random", "random"}, Games: 300, Seed: 3, Workers: 2, Rotate: true})
	sat := [3][3]int{} // sat[bot][seat]
	for _, g := range r.Games {
		for s, k := range g.Seating {
			sat[k][s]++
			if k != (s+3-g.Index%3)%3 {
				t.Fatalf("game %d: seat %d played by bot %d", g.Index, s, k)
			}
		}
	}
	for k := range 3 {
		for s := range 3 {
			if sat[k][s] != 100 {
				t.Fatalf("bot %d sat in seat %d %d times, want 100", k, s, sat[k][s])
			}
		}
	}
	if len(r.PerBot) != 3 || r.PerBot[0].Bot != "greedy" || r.PerSeat[0].Bot != "" {
		t.Fatalf("per bot %+v, per seat %+v", r.PerBot, r.PerSeat)
	}
	var byBot, bySeat float64
	for k := range 3 {
		byBot += r.PerBot[k].Wins
		bySeat += r.PerSeat[k].Wins
	}
	if math.Abs(byBot-300) > 1e-9 || math.Abs(bySeat-300) > 1e-9 {
		t.Fatalf("wins add up to %g by bot, %g by seat", byBot, bySeat)
	}
	greedyWins := 0.0
	for _, g := range r.Games {
		greedyWins += g.Outcome.Reward(engine.Seat(slices.Index(g.Seating, 0)))
	}
	if greedyWins != r.PerBot[0].Wins || r.PerBot[0].WinRate < 0.5 {
		t.Fatalf("greedy won %g (summary %g, %.0f%%)", greedyWins, r.PerBot[0].Wins, 100*r.PerBot[0].WinRate)
	}
	var table bytes.Buffer
	r.WriteTable(&table, engine.EN)
	bots, _, _ := strings.Cut(table.String(), "time per decision") // which names each bot once more
	if !strings.Contains(bots, "Seats rotated") || strings.Count(bots, "random") != 2 {
		t.Errorf("table:\n%s", table.String())
	}
	var c bytes.Buffer
	r.WriteCSV(&c)
	rows, _ := csv.NewReader(&c).ReadAll()
	if rows[0][5] != "seat1_bot" || rows[1][5] != "greedy" || rows[2][5] != "random" || rows[2][9] != "greedy" {
		t.Errorf("CSV seating: %v / %v", rows[1], rows[2])
	}
}

func TestBadConfigs(t *testing.T) {
	for _, cfg := range []sim.Config{
		{Game: "chess", Seats: 2, Bots: []string{"random", "random"}, Games: 1},
		{Game: "micronesia", Seats: 2, Bots: []string{"random", "random"}, Games: 1},
		{Game: "micronesia", Seats: 3, Bots: []string{"random", "random"}, Games: 1},
		{Game: "micronesia", Seats: 3, Bots: []string{"random", "random", "deep-blue"}, Games: 1},
		{Game: "micronesia", Seats: 3, Bots: []string{"random", "random", "random"}, Games: 0},
		{Game: "micronesia", Seats: 3, Bots: []string{"mcts:30", "random", "random"}, Games: 1, BotWorkers: -1},
	} {
		if _, err := sim.Run(context.Background(), cfg); !errors.Is(err, engine.ErrIllegal) {
			t.Errorf("%+v: got %v, want a rejection", cfg, err)
		}
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r, err := sim.Run(ctx, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"random", "random", "random"}, Games: 1000000, Seed: 1, Workers: 2,
		Progress: func(done, _ int) {
			if done == 50 {
				cancel()
			}
		}})
	if !errors.Is(err, context.Canceled) || r == nil || r.Played < 50 || r.Played >= 1000000 {
		t.Fatalf("err %v, played %v", err, r)
	}
}

func TestWilson(t *testing.T) {
	// 50 of 100: 0.4038-0.5962 (the textbook value).
	lo, hi := sim.Wilson(50, 100)
	if math.Abs(lo-0.4038) > 5e-4 || math.Abs(hi-0.5962) > 5e-4 {
		t.Errorf("Wilson(50, 100) = %.4f-%.4f", lo, hi)
	}
	lo, hi = sim.Wilson(0, 10)
	if lo != 0 || math.Abs(hi-0.2775) > 5e-4 {
		t.Errorf("Wilson(0, 10) = %.4f-%.4f", lo, hi)
	}
}

// Where seats play parts drawn for each game (Spirit Island's spirits with
// spirits=random), the summary reports each part over the games it was in:
// every game counted once for each of its spirits, its wins and ends those
// of its games, and the table names them.
func TestPerRole(t *testing.T) {
	r := run(t, sim.Config{Game: "spiritisland", Seats: 2, Bots: []string{"random", "random"}, Games: 24, Seed: 3,
		Options: map[string]string{"spirits": "random"}})
	if len(r.PerRole) < 3 {
		t.Fatalf("%d spirits in 24 games of 2 drawn from 4: %+v", len(r.PerRole), r.PerRole)
	}
	total := 0
	for _, rs := range r.PerRole {
		games, wins, ends := 0, 0.0, 0
		for _, g := range r.Games {
			if slices.Contains(g.Roles, rs.Role) {
				games++
				if g.Outcome.Won {
					wins++
				}
			}
		}
		for _, e := range rs.Ends {
			ends += e.Count
		}
		if rs.Games != games || rs.Wins != wins || ends != games {
			t.Errorf("%s: %d games, %g wins, %d ends; the games say %d and %g", rs.Role.EN, rs.Games, rs.Wins, ends, games, wins)
		}
		total += rs.Games
	}
	if total != 2*24 {
		t.Errorf("the spirits played %d games between them, not 48", total)
	}
	var b bytes.Buffer
	if err := r.WriteTable(&b, engine.EN); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), r.PerRole[0].Role.EN) || !strings.Contains(b.String(), "part ") {
		t.Errorf("the table does not list the spirits:\n%s", b.String())
	}
	b.Reset()
	if err := r.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil || rows[0][len(rows[0])-1] != "seat2_role" || rows[1][len(rows[1])-1] != r.Games[0].Roles[1].EN {
		t.Errorf("the CSV's last column is not the second seat's spirit: %q, %q (%v)", rows[0], rows[1], err)
	}
}

// In a cooperative game every seat shares the result: the table gives the
// team's win rate once, without tables by seat or by bot (which would repeat
// it) and without scores or ranks (which say nothing more), in either
// language; the JSON says the game is cooperative, and the CSV is the same
// at any number of workers.
func TestCooperativeTable(t *testing.T) {
	cfg := sim.Config{Game: "spiritisland", Seats: 2, Bots: []string{"random", "greedy"}, Games: 6, Seed: 5, Rotate: true,
		Options: map[string]string{"spirits": "random"}}
	var csvs []string
	for _, workers := range []int{1, 2} {
		cfg.Workers = workers
		r := run(t, cfg)
		if !r.Cooperative {
			t.Fatal("Spirit Island's result is not marked cooperative")
		}
		var c bytes.Buffer
		if err := r.WriteCSV(&c); err != nil {
			t.Fatal(err)
		}
		csvs = append(csvs, c.String())
		if workers > 1 {
			continue
		}
		for _, lang := range []struct {
			lang      engine.Lang
			team      string
			forbidden []string
		}{
			{engine.EN, "The team (random, greedy) won ", []string{"mean rank", "score", "\nseat ", "\nbot "}},
			{engine.JA, "チーム(random、greedy)の勝利: 6戦中", []string{"平均順位", "得点", "\n席 ", "\nボット "}},
		} {
			var b bytes.Buffer
			if err := r.WriteTable(&b, lang.lang); err != nil {
				t.Fatal(err)
			}
			table := b.String()
			if strings.Count(table, lang.team) != 1 {
				t.Errorf("the team's line %q is not in the table once:\n%s", lang.team, table)
			}
			for _, f := range lang.forbidden {
				if strings.Contains(table, f) {
					t.Errorf("the table of a cooperative game has %q:\n%s", f, table)
				}
			}
			if !strings.Contains(table, r.PerRole[0].Role.In(lang.lang)) {
				t.Errorf("the table does not give the spirits:\n%s", table)
			}
		}
		var js bytes.Buffer
		if err := r.WriteJSON(&js); err != nil || !strings.Contains(js.String(), `"cooperative": true`) {
			t.Errorf("the JSON (%v) does not say the game is cooperative", err)
		}
	}
	if csvs[0] != csvs[1] {
		t.Error("the CSV depends on the number of workers")
	}
	// A game the seats play against each other keeps its table by seat.
	m := run(t, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"random", "random", "random"}, Games: 1, Seed: 1})
	var b bytes.Buffer
	if err := m.WriteTable(&b, engine.EN); err != nil || m.Cooperative || !strings.Contains(b.String(), "mean rank") || strings.Contains(b.String(), "The team") {
		t.Errorf("Micronesia's table (%v, cooperative %v):\n%s", err, m.Cooperative, b.String())
	}
}

// The summary names the options given and, for a game set up to a
// difficulty, the difficulty they make: England at level 3 in Spirit
// Island, as the game itself tells it; Micronesia has none.
func TestOptionsAndDifficulty(t *testing.T) {
	opts := map[string]string{"adversary": "england", "level": "3"}
	r := run(t, sim.Config{Game: "spiritisland", Seats: 1, Bots: []string{"random"}, Games: 2, Seed: 1, Options: opts})
	st, err := engine.NewState("spiritisland", engine.Config{Seats: 1, Seed: 9, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	want := st.(engine.Difficulty).Difficulty()
	if r.Difficulty == nil || *r.Difficulty != want || want == 0 {
		t.Fatalf("difficulty %v, the game says %d", r.Difficulty, want)
	}
	var b bytes.Buffer
	if err := r.WriteTable(&b, engine.EN); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "options: adversary=england level=3\ndifficulty: "+fmt.Sprint(want)+"\n") {
		t.Errorf("the table does not give the options and difficulty:\n%s", b.String())
	}
	if m := run(t, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"random", "random", "random"}, Games: 1, Seed: 1}); m.Difficulty != nil {
		t.Errorf("Micronesia has a difficulty: %d", *m.Difficulty)
	}
}

// Each kind of bot's thinking covers every decision its seats made, once;
// the table gives the time per decision.
func TestThinking(t *testing.T) {
	r := run(t, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"mcts:20", "random", "random"}, Games: 12, Seed: 2, Workers: 2, Rotate: true})
	if len(r.Thinking) != 2 || r.Thinking[0].Bot != "mcts:20" || r.Thinking[1].Bot != "random" {
		t.Fatalf("thinking by bot: %+v", r.Thinking)
	}
	decisions := 0
	for _, g := range r.Games {
		decisions += g.Actions
	}
	if got := r.Thinking[0].Decisions + r.Thinking[1].Decisions; got != decisions {
		t.Errorf("thinking counts %d decisions; the games made %d", got, decisions)
	}
	for _, b := range r.Thinking {
		if b.Decisions == 0 || b.Mean() <= 0 || b.Longest < b.Mean() || b.Total < b.Longest {
			t.Errorf("%s: %d decisions, mean %v, longest %v, total %v", b.Bot, b.Decisions, b.Mean(), b.Longest, b.Total)
		}
	}
	var out strings.Builder
	if err := r.WriteTable(&out, engine.EN); err != nil || !strings.Contains(out.String(), "time per decision: mcts:20 ") {
		t.Errorf("the table (%v) gives no time per decision:\n%s", err, out.String())
	}
}

// ReadJSON reads back what WriteJSON wrote, table and all, and refuses
// other JSON.
func TestReadJSON(t *testing.T) {
	r := run(t, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"greedy", "random", "random"}, Games: 6, Seed: 2, Workers: 1, Rotate: true})
	var js, again, table, tableAgain bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	back, err := sim.ReadJSON(bytes.NewReader(js.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	back.WriteJSON(&again)
	r.WriteTable(&table, engine.EN)
	back.WriteTable(&tableAgain, engine.EN)
	if again.String() != js.String() || tableAgain.String() != table.String() {
		t.Errorf("read back, the results differ:\n%s\n%s", tableAgain.String(), table.String())
	}
	if _, err := sim.ReadJSON(strings.NewReader(`{"game": "micronesia", "seats": 3}`)); err == nil {
		t.Error("JSON without the figures was read")
	}
}

// The table names two seats of the same bot apart as the report does
// ("random #2"), with or without the seating rotated, and counts how games
// ended in games, not in the bare numbers an end's name could be read with
// ("a player reached the victory points 1000").
func TestTableNamesBotsAndCountsGames(t *testing.T) {
	for _, rotate := range []bool{false, true} {
		r := run(t, sim.Config{Game: "micronesia", Seats: 3, Bots: []string{"random", "greedy", "random"}, Games: 12, Seed: 1, Workers: 2, Rotate: rotate})
		for _, c := range []struct {
			lang engine.Lang
			want []string
			ends *regexp.Regexp
		}{
			{engine.EN, []string{"\nrandom #1 ", "\ngreedy ", "\nrandom #3 "}, regexp.MustCompile(`ended by: [^\n(]+ in \d+ games? \(`)},
			{engine.JA, []string{"\nrandom #1 ", "\ngreedy ", "\nrandom #3 "}, regexp.MustCompile(`終わり方: [^\n(]+ \d+ゲーム \(`)},
		} {
			var b bytes.Buffer
			if err := r.WriteTable(&b, c.lang); err != nil {
				t.Fatal(err)
			}
			table := b.String()
			if !rotate { // the bots' names follow the seat's number
				table = regexp.MustCompile(`\n\d +`).ReplaceAllString(table, "\n")
			}
			for _, w := range c.want {
				if !strings.Contains(table, w) {
					t.Errorf("rotate %v, %s: no row %q:\n%s", rotate, c.lang, w, b.String())
				}
			}
			if !c.ends.MatchString(table) {
				t.Errorf("rotate %v, %s: the ends are not counted in games:\n%s", rotate, c.lang, b.String())
			}
		}
	}
}
