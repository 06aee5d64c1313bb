package catan

import "shima/engine"

// Simultaneous steps keep each player's choices from the others until the
// step ends (../shared/DESIGN.md): the discards after a 7, and the answers
// to an offer (with their counter-offers). Logs show the others only that
// a secret choice was made; views show them the hands as they were before
// the others' discards, the bank as it was before the step (to everyone),
// and only whether the others have answered.

// Secret reports whether actor's action a stays hidden from the others
// for now: a discard, or any step of answering an offer.
func (st *State) Secret(a engine.Action, actor engine.Seat) bool {
	switch st.step {
	case stepDiscard:
		return kindOf(a) == kindDiscard
	case stepRespond:
		return actor != engine.Seat(st.current)
	}
	return false
}

// Concealing reports whether a simultaneous step goes on.
func (st *State) Concealing() bool { return st.step == stepDiscard || st.step == stepRespond }

var _ engine.Secret = (*State)(nil)

// setAside is what the players have discarded so far in this step, by
// resource: the views show the bank without it until the step ends, so
// that the bank tells nobody what the others discard.
func (st *State) setAside() [Resources]int8 {
	var out [Resources]int8
	for p := range st.seats {
		for r := range Resources {
			out[r] += st.discarded[p][r]
		}
	}
	return out
}

// answerSeen is p's answer to the offer as seat s sees it: its own in
// full, another's only as "answered" until all have answered.
func (st *State) answerSeen(p int8, s engine.Seat) string {
	a := st.answer[p]
	switch {
	case engine.Seat(p) == s || st.step != stepRespond:
		return answerKeys[a]
	case a == answerAccept || a == answerDecline || a == answerCounter:
		return "answered"
	}
	return ""
}
