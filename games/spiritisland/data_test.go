package spiritisland

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"shima/engine"
)

// els builds an Elements from alternating elements and counts.
func els(pairs ...Element) Elements {
	var e Elements
	for i := 0; i < len(pairs); i += 2 {
		e[pairs[i]] = int8(pairs[i+1])
	}
	return e
}

// card builds the Elements a card shows, one of each.
func card(es ...Element) Elements {
	var e Elements
	for _, x := range es {
		e[x] = 1
	}
	return e
}

// find is the entry of xs whose key is key, by the index by.
func find[T any](t *testing.T, xs []T, by map[string]int, key string) *T {
	t.Helper()
	i, ok := by[key]
	if !ok {
		t.Fatalf("no %T %q", xs, key)
	}
	return &xs[i]
}

func power(t *testing.T, key string) *Power   { t.Helper(); return find(t, Powers, PowerByKey, key) }
func spirit(t *testing.T, key string) *Spirit { t.Helper(); return find(t, Spirits, SpiritByKey, key) }

func TestCounts(t *testing.T) {
	decks := map[Deck]int{}
	for _, p := range Powers {
		decks[p.Deck]++
	}
	if len(Powers) != 90 || decks[Unique] != 32 || decks[Minor] != 36 || decks[Major] != 22 {
		t.Errorf("%d powers (%d unique, %d minor, %d major), want 90 (32, 36, 22)",
			len(Powers), decks[Unique], decks[Minor], decks[Major])
	}
	if len(Spirits) != 8 || len(FearCards) != 15 || len(BlightCards) != 2 || len(InvaderCards) != 15 {
		t.Errorf("%d spirits, %d fear, %d blight, %d invader cards; want 8, 15, 2, 15",
			len(Spirits), len(FearCards), len(BlightCards), len(InvaderCards))
	}
	withThresholds := map[Deck]int{}
	for _, p := range Powers {
		if len(p.Thresholds) > 0 {
			withThresholds[p.Deck]++
		}
	}
	if withThresholds[Unique] != 0 || withThresholds[Minor] != 7 || withThresholds[Major] != 22 {
		t.Errorf("thresholds on %v cards by deck, want 0 unique, 7 minor, every major", withThresholds)
	}
	progressions := 0
	for _, s := range Spirits {
		if len(s.Unique) != 4 {
			t.Errorf("%s has %d unique powers, want 4", s.Key, len(s.Unique))
		}
		if s.Progression == nil {
			continue
		}
		progressions++
		if s.Complexity != "low" || len(s.Progression) != 7 {
			t.Errorf("%s (%s): progression of %d, want only low-complexity spirits, 7 cards each",
				s.Key, s.Complexity, len(s.Progression))
		}
		majors := 0
		for _, k := range s.Progression {
			if power(t, k).Deck == Major {
				majors++
			}
		}
		if majors != 2 {
			t.Errorf("%s: %d majors in its progression, want 2", s.Key, majors)
		}
	}
	if progressions != 4 {
		t.Errorf("%d progressions, want 4", progressions)
	}
}

