package skye

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"

	"shima/engine"
)

// scoringKind is what a scoring tile counts; its numbers come from the data.
type scoringKind uint8

const (
	kindSquares              scoringKind = iota // 2x2 squares of tiles
	kindCompletedAreas                          // completed areas of a terrain (or any), of a least size
	kindObjects                                 // one object anywhere in the territory
	kindBrochsByMountain                        // brochs in each mountain area, on a scale
	kindSets                                    // sets of several objects
	kindMajority                                // most and second most of an object, or of gold
	kindLivestockByFarms                        // sheep and cattle on or next to a farm tile
	kindConnectedObjects                        // an object on tiles joined to the castle by road
	kindShipAndLighthouse                       // water areas holding a ship and a lighthouse
	kindConnectedTiles                          // tiles joined to the castle by road
	kindColumns                                 // vertical lines of tiles
	kindLargestCompletedArea                    // tiles of the largest completed area of a terrain
)

var kindNames = map[string]scoringKind{
	"squares": kindSquares, "completed-areas": kindCompletedAreas, "objects": kindObjects,
	"brochs-by-mountain": kindBrochsByMountain, "sets": kindSets, "majority": kindMajority,
	"livestock-by-farms": kindLivestockByFarms, "connected-objects": kindConnectedObjects,
	"ship-and-lighthouse": kindShipAndLighthouse, "connected-tiles": kindConnectedTiles,
	"columns": kindColumns, "largest-completed-area": kindLargestCompletedArea,
}

// ScoringTile is one of the 16 scoring tiles (得点タイル).
type ScoringTile struct {
	ID       string // S01-S16
	Text     engine.Text
	Kind     scoringKind
	Terrain  Terrain // for areas; anyTerrain for any
	Object   Object  // the object counted; noObject for gold in a majority
	Objects  []Object
	MinTiles int
	VP       int   // per thing counted; first place in a majority
	Second   int   // second place in a majority
	ByCount  []int // VP by number of brochs in an area, the last for that many or more
}

// anyTerrain stands for every terrain in a scoring tile.
const anyTerrain Terrain = terrains

// Round is one space of the round track: the scoring tiles (bit 0 for A to
// bit 3 for D) scored at its end and the catch-up gold (追加ゴールド) per player
// ahead at its income.
type Round struct {
	Score   uint8
	CatchUp int
}

//go:embed data/scoring.json
var scoringJSON []byte

//go:embed data/rounds.json
var roundsJSON []byte

var (
	scoringTiles = mustParse(parseScoring, scoringJSON, "data/scoring.json")
	tracks       = mustParse(parseTracks, roundsJSON, "data/rounds.json")
)

// track is the round track for n players.
func track(n int) []Round {
	if n == 5 {
		return tracks[1]
	}
	return tracks[0]
}

// parseScoring reads the scoring tiles.
func parseScoring(data []byte) ([]ScoringTile, error) {
	var f struct {
		About string `json:"about"`
		Tiles []struct {
			ID       string   `json:"id"`
			Kind     string   `json:"kind"`
			Terrain  string   `json:"terrain"`
			Object   string   `json:"object"`
			Count    string   `json:"count"`
			Objects  []string `json:"objects"`
			MinTiles int      `json:"min_tiles"`
			VP       int      `json:"vp"`
			First    int      `json:"first"`
			Second   int      `json:"second"`
			ByCount  []int    `json:"by_count"`
			JA       string   `json:"ja"`
			EN       string   `json:"en"`
		} `json:"tiles"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}
	var out []ScoringTile
	for i, ft := range f.Tiles {
		if want := fmt.Sprintf("S%02d", i+1); ft.ID != want {
			return nil, fmt.Errorf("tile %d has id %q, want %q", i+1, ft.ID, want)
		}
		kind, ok := kindNames[ft.Kind]
		if !ok {
			return nil, fmt.Errorf("%s: unknown kind %q", ft.ID, ft.Kind)
		}
		st := ScoringTile{ID: ft.ID, Text: engine.T(ft.EN, ft.JA), Kind: kind, Object: noObject, MinTiles: ft.MinTiles, VP: ft.VP, ByCount: ft.ByCount}
		st.Terrain = anyTerrain
		if ft.Terrain != "any" && ft.Terrain != "" {
			if st.Terrain, ok = terrainNamed(ft.Terrain); !ok {
				return nil, fmt.Errorf("%s: unknown terrain %q", ft.ID, ft.Terrain)
			}
		}
		for _, name := range append(append([]string{}, ft.Object, ft.Count), ft.Objects...) {
			o, ok := objectNamed(name)
			switch {
			case name == "" || name == "gold":
			case !ok:
				return nil, fmt.Errorf("%s: unknown object %q", ft.ID, name)
			case name == ft.Object || name == ft.Count:
				st.Object = o
			default:
				st.Objects = append(st.Objects, o)
			}
		}
		if kind == kindMajority {
			st.VP, st.Second = ft.First, ft.Second
			if ft.Count != "gold" && st.Object == noObject {
				return nil, fmt.Errorf("%s: a majority counts an object or gold", ft.ID)
			}
		}
		if kind == kindBrochsByMountain && (len(ft.ByCount) < 2 || ft.ByCount[0] != 0) {
			return nil, fmt.Errorf("%s: by_count gives the VP for 0, 1, 2, … brochs, starting at 0", ft.ID)
		}
		out = append(out, st)
	}
	if len(out) != ScoringTileCount {
		return nil, fmt.Errorf("%d scoring tiles, want %d", len(out), ScoringTileCount)
	}
	return out, nil
}

// parseTracks reads the round tracks: [0] for 2-4 players, [1] for 5.
func parseTracks(data []byte) ([2][]Round, error) {
	var f struct {
		About string `json:"about"`
		Four  []struct {
			Score   string `json:"score"`
			CatchUp int    `json:"catch_up"`
		} `json:"2-4"`
		Five []struct {
			Score   string `json:"score"`
			CatchUp int    `json:"catch_up"`
		} `json:"5"`
	}
	var out [2][]Round
	if err := json.Unmarshal(data, &f); err != nil {
		return out, err
	}
	for i, list := range [2][]Round{} {
		src := f.Four
		if i == 1 {
			src = f.Five
		}
		for _, r := range src {
			var m uint8
			for _, ch := range r.Score {
				if ch < 'A' || ch > 'D' {
					return out, fmt.Errorf("score %q: letters A-D", r.Score)
				}
				m |= 1 << (ch - 'A')
			}
			list = append(list, Round{Score: m, CatchUp: r.CatchUp})
		}
		var times [4]int
		for _, r := range list {
			for k := range 4 {
				times[k] += int(r.Score >> k & 1)
			}
		}
		if times != [4]int{3, 3, 3, 3} || len(list) > MaxRounds {
			return out, fmt.Errorf("track %d: each scoring tile scores three times, in at most %d rounds", i, MaxRounds)
		}
		out[i] = list
	}
	return out, nil
}
