package catan

import (
	"math/bits"

	"shima/engine"
)

// The robber (盗賊) and, in The Unknown Island, the pirate (海賊): a 7 or a
// knight moves one of them, and the mover robs a player beside it of a
// random card. In the scenario both start off the board and come on when
// first moved; the robber never goes on a start island's tiles, the pirate
// only on sea (RULES.md).

// robberMayGo reports whether the robber may be moved to hex h: to other
// face-up land, in the scenario not a start island's tile.
func (st *State) robberMayGo(h int) bool {
	return int16(h) != st.robber && (st.allLand() || st.robberLand(h))
}

// robberLand reports whether the robber may stand on hex h in the
// scenario: face-up land, not a start island's tile.
func (st *State) robberLand(h int) bool { return st.land(h) && !st.startTiles.has(h) }

// pirateMayGo reports whether the pirate may be moved to hex h: to another
// face-up sea or harbour tile, in the scenario.
func (st *State) pirateMayGo(h int) bool {
	return st.rules.UnknownIsland && int16(h) != st.pirate && h < st.layout.Interior && st.sea(h)
}

// appendRobberMoves lists where the robber and the pirate may go.
func (st *State) appendRobberMoves(buf []engine.Action) []engine.Action {
	for h := range st.layout.Interior {
		if st.robberMayGo(h) {
			buf = append(buf, pack(kindRobber, h, 0))
		}
	}
	if !st.rules.UnknownIsland {
		return buf
	}
	for h := range st.layout.Interior {
		if st.pirateMayGo(h) {
			buf = append(buf, pack(kindPirate, h, 0))
		}
	}
	return buf
}

// moveRobber puts the robber (pirate false) or the pirate on hex h and
// finds whom the mover may rob: players with a building at h (and, for the
// pirate, a ship beside it; the current pirate robs only ships' owners)
// who hold a card.
func (st *State) moveRobber(p int8, h int, pirate bool) {
	b := st.board()
	st.victims = 0
	rob := func(o int8) {
		if o != p && st.holdsCards(o) {
			st.victims |= 1 << o
		}
	}
	if pirate {
		st.pirate = int16(h)
		st.updateRates() // the 1998 pirate blocks a harbour
		for _, e := range b.HexEdges[h] {
			for o := range st.seats {
				if e >= 0 && st.ships[o].has(e) {
					rob(o)
				}
			}
		}
	} else {
		st.robber = int16(h)
	}
	if !pirate || !st.rules.CurrentPirate {
		for _, v := range b.HexVertices[h] {
			if v >= 0 && st.built.has(v) {
				rob(st.owner[v])
			}
		}
	}
	switch bits.OnesCount8(st.victims) {
	case 0:
		st.step = st.after
	case 1:
		st.steal(p, int8(bits.TrailingZeros8(st.victims)))
	default:
		st.step = stepSteal
	}
}

// steal takes a random card from victim v for p.
func (st *State) steal(p, v int8) {
	k := st.rng.IntN(st.cards(v))
	for r := range Resources {
		if k < int(st.hand[v][r]) {
			st.hand[v][r]--
			st.hand[p][r]++
			st.theft = theft{thief: p, victim: v, card: Resource(r)}
			if st.rec.On() {
				st.tellSteal(p, v, Resource(r), st.step == stepSteal)
			}
			break
		}
		k -= int(st.hand[v][r])
	}
	st.victims = 0
	st.step = st.after
}

// discardDone takes last, who has discarded enough, out of the step; when
// none is left, the roller moves the robber.
func (st *State) discardDone(last int8) {
	k := int8(0)
	for _, s := range st.toMove[:st.nToMove] {
		if st.owed[s] > 0 {
			st.toMove[k] = s
			k++
		}
	}
	st.nToMove = k
	if k == 0 {
		if st.rec.On() {
			st.tellDiscards(last)
		}
		st.discarded = [MaxPlayers][Resources]int8{}
		st.setToMove(st.current)
		st.toRobber(stepMain)
	}
}

// toRobber has the player to move move the robber (or the pirate), then
// go on in step after. Where neither may go anywhere (in the scenario,
// before any sea or land off the start islands is face up), nothing moves
// and nobody is robbed (RULES.md).
func (st *State) toRobber(after step) {
	st.after = after
	for h := range st.layout.Interior {
		if st.robberMayGo(h) || st.pirateMayGo(h) {
			st.step = stepRobber
			return
		}
	}
	st.step = after
}