// TestPowerFacts checks cards of each deck against the reference numbers.
func TestPowerFacts(t *testing.T) {
	cases := []struct {
		key      string
		deck     Deck
		spirit   string
		cost     int8
		speed    Speed
		rng      Range
		target   Target
		elements Elements
	}{
		{"raging-storm", Unique, "lightnings-swift-strike", 3, Slow, Range{FromPresence, 1, 0},
			Target{}, card(Fire, Air, Water)},
		{"lightnings-boon", Unique, "lightnings-swift-strike", 1, Fast, Range{}, Target{Kind: TargetSpirit}, card(Fire, Air)},
		{"rituals-of-destruction", Unique, "vital-strength-of-the-earth", 3, Slow, Range{FromSacredSite, 1, 0},
			Target{Filter: WithDahan}, card(Sun, Moon, Fire, Earth, Plant)},
		{"tidal-boon", Unique, "oceans-hungry-grasp", 1, Slow, Range{}, Target{Kind: TargetAnother}, card(Moon, Water, Earth)},
		{"call-of-the-deeps", Unique, "oceans-hungry-grasp", 0, Fast, Range{FromPresence, 0, 0},
			Target{Filter: Coastal}, card(Moon, Air, Water)},
		{"song-of-sanctity", Minor, "", 1, Slow, Range{FromPresence, 1, 0},
			Target{Terrains: 1<<Jungle | 1<<Mountain}, card(Sun, Water, Plant)},
		{"elemental-boon", Minor, "", 1, Fast, Range{}, Target{Kind: TargetSpirit}, Elements{}},
		{"lure-of-the-unknown", Minor, "", 0, Fast, Range{FromPresence, 2, 0},
			Target{Filter: NoInvaders}, card(Moon, Fire, Air, Plant)},
		{"cleansing-floods", Major, "", 5, Slow, Range{FromPresence, 1, 1 << Wetland},
			Target{}, card(Sun, Water)},
		{"the-jungle-hungers", Major, "", 3, Slow, Range{FromPresence, 1, 1 << Jungle},
			Target{}, card(Moon, Plant)},
		{"talons-of-lightning", Major, "", 6, Fast, Range{FromPresence, 1, 0},
			Target{Terrains: 1<<Mountain | 1<<Wetland}, card(Fire, Air)},
		{"the-land-thrashes-in-furious-pain", Major, "", 4, Slow, Range{FromPresence, 2, 0},
			Target{Filter: WithBlight}, card(Moon, Fire, Earth)},
		{"dissolve-the-bonds-of-kinship", Major, "", 4, Slow, Range{FromPresence, 1, 0},
			Target{}, card(Fire, Water, Animal)},
	}
	for _, c := range cases {
		p := power(t, c.key)
		if p.Deck != c.deck || p.Spirit != c.spirit || p.Cost != c.cost || p.Speed != c.speed ||
			p.Range != c.rng || p.Target != c.target || p.Elements != c.elements {
			t.Errorf("%s = deck %d %q cost %d speed %d range %+v target %+v elements %v;\nwant deck %d %q cost %d speed %d range %+v target %+v elements %v",
				c.key, p.Deck, p.Spirit, p.Cost, p.Speed, p.Range, p.Target, p.Elements,
				c.deck, c.spirit, c.cost, c.speed, c.rng, c.target, c.elements)
		}
	}
	thresholds := map[string][]Elements{
		"accelerated-rot":                {els(Sun, 3, Water, 2, Plant, 3)},
		"cleansing-floods":               {els(Water, 4)},
		"powerstorm":                     {els(Sun, 2, Fire, 2, Air, 3)},
		"call-of-the-dahan-ways":         {els(Moon, 2)},
		"sap-the-strength-of-multitudes": {els(Air, 1)},
		"raging-storm":                   nil,
	}
	for key, want := range thresholds {
		p := power(t, key)
		if len(p.Thresholds) != len(want) {
			t.Errorf("%s: %d thresholds, want %d", key, len(p.Thresholds), len(want))
			continue
		}
		for i := range want {
			if p.Thresholds[i].Elements != want[i] {
				t.Errorf("%s threshold %d: %v, want %v", key, i+1, p.Thresholds[i].Elements, want[i])
			}
		}
	}
}

func TestPowerOrder(t *testing.T) {
	rank := func(p *Power) int {
		if p.Deck == Unique {
			return SpiritByKey[p.Spirit]
		}
		return len(Spirits) + int(p.Deck)
	}
	for i := 1; i < len(Powers); i++ {
		a, b := &Powers[i-1], &Powers[i]
		if ra, rb := rank(a), rank(b); ra > rb || ra == rb && a.Key >= b.Key {
			t.Errorf("%s comes before %s", a.Key, b.Key)
		}
	}
	for k, i := range PowerByKey {
		if Powers[i].Key != k {
			t.Errorf("PowerByKey[%q] = %d, which is %s", k, i, Powers[i].Key)
		}
	}
}

