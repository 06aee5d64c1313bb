package skye

import "shima/engine"

// phase is the part of a round where decisions are made. Income, the draw,
// the discards, paying for kept tiles and scoring happen by themselves
// between them.
type phase uint8

const (
	phasePrice phase = iota // 2: every player at once marks a discard and prices the other two
	phaseBuy                // 4: from the start player on, each buys one tile or passes
	phaseBuild              // 5: every player at once lays the tiles acquired
	phaseOver
)

// State is a game of Isle of Skye in progress.
type State struct {
	// rec hears what Apply causes while someone listens (Record); nil in
	// clones and playouts. (First, so that the GC scans one word of the state.)
	rec     *engine.Recorder
	seats   int8
	rules   rules
	round   int8 // 1-6 (1-5 with 5 players)
	start   int8 // the start player (スタートプレイヤー)
	phase   phase
	scoring [4]int8 // the scoring tiles on A-D, by index

	gold   [MaxPlayers]int16    // gold behind each screen
	scored [MaxPlayers][4]int16 // VP each scoring tile has given each player so far
	income [MaxPlayers]int16    // what each player received in this round's income
	land   [MaxPlayers]territory

	bag  [TileCount]int8 // the cloth bag, in no order: draws pick at random
	nBag int8

	// The round's market: the tiles drawn (slot noTile once discarded), the
	// secret discard mark (slot index, -1 while unmarked), the prices set
	// (0 while unset) and the buyer of each tile (noSeat while unsold).
	drawn     [MaxPlayers][Drawn]int8
	mark      [MaxPlayers]int8
	price     [MaxPlayers][Drawn]int16
	buyer     [MaxPlayers][Drawn]int8
	bought    [MaxPlayers]int8 // the tile each player bought this round, or noTile
	discarded [MaxPlayers]int8 // the tile each player discarded this round, once revealed, or noTile
	buying    int8             // whose turn it is to buy
	buys      int8             // buying turns still to come, this one included

	pending  [MaxPlayers][Drawn]int8 // tiles to lay in the build phase
	nPending [MaxPlayers]int8
	sentBack [MaxPlayers][Drawn]int8 // tiles that fitted nowhere and went back to the bag this round
	nBack    [MaxPlayers]int8

	toMove  [MaxPlayers]engine.Seat
	nToMove int8
	rng     engine.Rand
}

var _ engine.State = (*State)(nil)

// Seats returns the number of players.
func (st *State) Seats() int { return int(st.seats) }

// ToMove lists the players who must decide now: those still pricing or
// building, or the one whose turn it is to buy.
func (st *State) ToMove() []engine.Seat { return st.toMove[:st.nToMove] }

// Over reports whether the last round has been scored.
func (st *State) Over() bool { return st.phase == phaseOver }

// Turn returns the number of rounds begun.
func (st *State) Turn() int { return int(st.round) }

// Clone returns an independent copy.
func (st *State) Clone() engine.State {
	c := *st
	c.rec = nil
	return &c
}

// Record makes the following Applies tell r what they caused.
func (st *State) Record(r *engine.Recorder) { st.rec = r }

// rounds is the number of rounds: 6, or 5 with 5 players.
func (st *State) rounds() int { return len(track(int(st.seats))) }

// vp is a player's VP on the score track (スコアトラック).
func (st *State) vp(p int) int {
	v := 0
	for _, s := range st.scored[p] {
		v += int(s)
	}
	return v
}

// draw takes a tile from the bag at random.
func (st *State) draw() int8 {
	i := st.rng.IntN(int(st.nBag))
	t := st.bag[i]
	st.nBag--
	st.bag[i] = st.bag[st.nBag]
	return t
}

// toBag puts a tile back into the bag.
func (st *State) toBag(t int8) {
	st.bag[st.nBag] = t
	st.nBag++
}

// ahead counts the players strictly ahead of p on the score track.
func (st *State) ahead(p int) int {
	n := 0
	for q := range int(st.seats) {
		if st.vp(q) > st.vp(p) {
			n++
		}
	}
	return n
}

