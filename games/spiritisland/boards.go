package spiritisland

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
)

// boardsJSON is data/boards.json: the boards A-D, the standard layouts and
// the land pairs of joined sides (its schema is in ISLAND.md).
//
//go:embed data/boards.json
var boardsJSON []byte

// boardSpec is one board of boards.json, by land number (0: the ocean).
type boardSpec struct {
	terrain  [BoardLands]Terrain
	coastal  [BoardLands]bool
	adjacent [BoardLands]uint16 // bit m: next to land m of the same board
	setup    [BoardLands]LandSetup
	corners  [4]int8 // the land at corners c0-c3
}

// layoutSpec is the standard layout of some number of boards.
type layoutSpec struct {
	joins  []sideJoin
	points []pointJoin
}

// sideJoin puts side aSide of the board at place a against side bSide of
// the board at place b.
type sideJoin struct {
	a, b         int
	aSide, bSide string
}

// pointJoin is a point where the corner aCorner of the board at place a
// touches the corner bCorner of the board at place b and nothing else.
type pointJoin struct {
	a, b             int
	aCorner, bCorner int
}

// The parsed boards.json.
var (
	islandBoards  [MaxBoards]boardSpec
	islandLayouts [MaxBoards]layoutSpec
	// islandJoins["S~T"]["X-Y"]: the [land of X, land of Y] pairs adjacent
	// when side S of board X lies against side T of board Y.
	islandJoins map[string]map[string][][2]int8
)

func init() {
	if err := loadBoards(boardsJSON); err != nil {
		panic(err)
	}
}

// boardsDoc is the shape of boards.json.
type boardsDoc struct {
	Schema int    `json:"schema"`
	About  string `json:"about"`
	Boards map[string]struct {
		Lands []struct {
			N        int    `json:"n"`
			Terrain  string `json:"terrain"`
			Coastal  bool   `json:"coastal"`
			Adjacent []int  `json:"adjacent"`
			Setup    struct {
				City   int8 `json:"city"`
				Town   int8 `json:"town"`
				Dahan  int8 `json:"dahan"`
				Blight int8 `json:"blight"`
			} `json:"setup"`
		} `json:"lands"`
		Corners map[string]int8 `json:"corners"`
		Sides   map[string]struct {
			Lands  []int8 `json:"lands"`
			Breaks []int8 `json:"breaks"`
		} `json:"sides"`
	} `json:"boards"`
	Layouts []struct {
		Boards int    `json:"boards"`
		Shape  string `json:"shape"`
		Joins  []struct {
			A     int    `json:"a"`
			ASide string `json:"a_side"`
			B     int    `json:"b"`
			BSide string `json:"b_side"`
		} `json:"joins"`
		Points []struct {
			A         int    `json:"a"`
			ACorner   string `json:"a_corner"`
			B         int    `json:"b"`
			BCorner   string `json:"b_corner"`
			Uncertain bool   `json:"uncertain"`
			Note      string `json:"note"`
		} `json:"points"`
	} `json:"layouts"`
	Joins map[string]map[string][][2]int8 `json:"joins"`
}

// terrainKeys names the terrains as boards.json does.
var terrainKeys = [terrains]string{Ocean: "ocean", Jungle: "jungle", Mountain: "mountain", Sands: "sands", Wetland: "wetland"}

// cornerIndex reads a corner's name, "c0"-"c3".
func cornerIndex(name string) (int, error) {
	if len(name) == 2 && name[0] == 'c' && name[1] >= '0' && name[1] <= '3' {
		return int(name[1] - '0'), nil
	}
	return 0, fmt.Errorf("no corner %q", name)
}