// TestKeys checks every key's form and that keys do not repeat within their
// kind, innates included.
func TestKeys(t *testing.T) {
	kinds := map[string][]string{}
	for _, p := range Powers {
		kinds["power"] = append(kinds["power"], p.Key)
	}
	for _, s := range Spirits {
		kinds["spirit"] = append(kinds["spirit"], s.Key)
		for _, in := range s.Innates {
			kinds["innate"] = append(kinds["innate"], in.Key)
		}
	}
	for _, f := range FearCards {
		kinds["fear"] = append(kinds["fear"], f.Key)
	}
	for _, b := range BlightCards {
		kinds["blight"] = append(kinds["blight"], b.Key)
	}
	for _, c := range InvaderCards {
		kinds["invader"] = append(kinds["invader"], c.Key)
	}
	for kind, keys := range kinds {
		if err := uniqueKeys(keys); err != nil {
			t.Errorf("%s: %v", kind, err)
		}
	}
	if len(kinds["innate"]) != 12 {
		t.Errorf("%d innate powers, want 12 (one for each low-complexity spirit, two for the others)", len(kinds["innate"]))
	}
	for _, k := range []string{"raging-storm", "lightnings-swift-strike", "rivers-bounty", "call-on-midnights-dream"} {
		if _, ok := PowerByKey[k]; !ok {
			if _, ok := SpiritByKey[k]; !ok {
				t.Errorf("no power or spirit %q", k)
			}
		}
	}
}

func TestSpiritsAndTheirPowers(t *testing.T) {
	for _, p := range Powers {
		if p.Deck != Unique {
			continue
		}
		s := spirit(t, p.Spirit)
		found := false
		for _, k := range s.Unique {
			found = found || k == p.Key
		}
		if !found {
			t.Errorf("%s is %s's unique power but the spirit does not list it", p.Key, s.Key)
		}
	}
	for _, s := range Spirits {
		for _, k := range s.Unique {
			if p := power(t, k); p.Deck != Unique || p.Spirit != s.Key {
				t.Errorf("%s lists %s, which belongs to %q (deck %d)", s.Key, k, p.Spirit, p.Deck)
			}
		}
		for _, k := range s.Progression {
			if p := power(t, k); p.Deck == Unique {
				t.Errorf("%s's progression names the unique power %s", s.Key, k)
			}
		}
	}
	want := []string{"delusions-of-danger", "call-to-bloodshed", "powerstorm", "purifying-flame",
		"pillar-of-living-flame", "entrancing-apparitions", "call-to-isolation"}
	if got := spirit(t, "lightnings-swift-strike").Progression; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("Lightning's progression %v, want %v", got, want)
	}
}

func TestBeginnerNames(t *testing.T) {
	for key, ja := range map[string]string{
		"lightnings-swift-strike":     "稲妻の迅き一撃",
		"vital-strength-of-the-earth": "生命に満ちた大地の力",
		"river-surges-in-sunlight":    "陽光を浴びた大河のうねり",
		"shadows-flicker-like-flame":  "炎のごとく揺らめく影",
	} {
		s := spirit(t, key)
		if s.Name.JA != ja || s.Complexity != "low" {
			t.Errorf("%s: %q (%s), want %q (low)", key, s.Name.JA, s.Complexity, ja)
		}
	}
}

// TestTexts checks that every name and text exists in both languages.
func TestTexts(t *testing.T) {
	check := func(what string, x engine.Text) {
		if strings.TrimSpace(x.EN) == "" || strings.TrimSpace(x.JA) == "" {
			t.Errorf("%s: %q / %q", what, x.EN, x.JA)
		}
	}
	for _, p := range Powers {
		check(p.Key+" name", p.Name)
		check(p.Key, p.Text)
		for _, th := range p.Thresholds {
			check(p.Key+" threshold", th.Text)
		}
	}
	for _, s := range Spirits {
		check(s.Key+" name", s.Name)
		for _, r := range s.Rules {
			check(s.Key+" rule name", r.Name)
			check(s.Key+" rule", r.Text)
		}
		for _, in := range s.Innates {
			check(in.Key+" name", in.Name)
			for _, l := range in.Levels {
				check(in.Key+" level", l.Text)
			}
		}
	}
	for _, f := range FearCards {
		check(f.Key+" name", f.Name)
		for _, l := range f.Levels {
			check(f.Key, l)
		}
	}
	for _, b := range BlightCards {
		check(b.Key+" name", b.Name)
		check(b.Key, b.Text)
	}
	if len(adversaries) != 3 {
		t.Errorf("%d adversaries, want 3", len(adversaries))
	}
	for _, a := range adversaries {
		check(a.Key, a.Name)
		check(a.Key+" escalation", a.Escalation.Text)
		for _, l := range a.Levels {
			check(a.Key+" level", l.Text)
		}
	}
}

