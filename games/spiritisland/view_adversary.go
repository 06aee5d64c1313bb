package spiritisland

import (
	"fmt"
	"strings"

	"shima/engine"
)

// viewAdversary is the adversary the spirits face: its level and
// difficulty, its loss condition and escalation, the rules of each level
// in force, and England's High Immigration tile.
type viewAdversary struct {
	Key        string         `json:"key"`
	Name       engine.Text    `json:"name"`
	Level      int            `json:"level"`
	Difficulty int            `json:"difficulty"`
	Loss       *viewRule      `json:"loss,omitempty"`
	Escalation viewRule       `json:"escalation"`
	Rules      []viewRule     `json:"rules"` // levels 1 to the game's, in order
	Fear       [3]int         `json:"fear_cards"`
	Tile       *viewImmigrant `json:"high_immigration,omitempty"`
}

// viewRule is a rule of the adversary: its level (0 for the loss condition
// and escalation), name and text.
type viewRule struct {
	Level int         `json:"level"`
	Name  engine.Text `json:"name"`
	Text  engine.Text `json:"text"`
}

// viewImmigrant is England's High Immigration tile: the card on it (nil:
// none yet) or gone.
type viewImmigrant struct {
	Card    *viewInvaderCard `json:"card"`
	Removed bool             `json:"removed,omitempty"`
}

// viewAdversary shows the adversary; nil without one.
func (st *State) viewAdversary() *viewAdversary {
	a := st.opts.adversary
	if a == noAdversary {
		return nil
	}
	d := adversaryInfo(a)
	va := &viewAdversary{Key: d.Key, Name: d.Name, Level: int(st.opts.level), Difficulty: st.Difficulty(),
		Escalation: viewRule{Name: d.Escalation.Name, Text: d.Escalation.Text}, Rules: []viewRule{}}
	if d.Loss != nil {
		va.Loss = &viewRule{Name: d.Loss.Name, Text: d.Loss.Text}
	}
	for _, l := range d.Levels[:st.opts.level] {
		va.Rules = append(va.Rules, viewRule{Level: l.Level, Name: l.Name, Text: l.Text})
	}
	for i, n := range st.fearLevels() {
		va.Fear[i] = int(n)
	}
	if st.adv(england, 3) {
		va.Tile = &viewImmigrant{Card: st.viewCard(st.immigration), Removed: st.immigrationGone}
	}
	return va
}

// adversaryText draws the adversary: name, level, difficulty, and each rule
// in force.
func (v *View) adversaryText(lang engine.Lang, line func(string)) {
	va := v.Adversary
	if va == nil {
		return
	}
	ja := lang == engine.JA
	line(fmt.Sprintf(lang.Pick("Adversary: %s, level %d (difficulty %d; fear cards %d/%d/%d)", "敵対国: %s レベル%d(難易度%d、不安カード%d/%d/%d)"),
		va.Name.In(lang), va.Level, va.Difficulty, va.Fear[0], va.Fear[1], va.Fear[2]))
	rule := func(head string, r viewRule) {
		for _, l := range wrapWords("  ", head+r.Name.In(lang)+": "+r.Text.In(lang), ja) {
			line(l)
		}
	}
	if va.Loss != nil {
		rule(lang.Pick("loss ", "敗北条件 "), *va.Loss)
	}
	rule(lang.Pick("escalation ", "拡大効果 "), va.Escalation)
	for _, r := range va.Rules {
		rule(fmt.Sprintf("%d ", r.Level), r)
	}
	if t := va.Tile; t != nil {
		s := "-"
		switch {
		case t.Removed:
			s = lang.Pick("removed", "取り除かれた")
		case t.Card != nil:
			s = invaderCardName(t.Card.Key, lang) + " → " + strings.Join(t.Card.Lands, " ")
		}
		line(lang.Pick("  High Immigration (builds before the ravage): ", "  大量移民(略奪の前に建設): ") + s)
	}
}
