package skymerchants

import (
	"shima/engine"
)

// step is where the player to move stands within a turn. Income, gaining
// resources and drawing happen by themselves between the steps.
type step uint8

const (
	stepPlace  step = iota // ② lay a tile from the hand (or discard, when none fits)
	stepBuild              // ④ build trading houses, towers, harbours
	stepTrade              // ⑤ trade three cubes of a colour for one
	stepReturn             // ⑤ give back cubes down to three
	stepOver
)

// State is a game of Merchants of Sky Islands in progress.
type State struct {
	// rec hears what Apply causes while someone listens (Record); nil in
	// clones and playouts. (First, so that the GC scans one word of the state.)
	rec     *engine.Recorder
	seats   int8
	board   [boardSize * boardSize]int8 // placed slot + 1 at each cell, 0 when empty
	placed  [maxPlaced]placedTile
	nPlaced int8
	front   [4 * maxPlaced]frontCell // the free cells next to the tiles, where tiles may go
	nFront  uint8
	isle    [maxPlaced * MaxRegions]int16 // each region's island label, or -1 (joinIslands)

	hands [MaxPlayers][HandSize]int8 // tile indices, noTile for an empty slot
	shown [MaxPlayers]uint8          // bit h: hand slot h was shown to everyone (a discard shows the hand)
	pile  [TileCount]int8            // the face-down draw pile; the top is pile[nPile-1]
	nPile int8
	boxed [TileCount]int8 // tiles put away unseen at setup (2-3 players)
	// nBoxed counts them; discards are not boxed here: they are public.
	nBoxed   int8
	discards [TileCount]int8
	nDiscard int8

	cubes    [MaxPlayers][Cubes]int8
	supply   [Cubes]int8
	towers   int8 // in the supply
	harbours int8 // in the supply
	houses   [MaxPlayers]int8
	score    [MaxPlayers]int16 // VP during the game (green airships, towers)

	toMove [1]engine.Seat
	turns  int16 // turns begun, all players together
	step   step
	last   int8 // the slot laid this turn, or -1
	rng    engine.Rand
}

var _ engine.State = (*State)(nil)

// Seats returns the number of players.
func (st *State) Seats() int { return int(st.seats) }

// ToMove returns the player whose turn it is, or nothing once the game is over.
func (st *State) ToMove() []engine.Seat {
	if st.step == stepOver {
		return nil
	}
	return st.toMove[:]
}

// Over reports whether every player has had ten turns.
func (st *State) Over() bool { return st.step == stepOver }

// Turn returns the number of turns begun so far, all players together.
func (st *State) Turn() int { return int(st.turns) }

// SeatName names seat s by the colour every board draws its houses in.
func (st *State) SeatName(s engine.Seat, lang engine.Lang) string {
	return engine.SeatColour(s, lang)
}

// Clone returns an independent copy.
func (st *State) Clone() engine.State {
	c := *st
	c.rec = nil
	return &c
}

// Record makes the following Applies tell r what they caused.
func (st *State) Record(r *engine.Recorder) { st.rec = r }

func (st *State) mover() int { return int(st.toMove[0]) }

// round is the mover's turn number, 1-10.
func (st *State) round() int { return (int(st.turns)-1)/int(st.seats) + 1 }

// draw takes the top tile of the pile, or noTile when it is empty.
func (st *State) draw() int8 {
	if st.nPile == 0 {
		return noTile
	}
	st.nPile--
	return st.pile[st.nPile]
}

// beginTurn starts seat s's turn with ① income from its harbour houses.
func (st *State) beginTurn(s int) {
	st.toMove[0] = engine.Seat(s)
	st.turns++
	st.step = stepPlace
	st.last = -1
	was := st.holding(s)
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		for r := range tileAt(p.tile).Regions {
			if p.house[r] == int8(s) && p.harbour&(1<<r) != 0 {
				st.gain(s, tileAt(p.tile).Airship)
			}
		}
	}
	st.tellIncome(s, was)
}

// gain gives seat s what an airship of colour c brings: a VP for green, else
// a cube while the supply has one.
func (st *State) gain(s int, c Colour) {
	if c == Green {
		st.score[s]++
		return
	}
	if st.supply[c] > 0 {
		st.supply[c]--
		st.cubes[s][c]++
	}
}