func TestInnates(t *testing.T) {
	for _, s := range Spirits {
		if len(s.Innates) == 0 {
			t.Errorf("%s has no innate power", s.Key)
		}
		for _, in := range s.Innates {
			for i, l := range in.Levels {
				if l.Elements == (Elements{}) {
					t.Errorf("%s level %d needs no elements", in.Key, i+1)
				}
			}
		}
	}
	td := spirit(t, "lightnings-swift-strike").Innates[0]
	want := []Elements{els(Fire, 3, Air, 2), els(Fire, 4, Air, 3), els(Fire, 5, Air, 4, Water, 1), els(Fire, 5, Air, 5, Water, 2)}
	if td.Key != "thundering-destruction" || td.Speed != Slow || td.Range != (Range{FromSacredSite, 1, 0}) || len(td.Levels) != len(want) {
		t.Fatalf("Thundering Destruction: %+v", td)
	}
	for i, w := range want {
		if td.Levels[i].Elements != w {
			t.Errorf("Thundering Destruction level %d: %v, want %v", i+1, td.Levels[i].Elements, w)
		}
	}
	gs := spirit(t, "vital-strength-of-the-earth").Innates[0]
	if gs.Key != "gift-of-strength" || gs.Speed != Fast || gs.Target.Kind != TargetSpirit ||
		gs.Levels[2].Elements != els(Sun, 2, Earth, 4, Plant, 3) {
		t.Errorf("Gift of Strength: %+v", gs)
	}
	nt := spirit(t, "bringer-of-dreams-and-nightmares").Innates[1]
	if nt.Key != "night-terrors" || nt.Target.Filter != WithInvaders || nt.Levels[1].Elements != els(Moon, 2, Air, 1, Animal, 1) {
		t.Errorf("Night Terrors: %+v", nt)
	}
}

// trackNumbers lists what a track's spaces give: energy or card plays as a
// number, an element as its name, a reclaim as "r", any element as "*".
func trackNumbers(track []TrackSpace) string {
	names := []string{"sun", "moon", "fire", "air", "water", "earth", "plant", "animal"}
	var out []string
	for _, sp := range track {
		switch {
		case sp.AnyElement:
			out = append(out, "*")
		case sp.ReclaimOne:
			out = append(out, "r")
		case sp.Element >= 0:
			out = append(out, names[sp.Element])
		case sp.CardPlays > 0:
			out = append(out, string(rune('0'+sp.CardPlays)))
		default:
			out = append(out, string(rune('0'+sp.Energy)))
		}
	}
	return strings.Join(out, ",")
}

func TestTracks(t *testing.T) {
	want := map[string][2]string{
		"lightnings-swift-strike":          {"1,1,2,2,3,4,4,5", "2,3,4,5,6"},
		"vital-strength-of-the-earth":      {"2,3,4,6,7,8", "1,1,2,2,3,4"},
		"river-surges-in-sunlight":         {"1,2,2,3,4,4,5", "1,2,2,3,r,4,5"},
		"shadows-flicker-like-flame":       {"0,1,3,4,5,6", "1,2,3,3,4,5"},
		"thunderspeaker":                   {"1,air,2,fire,sun,3", "1,2,2,3,r,3,4"},
		"a-spread-of-rampant-green":        {"0,1,plant,2,2,plant,3", "1,1,2,2,3,4"},
		"oceans-hungry-grasp":              {"0,moon,water,1,earth,water,2", "1,2,2,3,4,5"},
		"bringer-of-dreams-and-nightmares": {"2,air,3,moon,4,*,5", "2,2,2,3,3,*"},
	}
	for key, w := range want {
		s := spirit(t, key)
		if e, c := trackNumbers(s.Energy), trackNumbers(s.Cards); e != w[0] || c != w[1] {
			t.Errorf("%s tracks %s / %s, want %s / %s", key, e, c, w[0], w[1])
		}
		// Every presence is on a covered track space or placed at set-up.
		n := len(s.Energy) - 1 + len(s.Cards) - 1
		for _, p := range s.Setup {
			n += int(p.Count)
		}
		if n != PresencePerSpirit {
			t.Errorf("%s has %d presence, want %d", key, n, PresencePerSpirit)
		}
	}
}

