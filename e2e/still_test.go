package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"shima/internal/long"
)

// stillCase is a game played against bots on one screen, in one language.
type stillCase struct {
	game          string
	seats         int
	width, height int64
	phone         bool
	lang          string
	frame         string // the board's frame: what must not move
	moves         int    // the person's moves to make (the long runs make three times as many), at least 3 of them
}

// stillCases are the games on a phone of 390×844, and Catan on a laptop
// too, where the Roll button once moved the board. Catan's person plays
// past the set-up (four moves) to roll, and on to the bots' turns.
var stillCases = []stillCase{
	{"catan", 4, 390, 844, true, "en", ".cat-scroll", 7},
	{"catan", 4, 1280, 800, false, "ja", ".cat-scroll", 6},
	{"micronesia", 3, 390, 844, true, "ja", ".mic-sea", 3},
	{"skymerchants", 3, 390, 844, true, "en", ".sky-scroll", 3},
	{"skye", 3, 390, 844, true, "ja", ".skye-mine > .skye-scroll", 3},
	{"spiritisland", 2, 390, 844, true, "en", `[data-testid="si-map"]`, 3},
}

// stillLook is what the test reads of the page at a moment: the board's
// frame on the page (left, top, width, height, with the scroll added), the
// screen's size, whether the frame's board is wider than the frame (it
// pans), whether the person has a decision to make, and what the strip of
// events covers of the controls and the hand.
const stillLook = `(() => {
	const frame = document.querySelector(%q);
	if (!frame) return null;
	const r = frame.getBoundingClientRect();
	const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
	const controls = [...document.querySelectorAll('[data-testid="board"] :is(button, [data-action]), [data-testid="hand"], .hand-tiles')]
		.filter((e) => !e.disabled && visible(e));
	const deciding = controls.some((e) => e.matches("[data-action]"));
	const strip = document.querySelector('[data-testid="happened"]');
	const covered = [];
	if (deciding && strip && !strip.hidden && visible(strip)) {
		const s = strip.getBoundingClientRect();
		for (const e of controls) {
			const c = e.getBoundingClientRect();
			if (c.left < s.right && s.left < c.right && c.top < s.bottom && s.top < c.bottom) covered.push(e.dataset.testid || e.className.baseVal || e.className || e.tagName);
		}
	}
	// The header's buttons and links (the language, the account) stay in
	// the open, decision or not.
	const header = [...document.querySelectorAll("header.top :is(a, button)")].filter(visible);
	const overHeader = [];
	if (strip && !strip.hidden && visible(strip)) {
		const s = strip.getBoundingClientRect();
		for (const e of header) {
			const c = e.getBoundingClientRect();
			if (c.left < s.right && s.left < c.right && c.top < s.bottom && s.top < c.bottom) overHeader.push(e.dataset.testid || e.className || e.tagName);
		}
	}
	return {
		seq: document.querySelector("[data-seq]")?.dataset.seq ?? "",
		box: [r.left + scrollX, r.top + scrollY, r.width, r.height].map(Math.round),
		screen: [innerWidth, innerHeight],
		pans: frame.scrollWidth > frame.clientWidth + 1,
		deciding,
		covered,
		overHeader,
		over: document.querySelectorAll('[data-testid="outcome"] *').length > 0,
	};
})()`

// playSpiritPhone makes a move on Spirit Island's page on a phone: one of
// the moves offered, else it opens a lit land (a phone's island offers the
// moves on a land once it is opened).
const playSpiritPhone = `(() => {
	const moved = ` + clickAnyMove + `;
	if (moved) return moved;
	const lit = document.querySelector(".si-land.lit");
	if (!lit) return "";
	lit.dispatchEvent(new MouseEvent("click", {bubbles: true}));
	return "local:open";
})()`

// look is stillLook's answer.
type look struct {
	Seq        string   `json:"seq"`
	Box        []int    `json:"box"`
	Screen     []int    `json:"screen"`
	Pans       bool     `json:"pans"`
	Deciding   bool     `json:"deciding"`
	Covered    []string `json:"covered"`
	OverHeader []string `json:"overHeader"`
	Over       bool     `json:"over"`
}