// beginRound is steps 1 and 2 of a round: income (5 for the castle, 1 per
// tile with whisky joined to it by road, and from round 3 the round's
// catch-up gold for each player ahead), then each player in turn order from
// the start player draws three tiles, face up; pricing begins.
func (st *State) beginRound() {
	r := track(int(st.seats))[st.round-1]
	for p := range int(st.seats) {
		inc := st.land[p].income()
		if st.round >= 3 {
			inc += r.CatchUp * st.ahead(p)
		}
		st.income[p] = int16(inc)
		st.gold[p] += int16(inc)
	}
	for i := range int(st.seats) {
		p := (int(st.start) + i) % int(st.seats)
		for k := range Drawn {
			st.drawn[p][k] = st.draw()
			st.price[p][k] = 0
			st.buyer[p][k] = noSeat
		}
		st.mark[p] = -1
		st.bought[p] = noTile
		st.discarded[p] = noTile
		st.nPending[p] = 0
		st.nBack[p] = 0
	}
	st.phase = phasePrice
	st.nToMove = 0
	for p := range int(st.seats) {
		st.toMove[st.nToMove] = engine.Seat(p)
		st.nToMove++
	}
	if st.rec.On() {
		st.tellRound()
	}
}

// priced reports whether player p has marked a discard and priced both other tiles.
func (st *State) priced(p int) bool {
	if st.mark[p] < 0 {
		return false
	}
	for k := range Drawn {
		if k != int(st.mark[p]) && st.price[p][k] == 0 {
			return false
		}
	}
	return true
}

// dropMover takes seat p out of the players to move.
func (st *State) dropMover(p int) {
	for i := range int(st.nToMove) {
		if st.toMove[i] == engine.Seat(p) {
			copy(st.toMove[i:], st.toMove[i+1:st.nToMove])
			st.nToMove--
			return
		}
	}
}

// reveal is step 3, once everyone has priced: the screens come away and the
// marked tiles go back into the bag. Buying begins with the start player.
func (st *State) reveal() {
	for p := range int(st.seats) {
		m := st.mark[p]
		st.toBag(st.drawn[p][m])
		st.discarded[p] = st.drawn[p][m]
		st.drawn[p][m] = noTile
	}
	if st.rec.On() {
		st.tellPrices()
	}
	st.phase = phaseBuy
	st.buys = st.seats
	st.buying = st.start
	st.nextBuyer(false)
}

// mayBuy reports whether player b may buy the tile in slot k of player p's display.
func (st *State) mayBuy(b, p, k int) bool {
	return p != b && st.drawn[p][k] != noTile && st.buyer[p][k] == noSeat && st.price[p][k] <= st.gold[b]
}

// canBuy reports whether player b can afford any tile on offer.
func (st *State) canBuy(b int) bool {
	for p := range int(st.seats) {
		for k := range Drawn {
			if st.mayBuy(b, p, k) {
				return true
			}
		}
	}
	return false
}

// nextBuyer moves the buying turn on (after a buy or pass when done is set),
// skipping players who can afford nothing, and ends buying after everyone.
func (st *State) nextBuyer(done bool) {
	if done {
		st.buys--
		st.buying = (st.buying + 1) % st.seats
	}
	from, left := st.buying, st.buys
	for st.buys > 0 && !st.canBuy(int(st.buying)) {
		st.buys--
		st.buying = (st.buying + 1) % st.seats
	}
	if skipped := int(left - st.buys); skipped > 0 && st.rec.On() {
		st.tellSkipped(from, skipped, !done && skipped == int(st.seats))
	}
	if st.buys == 0 {
		st.endBuying()
		return
	}
	st.toMove[0], st.nToMove = engine.Seat(st.buying), 1
}

// endBuying ends step 4: every player takes the tiles left in front of the
// screen (the gold set on them stays paid to the supply) and the tile bought;
// building begins for everyone with a tile that fits.
func (st *State) endBuying() {
	st.phase = phaseBuild
	st.nToMove = 0
	for p := range int(st.seats) {
		if st.rec.On() {
			st.tellUnsold(p)
		}
		for k := range Drawn {
			if t := st.drawn[p][k]; t != noTile && st.buyer[p][k] == noSeat {
				st.pending[p][st.nPending[p]] = t
				st.nPending[p]++
			}
		}
		if st.bought[p] != noTile {
			st.pending[p][st.nPending[p]] = st.bought[p]
			st.nPending[p]++
		}
		if st.settle(p) {
			st.toMove[st.nToMove] = engine.Seat(p)
			st.nToMove++
		}
	}
	if st.nToMove == 0 {
		st.endRound()
	}
}

// settle sends player p's tiles still to lay back to the bag when none of
// them fits anywhere, and reports whether p still has a tile to lay.
func (st *State) settle(p int) bool {
	for _, t := range st.pending[p][:st.nPending[p]] {
		if st.land[p].fitsAnywhere(t) {
			return true
		}
	}
	if st.nPending[p] > 0 && st.rec.On() {
		st.tellSentBack(p, st.pending[p][:st.nPending[p]])
	}
	for _, t := range st.pending[p][:st.nPending[p]] {
		st.toBag(t)
		st.sentBack[p][st.nBack[p]] = t
		st.nBack[p]++
	}
	st.nPending[p] = 0
	return false
}

