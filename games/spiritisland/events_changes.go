package spiritisland

import (
	"fmt"
	"math/bits"
	"strings"

	"shima/engine"
)

// What a power or a fear card changed on the island since the teller's
// mark, land by land, told in words (tellPower, tellFearCard).

// landChange is what changed on one land.
type landChange struct {
	land      Land
	destroyed [pieceKinds]int8
	net       [pieceKinds]int8 // pieces come (> 0) or gone (< 0), those destroyed aside
	damaged   [pieceKinds]int8 // pieces newly damaged
	blight    int8
	defend    int8
	effects   uint16           // one-turn effects newly on
	presence  [MaxSpirits]int8 // presence come or gone, that destroyed aside
	lost      [MaxSpirits]int8 // presence destroyed
}

func (c *landChange) none() bool {
	return c.destroyed == [pieceKinds]int8{} && c.net == [pieceKinds]int8{} && c.damaged == [pieceKinds]int8{} &&
		c.blight == 0 && c.defend <= 0 && c.effects == 0 && c.presence == [MaxSpirits]int8{} && c.lost == [MaxSpirits]int8{}
}

// change is what changed on the island.
type change struct {
	lands []landChange
	// moved: of this kind (of this spirit's presence) the island holds as
	// many as before, those destroyed aside: those that came and went moved.
	moved         [pieceKinds]bool
	movedPresence [MaxSpirits]bool
	energy        [MaxSpirits]int8
	fear          int
}

// none reports whether the change has nothing to tell.
func (c *change) none(st *State) bool { return c.words(st, engine.EN) == "" }

// changes compares the island with the teller's mark.
func (st *State) changes() change {
	tl := st.tl
	var c change
	var total [pieceKinds]int8
	var presence [MaxSpirits]int8
	for l := range Land(MaxLands) {
		was, now := &tl.lands[l], &st.lands[l]
		lc := landChange{land: l, destroyed: tl.destroyed[l], lost: tl.lost[l],
			blight: now.blight - was.blight, defend: now.defend - was.defend, effects: now.effects &^ was.effects}
		for p := range pieceKinds {
			lc.net[p] = now.count(p) - was.count(p) + lc.destroyed[p]
			lc.damaged[p] = max(0, st.damagedCount(now, p)-st.damagedCount(was, p))
			total[p] += lc.net[p]
		}
		for s := range st.seats {
			lc.presence[s] = now.presence[s] - was.presence[s] + lc.lost[s]
			presence[s] += lc.presence[s]
		}
		if !lc.none() {
			c.lands = append(c.lands, lc)
		}
	}
	for p := range pieceKinds {
		c.moved[p] = total[p] == 0
	}
	for s := range st.seats {
		c.movedPresence[s] = presence[s] == 0
		c.energy[s] = st.spirits[s].energy - tl.energy[s]
	}
	c.fear = tl.fear
	return c
}

// damagedCount is how many pieces of kind p on land ls are damaged.
func (st *State) damagedCount(ls *landState, p Piece) int8 {
	n := int8(0)
	for h := int8(1); h < st.hp(p); h++ {
		n += ls.pieces[p][h]
	}
	return n
}

// names are the lands whose change is told, as the view names them.
func (c *change) names(st *State) []string {
	var out []string
	for i := range c.lands {
		if len(c.landWords(st, &c.lands[i], engine.EN)) > 0 {
			out = append(out, st.island.Name(c.lands[i].land))
		}
	}
	return out
}

// words tells the change in lang: each land's, the energy and the fear.
// A single land that is the power's target is not named again.
func (c *change) words(st *State, lang engine.Lang) string {
	var parts []string
	told := c.names(st)
	for i := range c.lands {
		lc := &c.lands[i]
		words := c.landWords(st, lc, lang)
		if len(words) == 0 {
			continue
		}
		w := strings.Join(words, listSep(lang))
		if len(told) > 1 || lc.land != st.powerLand || st.resolver == noSpirit {
			w = st.island.Name(lc.land) + ": " + w
		}
		parts = append(parts, w)
	}
	for s := range st.seats {
		mark := engine.SeatMark(engine.Seat(s))
		switch n := c.energy[s]; {
		case n > 0:
			parts = append(parts, lang.Pick(fmt.Sprintf("%s gains %d energy", mark, n), fmt.Sprintf("%sが精霊力を%d得る", mark, n)))
		case n < 0:
			parts = append(parts, lang.Pick(fmt.Sprintf("%s pays %d energy", mark, -n), fmt.Sprintf("%sが精霊力を%d払う", mark, -n)))
		}
	}
	if c.fear > 0 {
		parts = append(parts, lang.Pick(fmt.Sprintf("%d fear", c.fear), fmt.Sprintf("不安%d", c.fear)))
	}
	return strings.Join(parts, lang.Pick("; ", "。"))
}