// The board stays still (issue 34): a person plays each game against greedy
// bots on the real server, on a phone of 390×844 and Catan on a laptop too,
// in English or Japanese, by tapping what the page offers. Through the
// person's moves, the rolls and the bots' turns, the board's frame keeps
// its place and size on the page, inside the screen (and the base game of
// Catan fits it, without panning); whenever the person has a decision to
// make, the strip of events covers none of the board's controls nor the
// hand; and it never lies over the header's buttons and links (the
// language, the account).
func TestTheBoardStaysStill(t *testing.T) {
	url, browser := serverAndBrowser(t)
	dir := artifacts(t)
	for _, c := range stillCases {
		screen := "laptop"
		if c.phone {
			screen = "phone"
		}
		t.Run(c.game+"-"+screen, func(t *testing.T) {
			t.Parallel() // most of the time goes in waiting for the bots
			p := newPersonAt(t, browser, c.game, dir, c.width, c.height, c.phone)
			link, token, _ := strings.Cut(againstBots(t, url, c.game, c.seats), "#")
			p.run(chromedp.Navigate(link+"?lang="+c.lang+"#"+token), chromedp.WaitVisible(chromedp.CSS(c.frame)))
			read := func() look {
				return eval[look](p, fmt.Sprintf(stillLook, c.frame))
			}
			first := read()
			if first.Box[0] < 0 || first.Box[0]+first.Box[2] > first.Screen[0] || first.Box[1] < 0 || first.Box[1]+first.Box[3] > first.Screen[1] {
				t.Errorf("the board's frame %v is not inside the %v screen", first.Box, first.Screen)
			}
			play := map[string]string{"catan": playCatan, "spiritisland": playSpiritPhone}[c.game]
			if play == "" {
				play = clickAnyMove
			}
			moves, seqs, decisions := 0, map[string]bool{}, 0
			enough := long.Count(c.moves, 3*c.moves)
			check := func(l look) {
				seqs[l.Seq] = true
				if fmt.Sprint(l.Box) != fmt.Sprint(first.Box) {
					t.Errorf("at seq %s the board's frame is at %v, it was at %v", l.Seq, l.Box, first.Box)
				}
				if c.game == "catan" && l.Pans {
					t.Errorf("at seq %s the board is wider than its frame: it pans", l.Seq)
				}
				if len(l.OverHeader) > 0 {
					t.Errorf("at seq %s the strip of events lies over the header's %v", l.Seq, l.OverHeader)
				}
				if l.Deciding {
					decisions++
					if len(l.Covered) > 0 {
						t.Errorf("at seq %s, with a decision to make, the strip covers %v", l.Seq, l.Covered)
					}
				}
			}
			deadline, idle := time.Now().Add(75*time.Second), time.Now()
			for moves < enough && time.Now().Before(deadline) && time.Since(idle) < 8*time.Second {
				l := read()
				if l.Over { // the result comes above the board
					break
				}
				check(l)
				if t.Failed() {
					break
				}
				what := eval[string](p, play)
				if what == "" || what == "stuck" {
					time.Sleep(40 * time.Millisecond)
					continue
				}
				if strings.HasPrefix(what, "local:") {
					continue
				}
				moves++
				idle = time.Now()
				for wait := time.Now().Add(5 * time.Second); time.Now().Before(wait) && read().Seq == l.Seq; {
					time.Sleep(20 * time.Millisecond)
				}
				if moves%4 == 0 {
					p.screenshot(fmt.Sprintf("still-%s-%s-%d.png", c.game, screen, moves))
				}
			}
			last := read()
			if !last.Over {
				check(last)
			}
			t.Logf("%d moves by the person to seq %s, %d positions seen, %d of them with a decision to make", moves, last.Seq, len(seqs), decisions)
			if n, _ := strconv.Atoi(last.Seq); moves < 3 || n <= moves {
				t.Errorf("too little play to tell: %d moves by the person, %s in all", moves, last.Seq)
			}
		})
	}
}

// newPersonAt is a person on a screen of width×height, a phone's (touch,
// twice the pixels) where phone is set.
func newPersonAt(t *testing.T, browser context.Context, name, dir string, width, height int64, phone bool) *person {
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	viewport := chromedp.EmulateViewport(width, height)
	if phone {
		viewport = chromedp.EmulateViewport(width, height, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateTouch)
	}
	if err := chromedp.Do(ctx, viewport); err != nil {
		t.Fatal(err)
	}
	return &person{t: t, name: name, ctx: ctx, dir: dir}
}

// againstBots creates a match of game for Hana against greedy bots (seats
// in all) through the API, and returns her link to it.
func againstBots(t *testing.T, url, game string, seats int) string {
	t.Helper()
	req := map[string]any{"game": game, "seat": 0, "name": "Hana", "seats": []map[string]any{{"kind": "person"}}}
	for range seats - 1 {
		req["seats"] = append(req["seats"].([]map[string]any), map[string]any{"kind": "bot", "bot": "greedy"})
	}
	body, _ := json.Marshal(req)
	resp, err := http.Post(url+"/api/matches", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var created struct {
		Seats []struct {
			Invite string `json:"invite"`
		} `json:"seats"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&created); err != nil || resp.StatusCode != http.StatusCreated || len(created.Seats) == 0 {
		t.Fatalf("create %s: %v %s", game, err, resp.Status)
	}
	return url + created.Seats[0].Invite
}
