package spiritisland

// Lightning's Swift Strike (稲妻の迅き一撃): its unique powers and its innate
// power. Swiftness of Lightning is in powers.go (swift).

func init() {
	cardEffects["harbingers-of-the-lightning"] = func(st *State, q *queue, c ctx) {
		q.push(pushWord(c, c.land, dahan, 2, upTo), thenWord(c, c.land, contHarbingers, 0))
	}
	cardEffects["lightnings-boon"] = func(st *State, q *queue, c ctx) {
		st.spirits[c.target].boon += 2
	}
	cardEffects["raging-storm"] = func(st *State, q *queue, c ctx) {
		st.each(c.land, invaders, func(p Piece, h int8) { st.damage(c.land, p, h, 1) })
	}
	cardEffects["shatter-homesteads"] = func(st *State, q *queue, c ctx) {
		q.push(fearWord(1), destroyWord(c, c.land, towns, 1, exactly))
	}
	innateEffects["thundering-destruction"] = func(st *State, q *queue, c ctx) {
		// Level 1: a town; level 2: a city may be destroyed instead; levels 3
		// and 4: one more town or city each.
		first := towns
		if c.levels >= 2 {
			first = towns | cities
		}
		q.push(destroyWord(c, c.land, first, 1, exactly), destroyWord(c, c.land, towns|cities, max(c.levels-2, 0), exactly))
	}
}

// contHarbingers: 1 fear if a dahan was pushed into a land with a town or
// city (once, however many).
var contHarbingers = then(func(st *State, q *queue, t task) {
	hit := false
	lands(st.pushedTo, func(l Land) { hit = hit || st.lands[l].count(Town)+st.lands[l].count(City) > 0 })
	if hit {
		st.fear(1)
	}
})