// landWords tells what changed on one land.
func (c *change) landWords(st *State, lc *landChange, lang engine.Lang) []string {
	var w []string
	for p := range pieceKinds {
		if n := lc.destroyed[p]; n > 0 {
			w = append(w, lang.Pick(countText(p, n, lang)+" destroyed", countText(p, n, lang)+"を破壊"))
		}
		if n := lc.damaged[p]; n > 0 {
			w = append(w, lang.Pick(countText(p, n, lang)+" damaged", countText(p, n, lang)+"にダメージ"))
		}
		w = append(w, comeGo(countText(p, abs8(lc.net[p]), lang), lc.net[p], c.moved[p], lang)...)
	}
	if lc.blight != 0 {
		w = append(w, comeGo(lang.Pick(fmt.Sprintf("%d blight", abs8(lc.blight)), fmt.Sprintf("荒廃%dつ", abs8(lc.blight))), lc.blight, false, lang)...)
	}
	if lc.defend > 0 {
		w = append(w, lang.Pick(fmt.Sprintf("Defend %d", lc.defend), fmt.Sprintf("防御%d", lc.defend)))
	}
	for e := lc.effects; e != 0; e &= e - 1 {
		if i := bits.TrailingZeros16(e); i < len(effectTexts) {
			w = append(w, effectTexts[i].In(lang))
		}
	}
	for s := range st.seats {
		mark := engine.SeatMark(engine.Seat(s))
		if n := lc.lost[s]; n > 0 {
			w = append(w, lang.Pick(fmt.Sprintf("%d presence of %s destroyed", n, mark), fmt.Sprintf("%sの存在%dつを破壊", mark, n)))
		}
		n := lc.presence[s]
		w = append(w, comeGo(lang.Pick(fmt.Sprintf("%d presence of %s", abs8(n), mark), fmt.Sprintf("%sの存在%dつ", mark, abs8(n))), n, c.movedPresence[s], lang)...)
	}
	return w
}

// comeGo tells what of n pieces (what) were added (n > 0) or taken away
// (n < 0); pieces that moved (as many on the island as before) are told by
// the moves that moved them (a push, a gather), not here.
func comeGo(what string, n int8, moved bool, lang engine.Lang) []string {
	switch {
	case moved:
		return nil
	case n > 0:
		return []string{lang.Pick(what+" added", what+"を追加")}
	case n < 0:
		return []string{lang.Pick(what+" removed", what+"を除去")}
	}
	return nil
}

// countText says n pieces of kind p: "2 explorers", "遠征隊2つ".
func countText(p Piece, n int8, lang engine.Lang) string {
	if lang == engine.JA {
		unit := "つ"
		if p == Dahan {
			unit = "体"
		}
		return fmt.Sprintf("%s%d%s", pieceNames[p].JA, n, unit)
	}
	name := pieceNames[p].EN
	if n != 1 {
		switch p {
		case City:
			name = "cities"
		case Dahan:
		default:
			name += "s"
		}
	}
	return fmt.Sprintf("%d %s", n, name)
}

func abs8(n int8) int8 {
	if n < 0 {
		return -n
	}
	return n
}

// data is the change for programs: each land's numbers by piece key, the
// energy by seat and the fear.
func (c *change) data(st *State) map[string]any {
	var lands []map[string]any
	for _, lc := range c.lands {
		m := map[string]any{"land": st.island.Name(lc.land)}
		kinds := func(key string, by [pieceKinds]int8) {
			k := map[string]int{}
			for p, n := range by {
				if n != 0 {
					k[pieceKeys[p]] = int(n)
				}
			}
			if len(k) > 0 {
				m[key] = k
			}
		}
		kinds("destroyed", lc.destroyed)
		kinds("added", lc.net)
		kinds("damaged", lc.damaged)
		if lc.blight != 0 {
			m["blight"] = int(lc.blight)
		}
		if lc.defend > 0 {
			m["defend"] = int(lc.defend)
		}
		var effects []string
		for e := lc.effects; e != 0; e &= e - 1 {
			if i := bits.TrailingZeros16(e); i < len(effectKeys) {
				effects = append(effects, effectKeys[i])
			}
		}
		if effects != nil {
			m["effects"] = effects
		}
		if lc.presence != [MaxSpirits]int8{} {
			m["presence"] = seatInts(st, lc.presence)
		}
		if lc.lost != [MaxSpirits]int8{} {
			m["presence_destroyed"] = seatInts(st, lc.lost)
		}
		lands = append(lands, m)
	}
	d := map[string]any{}
	if lands != nil {
		d["lands"] = lands
	}
	if c.energy != [MaxSpirits]int8{} {
		d["energy"] = seatInts(st, c.energy)
	}
	if c.fear > 0 {
		d["fear"] = c.fear
	}
	return d
}

// seatInts is one number per spirit of the game.
func seatInts(st *State, by [MaxSpirits]int8) []int {
	out := make([]int, st.seats)
	for s := range out {
		out[s] = int(by[s])
	}
	return out
}
