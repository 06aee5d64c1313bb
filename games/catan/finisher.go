package catan

import "shima/engine"

// maxGain is the most VP one action can bring its player: a settlement (1)
// that breaks another's road so that Longest Road (2) comes to its
// builder; a city, a road or ship, a knight, a card bought bring less.
const maxGain = 1 + SpecialCardVP

// MayWin reports whether seat s could win with its next action
// (engine.Finisher): its VP, its hidden VP cards included, within maxGain
// of the goal. Bots look for a win at once only then.
func (st *State) MayWin(s engine.Seat) bool { return st.vp(int8(s))+maxGain >= int(st.goal) }

var _ engine.Finisher = (*State)(nil)