// endRound is step 6: the round's scoring tiles score, then the start
// player marker passes clockwise and the next round begins, or the game ends.
func (st *State) endRound() {
	st.scoreRound()
	if int(st.round) == st.rounds() {
		st.phase = phaseOver
		st.nToMove = 0
		if st.rec.On() {
			st.tellFinal()
		}
		return
	}
	st.round++
	st.start = (st.start + 1) % st.seats
	st.beginRound()
}

// scoreRound scores the round's scoring tiles for every player.
func (st *State) scoreRound() {
	var pts [MaxPlayers][4]int16
	st.tilePoints(&pts, false)
	mask := track(int(st.seats))[st.round-1].Score
	for p := range int(st.seats) {
		for k := range 4 {
			if mask&(1<<k) != 0 {
				st.scored[p][k] += pts[p][k]
			}
		}
	}
	if st.rec.On() {
		st.tellScoring(&pts, mask)
	}
}

// tilePoints fills pts with what each scoring tile on A-D would give each
// player if it scored now. With public set, gold counts as everyone sees it:
// before pricing, while prices are secret.
func (st *State) tilePoints(pts *[MaxPlayers][4]int16, public bool) {
	var sv [MaxPlayers]survey
	for p := range int(st.seats) {
		st.land[p].survey(&sv[p])
	}
	var counts [MaxPlayers]int
	for k, idx := range st.scoring {
		s := &scoringTiles[idx]
		if s.Kind == kindMajority {
			for p := range int(st.seats) {
				counts[p] = st.majorityCount(s, p, &sv[p], public)
			}
		}
		for p := range int(st.seats) {
			if s.Kind == kindMajority {
				pts[p][k] = int16(majorityVP(s, counts[:st.seats], p, st.rules))
			} else {
				pts[p][k] = int16(s.points(&st.land[p], &sv[p], st.rules))
			}
		}
	}
}

// majorityCount is what majority tile s counts for player p: gold behind the
// screen (before pricing, if public), or the object in the territory (whisky
// joined to the castle only, under the whisky-majority option).
func (st *State) majorityCount(s *ScoringTile, p int, sv *survey, public bool) int {
	switch {
	case s.Object == noObject && public:
		return st.publicGold(p)
	case s.Object == noObject:
		return int(st.gold[p])
	case s.Object == Whisky && st.rules.whiskyJoined:
		return int(sv.joinedBarrels)
	}
	return int(sv.totals[s.Object])
}

// Determinize returns a state consistent with what seat s knows. The bag's
// future draws are reseeded, and in the pricing step the others' secret
// choices made so far are made anew: which tile each marked for discard,
// which tiles it priced and for how much, keeping how many decisions each
// made and its gold before pricing. Prices are drawn around what the tile
// is worth to its owner (estimatePrice), within the owner's gold.
func (st *State) Determinize(s engine.Seat, r *engine.Rand) engine.State {
	c := *st
	c.rec = nil
	c.rng = r.Split()
	if c.phase == phasePrice {
		for p := range int(c.seats) {
			if engine.Seat(p) != s {
				c.redrawSecrets(p, r)
			}
		}
	}
	return &c
}

// redrawSecrets redraws player p's discard mark and prices.
func (st *State) redrawSecrets(p int, r *engine.Rand) {
	if st.mark[p] < 0 {
		return
	}
	priced := 0
	for k := range Drawn {
		if st.price[p][k] > 0 {
			priced++
			st.gold[p] += st.price[p][k]
			st.price[p][k] = 0
		}
	}
	st.mark[p] = int8(r.IntN(Drawn))
	kept := [2]int{(int(st.mark[p]) + 1) % Drawn, (int(st.mark[p]) + 2) % Drawn}
	if r.IntN(2) == 1 {
		kept[0], kept[1] = kept[1], kept[0]
	}
	for _, k := range kept[:priced] {
		g := st.estimatePrice(p, st.drawn[p][k]) + r.IntN(3) - 1
		g = max(1, min(g, st.priceLimit(p)))
		st.price[p][k] = int16(g)
		st.gold[p] -= int16(g)
	}
}

// publicGold is player p's gold as everyone sees it: while pricing, the gold
// set on tiles is still counted, as how it was split stays secret.
func (st *State) publicGold(p int) int {
	g := int(st.gold[p])
	if st.phase == phasePrice {
		for _, c := range st.price[p] {
			g += int(c)
		}
	}
	return g
}