// afterBuilding moves on to trading, giving back cubes, drawing, and the
// next turn, skipping steps with nothing to decide.
func (st *State) afterBuilding() {
	st.step = stepTrade
	if st.canTrade() {
		return
	}
	st.afterTrading()
}

func (st *State) afterTrading() {
	st.step = stepReturn
	if st.cubeCount(st.mover()) > KeepCubes {
		return
	}
	st.endTurn()
}

// endTurn is ⑥: draw a tile (none once the pile is empty), then the next turn.
func (st *State) endTurn() {
	s := st.mover()
	for h := range HandSize {
		if st.hands[s][h] == noTile {
			st.hands[s][h] = st.draw()
			st.shown[s] &^= 1 << h
			st.tellDraw(s, st.hands[s][h])
			break
		}
	}
	if int(st.turns) == TurnsEach*int(st.seats) {
		st.step = stepOver
		st.tellScoring()
		return
	}
	st.beginTurn((s + 1) % int(st.seats))
}

func (st *State) cubeCount(s int) int {
	n := 0
	for _, c := range st.cubes[s] {
		n += int(c)
	}
	return n
}

// Determinize returns a state consistent with what seat s knows: its own
// hand, the board, every shown or discarded tile. The other hands' unseen
// tiles, the draw pile and the tiles put away at setup are dealt anew from
// the tiles s has not seen; the future is reseeded.
func (st *State) Determinize(s engine.Seat, r *engine.Rand) engine.State {
	c := *st
	c.rec = nil
	c.rng = r.Split()
	var pool [TileCount]int8
	n := 0
	hidden := func(p, h int) bool { return engine.Seat(p) != s && c.hands[p][h] != noTile && c.shown[p]&(1<<h) == 0 }
	for p := range int(c.seats) {
		for h := range HandSize {
			if hidden(p, h) {
				pool[n] = c.hands[p][h]
				n++
			}
		}
	}
	n += copy(pool[n:], c.pile[:c.nPile])
	n += copy(pool[n:], c.boxed[:c.nBoxed])
	r.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := 0
	for p := range int(c.seats) {
		for h := range HandSize {
			if hidden(p, h) {
				c.hands[p][h] = pool[k]
				k++
			}
		}
	}
	k += copy(c.pile[:c.nPile], pool[k:])
	copy(c.boxed[:c.nBoxed], pool[k:])
	return &c
}

// Check verifies the invariants every reachable state keeps; Load refuses a
// position that breaks one with the same reason, in English and Japanese.
func (st *State) Check() error {
	var seen [TileCount]int
	for i := range int(st.nPlaced) {
		if t := st.placed[i].tile; t < startIndex {
			seen[t]++
		}
	}
	for p := range int(st.seats) {
		for _, t := range st.hands[p] {
			if t != noTile {
				seen[t]++
			}
		}
	}
	for _, list := range [][]int8{st.pile[:st.nPile], st.boxed[:st.nBoxed], st.discards[:st.nDiscard]} {
		for _, t := range list {
			seen[t]++
		}
	}
	for t, n := range seen {
		if n != 1 {
			return engine.Rejectf("tile %d is in %d places", "タイル%dが%d箇所にあります", t+1, n)
		}
	}
	if err := st.checkPieces(); err != nil {
		return err
	}
	if err := st.checkTurn(); err != nil {
		return err
	}
	return st.checkTilesLeft()
}