// loadBoards parses boards.json into islandBoards, islandLayouts and
// islandJoins.
func loadBoards(data []byte) error {
	var doc boardsDoc
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return fmt.Errorf("spiritisland: data/boards.json: %w", err)
	}
	bad := func(format string, a ...any) error {
		return fmt.Errorf("spiritisland: data/boards.json: "+format, a...)
	}
	for i := range MaxBoards {
		letter := string(rune('A' + i))
		b, ok := doc.Boards[letter]
		if !ok || len(b.Lands) != BoardLands {
			return bad("board %s: want %d lands", letter, BoardLands)
		}
		spec := &islandBoards[i]
		for n, l := range b.Lands {
			if l.N != n {
				return bad("board %s: land %d listed as %d", letter, n, l.N)
			}
			t := Terrain(0)
			for t < terrains && terrainKeys[t] != l.Terrain {
				t++
			}
			if t == terrains || (t == Ocean) != (n == 0) {
				return bad("board %s land %d: terrain %q", letter, n, l.Terrain)
			}
			spec.terrain[n] = t
			spec.coastal[n] = l.Coastal
			for _, m := range l.Adjacent {
				if m < 0 || m >= BoardLands || m == n {
					return bad("board %s land %d: adjacent %d", letter, n, m)
				}
				spec.adjacent[n] |= 1 << m
			}
			spec.setup[n] = LandSetup(l.Setup)
		}
		for name, n := range b.Corners {
			c, err := cornerIndex(name)
			if err != nil || n < 1 || n >= BoardLands {
				return bad("board %s: corner %q at land %d", letter, name, n)
			}
			spec.corners[c] = n
		}
	}
	if len(doc.Layouts) != MaxBoards {
		return bad("want layouts for 1-%d boards", MaxBoards)
	}
	for i, lay := range doc.Layouts {
		if lay.Boards != i+1 {
			return bad("layout %d is for %d boards", i, lay.Boards)
		}
		spec := &islandLayouts[i]
		for _, j := range lay.Joins {
			if j.A < 0 || j.A > i || j.B < 0 || j.B > i || j.A == j.B {
				return bad("layout of %d boards: join of places %d and %d", lay.Boards, j.A, j.B)
			}
			spec.joins = append(spec.joins, sideJoin{a: j.A, b: j.B, aSide: j.ASide, bSide: j.BSide})
		}
		for _, pt := range lay.Points {
			ca, errA := cornerIndex(pt.ACorner)
			cb, errB := cornerIndex(pt.BCorner)
			if errA != nil || errB != nil || pt.A < 0 || pt.A > i || pt.B < 0 || pt.B > i || pt.A == pt.B {
				return bad("layout of %d boards: bad point contact", lay.Boards)
			}
			spec.points = append(spec.points, pointJoin{a: pt.A, b: pt.B, aCorner: ca, bCorner: cb})
		}
	}
	islandJoins = doc.Joins
	for _, lay := range islandLayouts {
		for _, j := range lay.joins {
			for x := range MaxBoards {
				for y := range MaxBoards {
					if x == y {
						continue
					}
					if _, err := joinPairs(byte('A'+x), j.aSide, byte('A'+y), j.bSide); err != nil {
						return bad("%v", err)
					}
				}
			}
		}
	}
	return nil
}

// joinPairs is the [land of board x, land of board y] pairs adjacent when
// side xSide of board x lies against side ySide of board y. boards.json
// lists each kind of join in one order of the sides; the other order reads
// the same list with the pairs turned round.
func joinPairs(x byte, xSide string, y byte, ySide string) ([][2]int8, error) {
	if pairs, ok := islandJoins[xSide+"~"+ySide][string([]byte{x, '-', y})]; ok {
		return pairs, nil
	}
	if pairs, ok := islandJoins[ySide+"~"+xSide][string([]byte{y, '-', x})]; ok {
		turned := make([][2]int8, len(pairs))
		for i, p := range pairs {
			turned[i] = [2]int8{p[1], p[0]}
		}
		return turned, nil
	}
	return nil, fmt.Errorf("no land pairs for side %s of board %c against side %s of board %c", xSide, x, ySide, y)
}
