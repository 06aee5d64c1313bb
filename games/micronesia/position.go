package micronesia

import (
	"encoding/json"
	"slices"

	"shima/engine"
)

// position is the JSON form of a State; POSITION.md documents it.
type position struct {
	Game       string       `json:"game"`
	Seats      int          `json:"seats"`
	Turn       int          `json:"turn,omitempty"`
	ToMove     int          `json:"to_move"`
	Step       string       `json:"step"`
	Stock      []int        `json:"stock"`
	Islands    []islandJSON `json:"islands"`
	Dice       []int        `json:"dice"`
	Sacrificed []int        `json:"sacrificed,omitempty"`
	Split      []int        `json:"split,omitempty"`
	Gave       []int        `json:"gave,omitempty"`
	Got        []int        `json:"got,omitempty"`
	End        string       `json:"end,omitempty"`
	RNG        *engine.Rand `json:"rng,omitempty"`
	Seed       *uint64      `json:"seed,omitempty"`
}

type islandJSON struct {
	Island int `json:"island"`
	Seat   int `json:"seat"`
	Tribes int `json:"tribes"`
}

var stepNames = map[step]string{stepSplit: "split", stepRebalance: "rebalance", stepOver: "over"}

var endNames = map[ending]string{endSeven: "seven", endBurst: "burst"}

// MarshalJSON writes the position format.
func (st *State) MarshalJSON() ([]byte, error) { return json.Marshal(st.position()) }

// position is the state in the position format's terms.
func (st *State) position() position {
	p := position{
		Game:   "micronesia",
		Seats:  int(st.seats),
		Turn:   int(st.turn),
		ToMove: int(st.toMove[0]),
		Step:   stepNames[st.step],
		Stock:  make([]int, st.seats),
		Dice:   make([]int, DiceCount),
		End:    endNames[st.end],
		RNG:    &st.rng,
	}
	for s := range p.Stock {
		p.Stock[s] = int(st.stock[s])
	}
	p.Islands = []islandJSON{}
	for n := 1; n <= Islands; n++ {
		if st.owner[n] != noOwner {
			p.Islands = append(p.Islands, islandJSON{Island: n, Seat: int(st.owner[n]), Tribes: int(st.tribes[n])})
		}
		if st.gave&(1<<n) != 0 {
			p.Gave = append(p.Gave, n)
		}
		if st.got&(1<<n) != 0 {
			p.Got = append(p.Got, n)
		}
	}
	for i, d := range st.dice {
		p.Dice[i] = int(d)
		if st.set&(1<<i) != 0 {
			p.Sacrificed = append(p.Sacrificed, i+1)
		}
	}
	if st.split[0] != 0 {
		p.Split = []int{int(st.split[0]), int(st.split[1])}
	}
	return p
}

// loadPosition reads and checks a position, refusing anything a game could
// not reach with a reason in both languages.
func loadPosition(data []byte) (*State, error) {
	var p position
	if err := engine.DecodePosition(data, "micronesia", &p); err != nil {
		return nil, err
	}
	if err := (Game{}).Info().CheckSeats(p.Seats); err != nil {
		return nil, err
	}
	st := &State{seats: int8(p.Seats), turn: int32(max(p.Turn, 1))}
	for i := range st.owner {
		st.owner[i] = noOwner
	}
	if err := st.loadBoard(p); err != nil {
		return nil, err
	}
	if err := st.loadTurn(p); err != nil {
		return nil, err
	}
	var err error
	if st.rng, err = engine.PositionRand(p.RNG, p.Seed); err != nil {
		return nil, err
	}
	if err := st.Check(); err != nil {
		return nil, engine.Rejectf("the position is not one a game can reach: %v", "ゲームでは起こりえない局面です: %v", err)
	}
	return st, nil
}

// loadBoard reads the stocks and the islands.
func (st *State) loadBoard(p position) error {
	if len(p.Stock) != p.Seats {
		return engine.Rejectf("stock must list %d numbers, one per seat", "stockには人数分(%d個)の数が必要です", p.Seats)
	}
	for s, n := range p.Stock {
		if n < 0 || n > TribesEach {
			return engine.Rejectf("seat %d's stock must be 0-15, not %d", "席%dのストックは0〜15です(%dではありません)", s, n)
		}
		st.stock[s] = int8(n)
	}
	var total [MaxPlayers]int
	for _, is := range p.Islands {
		switch {
		case is.Island < 1 || is.Island > Islands:
			return engine.Rejectf("there is no island %d (islands are 1-12)", "%dの島はありません(島は1〜12です)", is.Island)
		case st.owner[is.Island] != noOwner:
			return engine.Rejectf("island %d is listed twice", "%dの島が2回書かれています", is.Island)
		case is.Seat < 0 || is.Seat >= p.Seats:
			return engine.Rejectf("island %d: there is no seat %d", "%dの島: 席%dはありません", is.Island, is.Seat)
		case is.Tribes < 1 || is.Tribes > TribesEach:
			return engine.Rejectf("island %d must hold 1-15 tribes, not %d", "%dの島の部族は1〜15です(%dではありません)", is.Island, is.Tribes)
		}
		st.owner[is.Island], st.tribes[is.Island] = int8(is.Seat), int8(is.Tribes)
		total[is.Seat] += is.Tribes
	}
	for s := range p.Seats {
		if total[s]+p.Stock[s] > TribesEach {
			return engine.Rejectf("seat %d has %d tribes on islands and %d in stock: more than 15", "席%dは島に%d、ストックに%dの部族があり、15を超えています", s, total[s], p.Stock[s])
		}
	}
	return nil
}