// checkPieces checks that the cubes held and in the supply, and the
// buildings on the board and left, add up to the pieces that exist.
func (st *State) checkPieces() error {
	var held [Cubes]int
	for s := range int(st.seats) {
		for c := range Cubes {
			held[c] += int(st.cubes[s][c])
		}
	}
	for c := range Cubes {
		for s := range int(st.seats) {
			if st.cubes[s][c] < 0 {
				return engine.Rejectf("seat %d holds %d %s cubes", "席%dが%d個の%sを持っています", s, st.cubes[s][c], colourTexts[Colour(c)])
			}
		}
		if st.supply[c] < 0 || held[c]+int(st.supply[c]) != CubesPerColour {
			return engine.Rejectf("%s cubes: %d in the supply and %d held, but there are %d of each colour", "%s: サプライに%d個、手元に%d個ですが、各色%d個です",
				colourTexts[Colour(c)], st.supply[c], held[c], CubesPerColour)
		}
	}
	houses, towers, harbours := [MaxPlayers]int{}, 0, 0
	for i := range int(st.nPlaced) {
		p := &st.placed[i]
		for r := range tileAt(p.tile).Regions {
			if p.house[r] != noSeat {
				houses[p.house[r]]++
			}
			towers += int(p.tower >> r & 1)
			harbours += int(p.harbour >> r & 1)
		}
	}
	for s := range int(st.seats) {
		if st.houses[s] < 0 || houses[s]+int(st.houses[s]) != HousesEach {
			return engine.Rejectf("seat %d: %d trading houses built and %d left, but each player has %d", "席%d: 商館が建設済み%d個、残り%d個ですが、各自%d個です",
				s, houses[s], st.houses[s], HousesEach)
		}
	}
	if st.towers < 0 || st.harbours < 0 || towers+int(st.towers) != TowerSupply || harbours+int(st.harbours) != HarbourSupply {
		return engine.Rejectf("%d towers built and %d left, %d harbours built and %d left: there are %d of each", "塔は建設済み%d個・残り%d個、港は建設済み%d個・残り%d個ですが、各%d個です",
			towers, st.towers, harbours, st.harbours, TowerSupply)
	}
	return nil
}

// checkTurn checks what the turn and its step imply: whose turn it is, a
// tile in hand to lay, and a step with something to decide (a step with
// nothing to decide is skipped, so the player building can build, the
// player trading can trade and the player giving back holds more than
// three cubes); the others have kept three cubes at most.
func (st *State) checkTurn() error {
	me := st.mover()
	seats := int(st.seats)
	switch {
	case st.turns < 1 || int(st.turns) > TurnsEach*seats || int(st.turns-1)%seats != me:
		return engine.Rejectf("turns (turns begun, 1-%d) must agree with to_move: turn t is seat (t-1) mod seats", "turns(1〜%d)とto_moveが合いません: 手番tは席(t-1) mod 人数です", TurnsEach*seats)
	case st.step == stepOver && int(st.turns) != TurnsEach*seats:
		return engine.Reject("the game ends only after ten turns each", "ゲームは各10手番の後にだけ終わります")
	case st.step == stepPlace && st.last >= 0:
		return engine.Reject("no tile is laid yet this turn: last must be left out", "この手番ではまだタイルを置いていないのでlastは書きません")
	case st.last >= 0 && int(st.last) != int(st.nPlaced)-1:
		return engine.Reject("the tile laid this turn must be the last one laid", "この手番に置いたタイルは最後に置いたタイルです")
	case st.step == stepPlace && st.hands[me] == [HandSize]int8{noTile, noTile}:
		return engine.Rejectf("seat %d has no tile to lay", "席%dには置くタイルがありません", me)
	case st.step == stepBuild && !st.canBuild():
		return engine.Rejectf("seat %d can build nothing: the building step would have been skipped", "席%dは何も建設できないので建設の段階は飛ばされます", me)
	case st.step == stepTrade && !st.canTrade():
		return engine.Rejectf("seat %d cannot trade: the trading step would have been skipped", "席%dは交換できないので交換の段階は飛ばされます", me)
	case st.step == stepReturn && st.cubeCount(me) <= KeepCubes:
		return engine.Rejectf("seat %d holds %d cubes: with 3 or fewer nothing is given back and the turn would have ended", "席%dの資源は%d個です: 3個以下なら戻さずに手番が終わります", me, st.cubeCount(me))
	}
	for s := range seats {
		if (s != me || st.step == stepOver) && st.cubeCount(s) > KeepCubes {
			return engine.Rejectf("seat %d holds %d cubes after its turn: 3 at most", "席%dは手番後に資源を%d個持っています(3個まで)", s, st.cubeCount(s))
		}
		if st.score[s] < 0 {
			return engine.Rejectf("seat %d has %d VP", "席%dの得点が%dです", s, st.score[s])
		}
		for h, t := range st.hands[s] {
			if t == noTile && st.shown[s]&(1<<h) != 0 {
				return engine.Rejectf("seat %d shows an empty hand slot", "席%dが空の手札を公開しています", s)
			}
		}
	}
	return nil
}
