package spiritisland

// River Surges in Sunlight (陽光を浴びた大河のうねり): its unique powers, its
// innate power, and River's Domain (riversDomain, asked by sacredSite in
// powers.go). Its card track's reclaim-one space is growth.go's
// contTrackReclaim.

// riverKey is River Surges in Sunlight's key.
const riverKey = "river-surges-in-sunlight"

func init() {
	cardEffects["boon-of-vigor"] = func(st *State, q *queue, c ctx) {
		n := int8(1)
		if c.target != c.spirit {
			n = st.playedCount(c.target)
		}
		q.push(energyWord(c.target, n))
	}
	cardEffects["flash-floods"] = func(st *State, q *queue, c ctx) {
		n := int8(1)
		if st.island.IsCoastal(c.land) {
			n = 2
		}
		q.push(damageWord(c, c.land, n))
	}
	cardEffects["rivers-bounty"] = func(st *State, q *queue, c ctx) {
		q.push(gatherWord(c, c.land, dahan, 2, upTo), thenWord(c, c.land, contRiversBounty, 0))
	}
	cardEffects["wash-away"] = func(st *State, q *queue, c ctx) {
		q.push(pushWord(c, c.land, explorers|towns, 3, upTo))
	}
	innateEffects["massive-flooding"] = func(st *State, q *queue, c ctx) {
		// Each level replaces the one before.
		switch c.levels {
		case 1:
			q.push(pushWord(c, c.land, explorers|towns, 1, exactly))
		case 2:
			q.push(damageWord(c, c.land, 2), pushWord(c, c.land, explorers|towns, 3, upTo))
		default:
			st.each(c.land, invaders, func(p Piece, h int8) { st.damage(c.land, p, h, 2) })
		}
	}
}

// contRiversBounty: with 2 or more dahan in the land after the gathering,
// 1 dahan more and 1 energy.
var contRiversBounty = then(func(st *State, q *queue, t task) {
	if st.lands[t.land].count(Dahan) >= 2 {
		q.push(addWord(t.land, Dahan, 1), energyWord(t.spirit, 1))
	}
})

// riversDomain reports whether River's Domain makes land l spirit s's
// sacred site: s is River and l a wetland (its presence there is checked
// by sacredSite).
func (st *State) riversDomain(s int8, l Land) bool {
	return st.island.Terrain(l) == Wetland && st.spirit(s).Key == riverKey
}
