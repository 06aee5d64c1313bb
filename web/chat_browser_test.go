package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestChatPage(t *testing.T) {
	t.Parallel()
	runCases(t, screens, []pageCase{{"chat", testChat}, {"replay-chat", testReplayChat}})
}

// testChat: a player sees the players' room's lines, mutes a seat (its
// line folds under "1 line hidden — show", kept for the match on this
// device), and says a line with markup, which shows as the text it is.
func testChat(t *testing.T, p *page, f *fake) {
	f.mu.Lock()
	f.matches["split1"].chat = []map[string]any{
		{"n": 1, "room": "players", "seat": 2, "name": "Ken Takahashi-Yamamoto", "text": "good luck", "at": "2026-11-22T09:00:00Z"},
		{"n": 2, "room": "spectators", "seat": -1, "name": "Aiko", "text": "for spectators only", "at": "2026-11-22T09:00:01Z"},
	}
	f.mu.Unlock()
	p.open("/m/split1?lang=en#t=" + tokenHana)
	p.wait(`[data-testid="chat-lines"] li[data-n="1"]`)
	if got := p.text(`[data-testid="chat-lines"]`); !strings.Contains(got, "Ken Takahashi-Yamamoto good luck") || strings.Contains(got, "spectators") {
		t.Errorf("the players' chat: %q", got)
	}
	if p.count(`[data-testid="chat-name"]:not([hidden])`) != 0 {
		t.Error("a player is asked for a spectator's name")
	}
	if p.screen.phone && p.text(`[data-testid="tab-chat"]`) != "Chat" {
		t.Errorf("the phone's chat tab: %q", p.text(`[data-testid="tab-chat"]`))
	}
	p.click(`[data-testid="chat-mute-2"]`)
	p.until(`document.querySelector('[data-testid="chat-show"]')?.textContent === "1 line hidden — show"`)
	if p.count(`[data-testid="chat-lines"] li[data-n="1"]`) != 0 {
		t.Error("a muted seat's line shows")
	}
	if s := evalJS[string](p, `localStorage.getItem("shima.mute")`); s != `{"split1":[2]}` {
		t.Errorf("the seats muted, as kept: %s", s)
	}
	p.click(`[data-testid="chat-show"]`)
	p.wait(`[data-testid="chat-lines"] li[data-n="1"]`)

	p.do(chromedp.SendKeys(chromedp.CSS(`[data-testid="chat-input"]`), "\r")) // nothing to say: nothing sent
	p.do(chromedp.SendKeys(chromedp.CSS(`[data-testid="chat-input"]`), "<b>x</b>\r"))
	p.wait(`[data-testid="chat-lines"] li[data-n="3"]`)
	if got := p.text(`li[data-n="3"] .chat-text`); got != "<b>x</b>" || p.count(`li[data-n="3"] .chat-text *`) != 0 {
		t.Errorf("a line with markup shows as %q, %d elements", got, p.count(`li[data-n="3"] .chat-text *`))
	}
	if v := evalJS[string](p, `document.querySelector('[data-testid="chat-input"]').value`); v != "" {
		t.Errorf("the input after sending: %q", v)
	}
	if sent := f.messages("chat"); len(sent) != 1 || sent[0]["text"] != "<b>x</b>" {
		t.Errorf("chat messages sent: %v", sent)
	}
	// In Japanese.
	p.click(`[data-testid="lang"]`)
	p.until(`document.querySelector('.chat h2')?.textContent === "プレイヤーのチャット" && document.querySelector('[data-testid="chat-input"]').placeholder === "メッセージを入力…"`)
}

// testReplayChat: the replay lists the players' chat, each line at its
// step, those said later than the step shown marked, and goes to a line's
// step when asked.
func testReplayChat(t *testing.T, p *page, f *fake) {
	f.mu.Lock()
	f.replay["chat"] = []map[string]any{
		{"n": 1, "room": "players", "seat": 0, "name": "Hana", "text": "<i>gl</i>", "at": "2026-11-22T09:00:00Z", "step": 0},
		{"n": 3, "room": "players", "seat": 0, "name": "Hana", "text": "nice move", "at": "2026-11-22T09:05:00Z", "step": 2},
	}
	f.mu.Unlock()
	p.open("/r/over1?lang=en")
	p.wait(`[data-testid="replay-chat"] li[data-step="2"]`)
	if got := p.text(`[data-testid="replay-chat"] li[data-step="0"] .chat-text`); got != "<i>gl</i>" {
		t.Errorf("the first line shows as %q", got)
	}
	if p.count(`[data-testid="replay-chat"] li.later`) != 1 {
		t.Error("at the start, the line said at step 2 is not marked as later")
	}
	p.click(`[data-testid="replay-chat"] li[data-step="2"] .chat-step`)
	p.until(`document.querySelector(".frame-no").textContent.startsWith("Move 2 of ") && document.querySelectorAll('[data-testid="replay-chat"] li.later').length === 0`)
}
