package web

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"shima/engine"
)

// tokenAiko3 is the token of Aiko's seat (seat 2) in the events fixtures.
const tokenAiko3 = "aabbccddeeff00112233445566778899"

// catanAt plays seeded random moves in a new base game of three until find
// picks an action for Hana (seat 0): the position then, and that action.
func catanAt(t *testing.T, find func(st engine.State, a engine.Action, events []engine.Event) bool) (engine.State, engine.Action) {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		st, err := engine.NewState("catan", engine.Config{Seats: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRand(seed)
		for n := 0; n < 3000 && !st.Over(); n++ {
			movers := st.ToMove()
			if len(movers) == 1 && movers[0] == 0 {
				for _, a := range st.Legal(0, nil) {
					events, err := engine.ApplyEvents(st.Clone(), 0, a)
					if err == nil && find(st, a, events) {
						return st, a
					}
				}
			}
			s := movers[r.IntN(len(movers))]
			legal := st.Legal(s, nil)
			if err := st.Apply(s, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no such position in 200 seeded games")
	return nil, 0
}

// kinds counts events by kind.
func kinds(events []engine.Event) map[string]int {
	n := map[string]int{}
	for _, e := range events {
		n[e.Kind]++
	}
	return n
}

// namedAs writes a text's seat marks as the page names the players.
func namedAs(text string, names ...string) string {
	for seat, name := range names {
		text = strings.ReplaceAll(text, engine.SeatMark(engine.Seat(seat)), name)
	}
	return strings.ToUpper(text[:1]) + text[1:]
}

// entryEvents is the text of each event line of the log entry for seq on p.
func entryEvents(p *page, seq int) []string {
	return evalJS[[]string](p, fmt.Sprintf(`[...document.querySelectorAll('[data-testid="log"] > li[data-seq="%d"] .ev-text')].map(e => e.textContent)`, seq))
}

// A roll told in Catan's log, from a fresh page: the number, then each
// player's harvest by hex under it, exactly as the game tells them; the
// hexes that paid are marked on the board.
func TestCatanRollBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	st, roll := catanAt(t, func(_ engine.State, _ engine.Action, events []engine.Event) bool {
		return kinds(events)["roll"] == 1 && kinds(events)["produce"] >= 2
	})
	want, _ := engine.ApplyEvents(st.Clone(), 0, roll)
	ctx := browser(t)
	dir := artifacts(t)
	for _, sc := range screens {
		t.Run(sc.name, func(t *testing.T) {
			f := newFake(t)
			m := f.add("rolls1", st.Clone(), 40, catanSeats(3))
			m.tokens = map[string]int{tokenHana: 0}
			p := openPage(t, ctx, sc, dir, f.srv.URL)
			p.open("/m/rolls1#t=" + tokenHana)
			p.wait(fmt.Sprintf(`[data-action="%d"]`, roll))
			p.click(fmt.Sprintf(`[data-action="%d"]`, roll))
			p.wait(`[data-testid="log"] > li[data-seq="41"] .ev-text`)
			var lines []string
			for _, e := range engine.Seen(want, 0) {
				lines = append(lines, namedAs(e.Text.EN, "Hana (red)", "Ken (blue)", "Greedy (yellow)"))
			}
			// The roll in the entry's line (retold, after Hana's name), its harvest under it.
			got := entryEvents(p, 41)
			if want[0].Retell {
				got = append([]string{"Hana (red) " + p.text(`[data-testid="log"] > li[data-seq="41"] .log-body summary`)[len("Hana"):]}, got...)
			}
			if strings.Join(got, "\n") != strings.Join(lines, "\n") {
				t.Errorf("the roll reads\n%s\nwhere the game tells\n%s", strings.Join(got, "\n"), strings.Join(lines, "\n"))
			}
			if !evalJS[bool](p, `document.querySelector('[data-testid="log"] > li[data-seq="41"] details')?.open ?? false`) {
				t.Error("the latest roll's harvest is folded away")
			}
			for _, at := range want[0].At {
				if !evalJS[bool](p, fmt.Sprintf(`document.querySelector('[data-at=%q]')?.classList.contains("ev-mark") ?? false`, at)) {
					t.Errorf("%s, which paid, is not marked on the board", at)
				}
			}
			// A marked hex's number stays readable: at least 4.5:1 against its
			// chip (WCAG AA), in the colours the browser paints.
			if low := evalJS[[]string](p, markedNumberContrast); len(low) > 0 || p.count(`.ev-mark .chip-num`) == 0 {
				t.Errorf("marked numbers below 4.5:1 (of %d): %v", p.count(`.ev-mark .chip-num`), low)
			}
			if !sc.phone { // the list of seats is beside the board: each harvest rises by its player's row
				for _, e := range want {
					if e.Kind == "produce" && p.count(fmt.Sprintf(`[data-testid="float-%d"]`, e.Seat)) == 0 {
						t.Errorf("seat %d's harvest does not rise by its row", e.Seat)
					}
				}
			}
			if p.count(`[data-testid="happened"]:not([hidden]) .ev-roll`) != 1 {
				t.Error("the strip does not tell the roll")
			}
			p.shot("catan-roll-log")
		})
	}
}

// markedNumberContrast lists each number chip on a marked place whose
// number, as painted (its fill, and its outline where it has one, under the
// brightness filters of the groups it lies in), has a contrast under 4.5:1
// with its chip's face.
const markedNumberContrast = `(() => {
	const rgb = (s) => (s.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
	const lum = (c) => c.map((v) => { v = Math.min(255, v) / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
		.reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
	const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
	const low = [];
	for (const chip of document.querySelectorAll(".ev-mark .cat-chip")) {
		const num = chip.querySelector(".chip-num"), css = getComputedStyle(num);
		let k = 1;
		for (let e = num; e && e.tagName !== "svg"; e = e.parentElement) {
			for (const m of getComputedStyle(e).filter.matchAll(/brightness\(([\d.]+)\)/g)) k *= Number(m[1]);
		}
		const lit = (c) => c.map((v) => v * k);
		const face = lit(rgb(getComputedStyle(chip.querySelector(".chip-disc")).fill));
		const inks = [css.fill];
		if (css.stroke !== "none" && parseFloat(css.strokeWidth) > 0) inks.push(css.stroke);
		for (const ink of inks) {
			const r = ratio(lit(rgb(ink)), face);
			if (r < 4.5) low.push(num.textContent + ": " + ink + " on " + getComputedStyle(chip.querySelector(".chip-disc")).fill + " " + r.toFixed(2));
		}
	}
	return low;
})()`

// A robbery in Catan's log, seen by the thief, the victim and a third
// player, each from a fresh page: the stolen card's kind reaches only
// thief and victim.
func TestCatanRobberyBrowser(t *testing.T) {
	t.Parallel() // each in a browser of its own
	var resource string
	st, steal := catanAt(t, func(_ engine.State, _ engine.Action, events []engine.Event) bool {
		for _, e := range events {
			if e.Kind == "steal" && e.Data["victim"] == 1 {
				resource, _ = e.Data["resource"].(string)
				return resource != ""
			}
		}
		return false
	})
	ctx := browser(t)
	dir := artifacts(t)
	f := newFake(t)
	seats := catanSeats(3)
	seats[2] = map[string]any{"seat": 2, "kind": "person", "name": "Aiko", "claimed": true, "connected": true}
	m := f.add("robbery1", st, 90, seats)
	m.tokens = map[string]int{tokenHana: 0, tokenKen: 1, tokenAiko3: 2}
	pages := map[string]*page{}
	for i, who := range []struct{ name, token string }{{"hana", tokenHana}, {"ken", tokenKen}, {"aiko", tokenAiko3}} {
		p := openPage(t, ctx, screens[i%2], dir, f.srv.URL)
		p.open("/m/robbery1#t=" + who.token)
		p.wait(`[data-testid="board"] svg`)
		pages[who.name] = p
	}
	hana := pages["hana"]
	hana.wait(fmt.Sprintf(`[data-action="%d"]`, steal))
	hana.click(fmt.Sprintf(`[data-action="%d"]`, steal))
	hana.wait(`[data-testid="log"] > li[data-seq="91"]`)
	f.drop() // the others' pages come back with the whole log
	for name, p := range pages {
		p.wait(`[data-testid="log"] > li[data-seq="91"]`)
		entry := p.text(`[data-testid="log"] > li[data-seq="91"]`)
		told := regexp.MustCompile(`\b` + resource + `\b`).MatchString(entry)
		if name == "aiko" {
			if kind := regexp.MustCompile(`\b(brick|lumber|wool|grain|ore)\b`).FindString(entry); kind != "" {
				t.Errorf("Aiko, a third player, reads the stolen card's kind (%s): %q", kind, entry)
			}
			if !strings.Contains(entry, "Hana") || !strings.Contains(entry, "blue") && !strings.Contains(entry, "Ken") {
				t.Errorf("Aiko's log does not say who robbed whom: %q", entry)
			}
		} else if !told {
			t.Errorf("%s does not read that %s was stolen: %q", name, resource, entry)
		}
		p.shot("catan-robbery-" + name)
	}
}