func TestGrowth(t *testing.T) {
	ls := spirit(t, "lightnings-swift-strike").Growth
	if ls.Pick != 1 || len(ls.Always) != 0 || len(ls.Options) != 3 ||
		ls.Options[2][1] != (GrowthAction{Kind: GainEnergy, Amount: 3}) {
		t.Errorf("Lightning's growth: %+v", ls)
	}
	green := spirit(t, "a-spread-of-rampant-green").Growth
	if len(green.Always) != 1 || green.Always[0].Range != 2 || green.Always[0].Target.Terrains != 1<<Wetland|1<<Jungle {
		t.Errorf("Rampant Green's growth: %+v", green)
	}
	ocean := spirit(t, "oceans-hungry-grasp").Growth
	if a := ocean.Options[1][0]; a.Kind != AddPresence || a.Range != -1 || a.Target.Terrains != 1<<Ocean {
		t.Errorf("Ocean's presence into any ocean: %+v", a)
	}
	if ocean.Options[0][2].Kind != GatherPresenceToOcean || ocean.Options[2][2].Kind != PushPresenceFromOcean {
		t.Errorf("Ocean's growth: %+v", ocean)
	}
	bringer := spirit(t, "bringer-of-dreams-and-nightmares").Growth
	if len(bringer.Options) != 4 || bringer.Options[3][0].Range != 4 || bringer.Options[3][0].Target.Filter != WithDahanOrInvaders {
		t.Errorf("Bringer's growth: %+v", bringer)
	}
}

func TestSetupPlacements(t *testing.T) {
	type lands = [4][]int8
	want := map[string][]Placement{
		"lightnings-swift-strike":     {{2, lands{{7}, {5}, {6}, {7}}}},
		"vital-strength-of-the-earth": {{2, lands{{6}, {7}, {7}, {8}}}, {1, lands{{8}, {8}, {4}, {6}}}},
		"river-surges-in-sunlight":    {{1, lands{{5}, {6}, {8}, {3}}}},
		"shadows-flicker-like-flame":  {{2, lands{{8}, {8}, {4}, {6}}}, {1, lands{{5}, {5}, {5}, {5}}}},
		"thunderspeaker":              {{1, lands{{3}, {3}, {3}, {1}}}, {1, lands{{7}, {8}, {5}, {7}}}},
		"a-spread-of-rampant-green":   {{1, lands{{5}, {6}, {8}, {3}}}, {1, lands{{8}, {4}, {4}, {6}}}},
		"oceans-hungry-grasp": {{1, lands{{0}, {0}, {0}, {0}}},
			{1, lands{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}, {1, 2, 3}}}},
		"bringer-of-dreams-and-nightmares": {{2, lands{{7}, {5}, {6}, {7}}}},
	}
	for key, w := range want {
		got := spirit(t, key).Setup
		if len(got) != len(w) {
			t.Errorf("%s: %d placements, want %d", key, len(got), len(w))
			continue
		}
		for i := range w {
			if got[i].Count != w[i].Count || fmtLands(got[i].Lands) != fmtLands(w[i].Lands) {
				t.Errorf("%s placement %d: %d in %v, want %d in %v", key, i+1, got[i].Count, got[i].Lands, w[i].Count, w[i].Lands)
			}
		}
	}
}

func fmtLands(l [4][]int8) string {
	var b strings.Builder
	for _, xs := range l {
		for _, x := range xs {
			b.WriteByte(byte('0' + x))
		}
		b.WriteByte('/')
	}
	return b.String()
}

func TestFearAndBlight(t *testing.T) {
	if FearPerPlayer != 4 || FearDeck != [3]int{3, 3, 3} {
		t.Errorf("fear: %d per player, deck %v; want 4, 3/3/3", FearPerPlayer, FearDeck)
	}
	if BlightPerPlayer != 2 || BlightExtra != 1 || NoCardBlightPerPlayer != 5 || NoCardBlightExtra != 1 {
		t.Errorf("blight pool %d+%d, without a card %d+%d; want 2+1, 5+1",
			BlightPerPlayer, BlightExtra, NoCardBlightPerPlayer, NoCardBlightExtra)
	}
	if PresencePerSpirit != 13 || StartingEnergy != 0 {
		t.Errorf("spirits start with %d presence and %d energy, want 13 and 0", PresencePerSpirit, StartingEnergy)
	}
	per := map[string]int8{}
	for _, b := range BlightCards {
		per[b.Key] = b.PerPlayer
	}
	if per["downward-spiral"] != 5 || per["memory-fades-to-dust"] != 4 {
		t.Errorf("blighted sides %v, want Downward Spiral 5 and Memory Fades to Dust 4 per player", per)
	}
	if f := FearCards[FearByKey["retreat"]]; f.Name.EN != "Retreat!" {
		t.Errorf("fear card retreat is named %q", f.Name.EN)
	}
}