// loadTurn reads whose turn it is, the dice, the split and the rebalancing.
func (st *State) loadTurn(p position) error {
	if p.ToMove < 0 || p.ToMove >= p.Seats {
		return engine.Rejectf("to_move must be a seat 0-%d, not %d", "to_moveは席0〜%dです(%dではありません)", p.Seats-1, p.ToMove)
	}
	st.toMove[0] = engine.Seat(p.ToMove)
	if len(p.Dice) != DiceCount {
		return engine.Rejectf("dice must list %d values", "diceには%d個の目が必要です", DiceCount)
	}
	for i, d := range p.Dice {
		if d < 1 || d > dieSides {
			return engine.Rejectf("a die shows 1-6, not %d", "ダイスの目は1〜6です(%dではありません)", d)
		}
		st.dice[i] = int8(d)
	}
	for _, d := range p.Sacrificed {
		if d < 1 || d > DiceCount || st.set&(1<<(d-1)) != 0 {
			return engine.Rejectf("sacrificed lists dice 1-3, each once; %d is wrong", "sacrificedにはダイス1〜3を1回ずつ書きます(%dは不正です)", d)
		}
		st.set |= 1 << (d - 1)
	}
	found := false
	for s, name := range stepNames {
		if name == p.Step {
			st.step, found = s, true
		}
	}
	if !found {
		return engine.Rejectf(`step must be "split", "rebalance" or "over", not %q`, `stepは"split"、"rebalance"、"over"のいずれかです(「%s」ではありません)`, p.Step)
	}
	if err := st.loadSplit(p); err != nil {
		return err
	}
	if st.step != stepOver {
		if p.End != "" {
			return engine.Rejectf("end is set but step is not over", "endがあるのにstepがoverではありません")
		}
		return nil
	}
	for e, name := range endNames {
		if name == p.End {
			st.end = e
		}
	}
	switch {
	case st.end == notEnded:
		return engine.Rejectf(`a finished game needs end "seven" or "burst"`, `終了した局面にはend("seven"か"burst")が必要です`)
	case st.end == endSeven && st.islandsOf(st.mover()) < WinIslands:
		return engine.Rejectf("end is seven, but seat %d holds fewer than 7 islands", "endがsevenですが、席%dの島は7つ未満です", p.ToMove)
	}
	return nil
}

// loadSplit reads the split and the rebalancing so far.
func (st *State) loadSplit(p position) error {
	if st.step == stepSplit {
		if len(p.Split)+len(p.Gave)+len(p.Got) > 0 {
			return engine.Rejectf("split, gave and got belong to the rebalance step", "split・gave・gotは調整の段階でだけ書きます")
		}
		return nil
	}
	if len(p.Split) == 0 && st.step == stepOver {
		return nil
	}
	if len(p.Split) != 2 {
		return engine.Rejectf("split must list the two islands the dice were split into", "splitにはダイスを分けた2つの島を書きます")
	}
	a := splitInto(p.Split[0], p.Split[1])
	if err := st.validSplit(a); err != nil {
		return err
	}
	lo, hi := pairOf(a)
	st.split = [2]int8{int8(lo), int8(hi)}
	for _, n := range slices.Concat(p.Gave, p.Got) {
		if n < 1 || n > Islands || st.owner[n] != st.mover() {
			return engine.Rejectf("gave and got list the mover's islands; %d is not one", "gave・gotには手番プレイヤーの島を書きます(%dは違います)", n)
		}
	}
	for _, n := range p.Gave {
		st.gave |= 1 << n
	}
	for _, n := range p.Got {
		if st.gave&(1<<n) != 0 {
			return engine.Rejectf("island %d cannot both give and receive", "%dの島が出すことと受け取ることの両方をしています", n)
		}
		st.got |= 1 << n
	}
	return nil
}