func TestInvaderCards(t *testing.T) {
	if StageCards != [3]int{4, 5, 6} || StageDeck != [3]int{3, 4, 5} {
		t.Errorf("stages %v kept %v, want 4/5/6 kept 3/4/5", StageCards, StageDeck)
	}
	var coastal, escalation int
	pairs := map[Terrains]bool{}
	for i, c := range InvaderCards {
		if i > 0 && InvaderCards[i-1].Stage > c.Stage {
			t.Errorf("%s is out of stage order", c.Key)
		}
		if c.Coastal {
			coastal++
		}
		if c.Escalation() {
			escalation++
		}
		if c.Stage == 3 {
			pairs[c.Terrains] = true
		}
	}
	if coastal != 1 || escalation != 4 || len(pairs) != 6 {
		t.Errorf("%d coastal, %d escalation cards, %d stage III pairs; want 1, 4, 6", coastal, escalation, len(pairs))
	}
	c := InvaderCards[InvaderByKey["mountain+sands"]]
	if c.Stage != 3 || c.Terrains != 1<<Mountain|1<<Sands {
		t.Errorf("mountain+sands: %+v", c)
	}
	if c := InvaderCards[InvaderByKey["coastal"]]; c.Stage != 2 || !c.Coastal || c.Terrains != 0 {
		t.Errorf("coastal: %+v", c)
	}
}

// TestMalformedData breaks copies of the data and expects the loader to
// refuse them with a reason.
func TestMalformedData(t *testing.T) {
	base := fstest.MapFS{}
	err := fs.WalkDir(dataFS, "data", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(dataFS, path)
		base[path] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := parseData(base); err != nil {
		t.Fatalf("the unchanged data: %v", err)
	}
	cases := []struct{ file, old, new, want string }{
		{"powers.json", `"cost": 3,`, `"cots": 3,`, "unknown field"},
		{"powers.json", `"elements": ["fire", "air", "water"]`, `"elements": ["fire", "aether"]`, "unknown element"},
		{"powers.json", `"ja": "荒れ狂う嵐"`, `"ja": ""`, "both English and Japanese"},
		{"powers.json", `"key": "raging-storm"`, `"key": "shatter-homesteads"`, "used twice"},
		{"powers.json", `"key": "raging-storm"`, `"key": "Raging Storm"`, "only a-z"},
		{"spirits.json", `"call-to-isolation"`, `"call-to-nowhere"`, "progression names no power"},
		{"spirits.json", `"elements": {"fire": 3, "air": 2}`, `"elements": {}`, "needs elements"},
		{"spirits.json", `"A": [7], "B": [5]`, `"A": [9], "B": [5]`, "no land 9"},
		{"spirits.json", `"filter": ["dahan-or-invaders"]`, `"filter": ["dahan-or-cities"]`, `unknown land filter "dahan-or-cities"`},
		{"invaders.json", `"key": "coastal", "stage": 2, "coastal": true, "escalation": false`,
			`"key": "coastal", "stage": 2, "coastal": true, "escalation": true`, "escalation"},
		{"fear.json", `"fear": [`, `"fear": 3, "x": [`, "cannot unmarshal"},
	}
	for _, c := range cases {
		fsys := fstest.MapFS{}
		for k, v := range base {
			fsys[k] = v
		}
		path := "data/" + c.file
		text := string(base[path].Data)
		if !strings.Contains(text, c.old) {
			t.Errorf("%s holds no %s", c.file, c.old)
			continue
		}
		fsys[path] = &fstest.MapFile{Data: []byte(strings.Replace(text, c.old, c.new, 1))}
		_, err := parseData(fsys)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s with %s: error %v, want one saying %q", c.file, c.new, err, c.want)
		}
	}
}
