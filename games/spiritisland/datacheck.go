package spiritisland

import (
	"fmt"
	"sort"

	"shima/engine"
)

// The conversions from the files' shapes to the package's types, with the
// checks that make a transcription mistake an error.

// lookup finds name in names, or says which kind of name it is not.
func lookup[T any](names map[string]T, kind, name string) (T, error) {
	v, ok := names[name]
	if !ok {
		return v, fmt.Errorf("unknown %s %q", kind, name)
	}
	return v, nil
}

// checkKey accepts lower-case ASCII letters, digits, dashes and the '+' of
// the stage III invader cards.
func checkKey(k string) error {
	if k == "" {
		return fmt.Errorf("an entry has no key")
	}
	for _, r := range k {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '+') {
			return fmt.Errorf("key %q: only a-z, 0-9, '-' and '+'", k)
		}
	}
	return nil
}

// checkText demands both languages.
func checkText(what string, t engine.Text) error {
	if t.EN == "" || t.JA == "" {
		return fmt.Errorf("%s: the text needs both English and Japanese (%q / %q)", what, t.EN, t.JA)
	}
	return nil
}

// keysOf lists the entries' keys.
func keysOf[T interface{ key() string }](xs []T) []string {
	keys := make([]string, len(xs))
	for i := range xs {
		keys[i] = xs[i].key()
	}
	return keys
}

// uniqueKeys checks each key's form and that none repeats.
func uniqueKeys(keys []string) error {
	seen := make(map[string]bool, len(keys))
	for _, k := range keys {
		if err := checkKey(k); err != nil {
			return err
		}
		if seen[k] {
			return fmt.Errorf("key %q is used twice", k)
		}
		seen[k] = true
	}
	return nil
}

func terrainSet(names []string) (Terrains, error) {
	var s Terrains
	for _, n := range names {
		t, err := lookup(terrainNames, "terrain", n)
		if err != nil {
			return 0, err
		}
		if s.Has(t) {
			return 0, fmt.Errorf("terrain %q twice", n)
		}
		s |= 1 << t
	}
	return s, nil
}

func convertRange(r rawRange) (Range, error) {
	src, err := lookup(sourceNames, "range source", r.From)
	if err != nil {
		return Range{}, err
	}
	out := Range{Source: src}
	switch {
	case src == FromNone && r.Distance != nil:
		return out, fmt.Errorf("a range from nothing has no distance")
	case src != FromNone && (r.Distance == nil || *r.Distance < 0):
		return out, fmt.Errorf("range from %s needs a distance of 0 or more", r.From)
	case r.Distance != nil:
		out.Distance = *r.Distance
	}
	out.Terrains, err = terrainSet(r.Terrains)
	return out, err
}

func convertTarget(t rawTarget, kindNeeded bool) (Target, error) {
	var out Target
	var err error
	if kindNeeded || t.Kind != "" {
		if out.Kind, err = lookup(kindNames, "target kind", t.Kind); err != nil {
			return out, err
		}
	}
	if out.Terrains, err = terrainSet(t.Terrains); err != nil {
		return out, err
	}
	for _, f := range t.Filter {
		b, err := lookup(filterNames, "land filter", f)
		if err != nil {
			return out, err
		}
		out.Filter |= b
	}
	if out.Kind != TargetLand && (out.Terrains != 0 || out.Filter != 0) {
		return out, fmt.Errorf("a spirit target has no land conditions")
	}
	return out, nil
}

// convertReach reads when a power (card or innate) resolves and what it
// reaches: a land target needs a range source, a spirit target none.
func convertReach(speed string, r rawRange, t rawTarget) (Speed, Range, Target, error) {
	s, err := lookup(speedNames, "speed", speed)
	if err != nil {
		return s, Range{}, Target{}, err
	}
	rng, err := convertRange(r)
	if err != nil {
		return s, rng, Target{}, err
	}
	tgt, err := convertTarget(t, true)
	if err == nil && (rng.Source == FromNone) != (tgt.Kind != TargetLand) {
		err = fmt.Errorf("a land target needs a range source, a spirit target none")
	}
	return s, rng, tgt, err
}

// cardElements reads the elements a card shows, each at most once.
func cardElements(names []string) (Elements, error) {
	var e Elements
	for _, n := range names {
		el, err := lookup(elementNames, "element", n)
		if err != nil {
			return e, err
		}
		if e[el] != 0 {
			return e, fmt.Errorf("element %q twice", n)
		}
		e[el] = 1
	}
	return e, nil
}

// thresholds reads element thresholds; each needs at least one element.
func thresholds(raw []rawThreshold) ([]Threshold, error) {
	var out []Threshold
	for i, r := range raw {
		var th Threshold
		for n, c := range r.Elements {
			el, err := lookup(elementNames, "element", n)
			if err != nil {
				return nil, err
			}
			if c <= 0 {
				return nil, fmt.Errorf("threshold %d: %s %d is not a positive count", i+1, n, c)
			}
			th.Elements[el] = c
		}
		if th.Elements == (Elements{}) {
			return nil, fmt.Errorf("threshold %d needs elements", i+1)
		}
		if err := checkText(fmt.Sprintf("threshold %d", i+1), r.Text); err != nil {
			return nil, err
		}
		th.Text, th.Fast = r.Text, r.Fast
		out = append(out, th)
	}
	return out, nil
}

func convertPowers(raw []rawPower, spirits []Spirit) ([]Power, error) {
	if err := uniqueKeys(keysOf(raw)); err != nil {
		return nil, err
	}
	spiritOrder := make(map[string]int, len(spirits))
	for i := range spirits {
		spiritOrder[spirits[i].Key] = i
	}
	out := make([]Power, 0, len(raw))
	for _, r := range raw {
		p, err := convertPower(r, spiritOrder)
		if err != nil {
			return nil, fmt.Errorf("power %q: %w", r.Key, err)
		}
		out = append(out, p)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := &out[i], &out[j]
		if a.Deck != b.Deck {
			return a.Deck < b.Deck
		}
		if a.Deck == Unique && a.Spirit != b.Spirit {
			return spiritOrder[a.Spirit] < spiritOrder[b.Spirit]
		}
		return a.Key < b.Key
	})
	return out, nil
}

func convertPower(r rawPower, spiritOrder map[string]int) (Power, error) {
	p := Power{Key: r.Key, Name: r.Name, Spirit: r.Spirit, Text: r.Text}
	var err error
	if err = checkText("name", r.Name); err != nil {
		return p, err
	}
	if err = checkText("text", r.Text); err != nil {
		return p, err
	}
	if p.Deck, err = lookup(deckNames, "deck", r.Deck); err != nil {
		return p, err
	}
	if _, ok := spiritOrder[r.Spirit]; (p.Deck == Unique) != ok {
		return p, fmt.Errorf("deck %s with spirit %q: a unique power names its spirit, others none", r.Deck, r.Spirit)
	}
	if r.Cost == nil || *r.Cost < 0 {
		return p, fmt.Errorf("cost missing or negative")
	}
	p.Cost = *r.Cost
	if p.Speed, p.Range, p.Target, err = convertReach(r.Speed, r.Range, r.Target); err != nil {
		return p, err
	}
	if p.Elements, err = cardElements(r.Elements); err != nil {
		return p, err
	}
	if p.Thresholds, err = thresholds(r.Thresholds); err != nil {
		return p, err
	}
	return p, nil
}

func convertSpirits(raw []rawSpirit) ([]Spirit, error) {
	if err := uniqueKeys(keysOf(raw)); err != nil {
		return nil, err
	}
	out := make([]Spirit, 0, len(raw))
	innates := map[string]bool{}
	for _, r := range raw {
		s, err := convertSpirit(r)
		if err != nil {
			return nil, fmt.Errorf("spirit %q: %w", r.Key, err)
		}
		for _, in := range s.Innates {
			if innates[in.Key] {
				return nil, fmt.Errorf("innate key %q is used twice", in.Key)
			}
			innates[in.Key] = true
		}
		out = append(out, s)
	}
	return out, nil
}

func convertSpirit(r rawSpirit) (Spirit, error) {
	s := Spirit{Key: r.Key, Name: r.Name, Complexity: r.Complexity, Unique: r.Unique, Progression: r.Progression}
	var err error
	if err = checkText("name", r.Name); err != nil {
		return s, err
	}
	if !complexities[r.Complexity] {
		return s, fmt.Errorf("unknown complexity %q", r.Complexity)
	}
	if s.Growth, err = convertGrowth(r.Growth); err != nil {
		return s, fmt.Errorf("growth: %w", err)
	}
	if s.Energy, err = convertTrack(r.Energy, false); err != nil {
		return s, fmt.Errorf("energy track: %w", err)
	}
	if s.Cards, err = convertTrack(r.Cards, true); err != nil {
		return s, fmt.Errorf("card track: %w", err)
	}
	if len(r.Rules) == 0 {
		return s, fmt.Errorf("no special rule")
	}
	for i, rule := range r.Rules {
		if err = checkText(fmt.Sprintf("rule %d name", i+1), rule.Name); err != nil {
			return s, err
		}
		if err = checkText(fmt.Sprintf("rule %d", i+1), rule.Text); err != nil {
			return s, err
		}
	}
	s.Rules = r.Rules
	if len(r.Innates) == 0 {
		return s, fmt.Errorf("no innate power")
	}
	for _, ri := range r.Innates {
		in, err := convertInnate(ri)
		if err != nil {
			return s, fmt.Errorf("innate %q: %w", ri.Key, err)
		}
		s.Innates = append(s.Innates, in)
	}
	if len(r.Setup) == 0 {
		return s, fmt.Errorf("no set-up placement")
	}
	for i, rp := range r.Setup {
		p, err := convertPlacement(rp)
		if err != nil {
			return s, fmt.Errorf("set-up placement %d: %w", i+1, err)
		}
		s.Setup = append(s.Setup, p)
	}
	return s, nil
}

func convertGrowth(r rawGrowth) (Growth, error) {
	g := Growth{Pick: r.Pick}
	if len(r.Options) == 0 || r.Pick < 1 || int(r.Pick) > len(r.Options) {
		return g, fmt.Errorf("pick %d of %d options", r.Pick, len(r.Options))
	}
	var err error
	if g.Always, err = growthActions(r.Always); err != nil {
		return g, err
	}
	for i, o := range r.Options {
		if len(o) == 0 {
			return g, fmt.Errorf("option %d is empty", i+1)
		}
		acts, err := growthActions(o)
		if err != nil {
			return g, fmt.Errorf("option %d: %w", i+1, err)
		}
		g.Options = append(g.Options, acts)
	}
	return g, nil
}

func growthActions(raw []rawGrowthAction) ([]GrowthAction, error) {
	var out []GrowthAction
	for _, r := range raw {
		k, err := lookup(growthNames, "growth action", r.Do)
		if err != nil {
			return nil, err
		}
		a := GrowthAction{Kind: k, Amount: r.Amount}
		switch k {
		case AddPresence:
			if r.Range == nil || *r.Range < -1 {
				return nil, fmt.Errorf("add-presence needs a range (-1: any land)")
			}
			a.Range = *r.Range
			if a.Target, err = convertTarget(r.Target, false); err != nil {
				return nil, err
			}
		case GainEnergy, GainCardPlay, GatherPresenceToOcean, PushPresenceFromOcean:
			if r.Amount <= 0 {
				return nil, fmt.Errorf("%s needs a positive amount", r.Do)
			}
		}
		if k != AddPresence && (r.Range != nil || r.Target.Kind != "" || r.Target.Terrains != nil || r.Target.Filter != nil) {
			return nil, fmt.Errorf("%s takes no range or target", r.Do)
		}
		out = append(out, a)
	}
	return out, nil
}

// convertTrack reads a presence track: each space gives exactly one thing,
// energy on the energy track and card plays on the card track.
func convertTrack(raw []rawTrackSpace, cardTrack bool) ([]TrackSpace, error) {
	if len(raw) < 2 {
		return nil, fmt.Errorf("a track needs its open space and at least one covered space")
	}
	var out []TrackSpace
	for i, r := range raw {
		sp := TrackSpace{Element: -1}
		things := 0
		if r.Energy != nil {
			things++
			sp.Energy = *r.Energy
			if cardTrack || sp.Energy < 0 {
				return nil, fmt.Errorf("space %d: energy %d here", i+1, sp.Energy)
			}
		}
		if r.Cards != nil {
			things++
			sp.CardPlays = *r.Cards
			if !cardTrack || sp.CardPlays <= 0 {
				return nil, fmt.Errorf("space %d: %d card plays here", i+1, sp.CardPlays)
			}
		}
		if r.Element == "any" {
			things++
			sp.AnyElement = true
		} else if r.Element != "" {
			things++
			el, err := lookup(elementNames, "element", r.Element)
			if err != nil {
				return nil, fmt.Errorf("space %d: %w", i+1, err)
			}
			sp.Element = int8(el)
		}
		if r.ReclaimOne {
			things++
			sp.ReclaimOne = true
		}
		if things != 1 {
			return nil, fmt.Errorf("space %d gives %d things, not 1", i+1, things)
		}
		out = append(out, sp)
	}
	if cardTrack && out[0].CardPlays == 0 || !cardTrack && raw[0].Energy == nil {
		return nil, fmt.Errorf("the open space must give the track's own number")
	}
	return out, nil
}

func convertInnate(r rawInnate) (Innate, error) {
	in := Innate{Key: r.Key, Name: r.Name}
	var err error
	if err = checkKey(r.Key); err != nil {
		return in, err
	}
	if err = checkText("name", r.Name); err != nil {
		return in, err
	}
	if in.Speed, in.Range, in.Target, err = convertReach(r.Speed, r.Range, r.Target); err != nil {
		return in, err
	}
	if len(r.Levels) == 0 {
		return in, fmt.Errorf("no level")
	}
	in.Levels, err = thresholds(r.Levels)
	return in, err
}

// boards are the island boards a set-up placement is resolved for.
const boards = "ABCD"

func convertPlacement(r rawPlacement) (Placement, error) {
	p := Placement{Count: r.Count}
	if r.Count <= 0 {
		return p, fmt.Errorf("count %d", r.Count)
	}
	if len(r.Lands) != len(boards) {
		return p, fmt.Errorf("lands for %d boards, not the %d of %s", len(r.Lands), len(boards), boards)
	}
	for b := range boards {
		lands, ok := r.Lands[boards[b:b+1]]
		if !ok || len(lands) == 0 {
			return p, fmt.Errorf("no land on board %c", boards[b])
		}
		for _, l := range lands {
			if l < 0 || l > 8 {
				return p, fmt.Errorf("board %c: no land %d (0 is the ocean, 1-8 the lands)", boards[b], l)
			}
		}
		p.Lands[b] = lands
	}
	return p, nil
}

// checkSpiritPowers ties spirits to powers: a spirit lists exactly the unique
// powers that name it, and its progression names minor and major powers.
func checkSpiritPowers(spirits []Spirit, powers []Power) error {
	byKey := make(map[string]*Power, len(powers))
	owned := map[string][]string{}
	for i := range powers {
		p := &powers[i]
		byKey[p.Key] = p
		if p.Deck == Unique {
			owned[p.Spirit] = append(owned[p.Spirit], p.Key)
		}
	}
	for i := range spirits {
		s := &spirits[i]
		want := owned[s.Key]
		if fmt.Sprint(s.Unique) != fmt.Sprint(want) {
			return fmt.Errorf("spirit %q lists unique powers %v; the powers naming it, by key, are %v", s.Key, s.Unique, want)
		}
		for _, k := range s.Progression {
			p, ok := byKey[k]
			if !ok {
				return fmt.Errorf("spirit %q: progression names no power %q", s.Key, k)
			}
			if p.Deck == Unique {
				return fmt.Errorf("spirit %q: progression names the unique power %q", s.Key, k)
			}
		}
	}
	return nil
}

func convertFear(raw []rawFear) ([]FearCard, error) {
	if err := uniqueKeys(keysOf(raw)); err != nil {
		return nil, err
	}
	var out []FearCard
	for _, r := range raw {
		f := FearCard{Key: r.Key, Name: r.Name}
		if err := checkText("fear card "+r.Key, r.Name); err != nil {
			return nil, err
		}
		if len(r.Levels) != 3 {
			return nil, fmt.Errorf("fear card %q: %d levels, not 3", r.Key, len(r.Levels))
		}
		for i, t := range r.Levels {
			if err := checkText(fmt.Sprintf("fear card %s level %d", r.Key, i+1), t); err != nil {
				return nil, err
			}
			f.Levels[i] = t
		}
		out = append(out, f)
	}
	return out, nil
}

func convertBlight(raw []rawBlight) ([]BlightCard, error) {
	if err := uniqueKeys(keysOf(raw)); err != nil {
		return nil, err
	}
	var out []BlightCard
	for _, r := range raw {
		if err := checkText("blight card "+r.Key+" name", r.Name); err != nil {
			return nil, err
		}
		if err := checkText("blight card "+r.Key, r.Text); err != nil {
			return nil, err
		}
		if r.PerPlayer <= 0 {
			return nil, fmt.Errorf("blight card %q: %d blight per player", r.Key, r.PerPlayer)
		}
		out = append(out, BlightCard{Key: r.Key, Name: r.Name, PerPlayer: r.PerPlayer, Text: r.Text})
	}
	return out, nil
}

// convertInvaders reads the invader cards, the deck and the adversaries: a
// stage I or II card names one terrain or the coasts, a stage III card two
// terrains, and only the single-terrain stage II cards carry escalation.
func convertInvaders(f *invadersFile, d *dataSet) error {
	if err := uniqueKeys(keysOf(f.Cards)); err != nil {
		return err
	}
	for _, r := range f.Cards {
		c := InvaderCard{Key: r.Key, Stage: r.Stage, Coastal: r.Coastal}
		if r.Stage < 1 || r.Stage > 3 {
			return fmt.Errorf("card %q: stage %d", r.Key, r.Stage)
		}
		var err error
		if c.Terrains, err = terrainSet(r.Terrains); err != nil {
			return fmt.Errorf("card %q: %w", r.Key, err)
		}
		n := len(r.Terrains)
		switch {
		case c.Terrains.Has(Ocean):
			return fmt.Errorf("card %q names the ocean", r.Key)
		case r.Coastal && (n != 0 || r.Stage == 3):
			return fmt.Errorf("card %q: a coastal card names no terrain and is not stage III", r.Key)
		case !r.Coastal && r.Stage < 3 && n != 1, !r.Coastal && r.Stage == 3 && n != 2:
			return fmt.Errorf("card %q: stage %d with %d terrains", r.Key, r.Stage, n)
		}
		if r.Escalation != c.Escalation() {
			return fmt.Errorf("card %q: escalation %v, but only stage II single-terrain cards have it", r.Key, r.Escalation)
		}
		d.stageCards[r.Stage-1]++
		d.invaders = append(d.invaders, c)
	}
	sort.SliceStable(d.invaders, func(i, j int) bool {
		a, b := &d.invaders[i], &d.invaders[j]
		if a.Stage != b.Stage {
			return a.Stage < b.Stage
		}
		return !a.Coastal && b.Coastal
	})
	for s, keep := range f.Deck.Keep {
		if keep <= 0 || keep > d.stageCards[s] {
			return fmt.Errorf("deck keeps %d of the %d stage %d cards", keep, d.stageCards[s], s+1)
		}
	}
	d.stageDeck = f.Deck.Keep
	if err := checkDeckOrder(f.Deck.Order, d.stageDeck); err != nil {
		return fmt.Errorf("standard deck: %w", err)
	}
	return checkAdversaries(f.Adversaries, d)
}

// checkDeckOrder checks a deck order such as "111-2222-33333" (one digit a
// card, from the top; '-' only groups) against the cards of each stage kept.
func checkDeckOrder(order string, keep [3]int) error {
	var n [3]int
	for _, r := range order {
		switch {
		case r >= '1' && r <= '3':
			n[r-'1']++
		case r != '-':
			return fmt.Errorf("order %q: only the digits 1-3 and '-'", order)
		}
	}
	for s := range n {
		if n[s] > keep[s] {
			return fmt.Errorf("order %q uses %d stage %d cards of the %d kept", order, n[s], s+1, keep[s])
		}
	}
	return nil
}

func checkAdversaries(raw []adversary, d *dataSet) error {
	if err := uniqueKeys(keysOf(raw)); err != nil {
		return err
	}
	for _, a := range raw {
		texts := []engine.Text{a.Name, a.Escalation.Name, a.Escalation.Text}
		if a.Loss != nil {
			texts = append(texts, a.Loss.Name, a.Loss.Text)
		}
		if len(a.Levels) != 6 {
			return fmt.Errorf("adversary %q: %d levels, not 6", a.Key, len(a.Levels))
		}
		last := a.Difficulty
		for i, l := range a.Levels {
			if l.Level != i+1 || l.Difficulty <= last {
				return fmt.Errorf("adversary %q level %d: numbered %d, difficulty %d after %d", a.Key, i+1, l.Level, l.Difficulty, last)
			}
			last = l.Difficulty
			for _, n := range l.Fear {
				if n <= 0 {
					return fmt.Errorf("adversary %q level %d: fear cards %v", a.Key, l.Level, l.Fear)
				}
			}
			if l.Deck != "" {
				if err := checkDeckOrder(l.Deck, d.stageDeck); err != nil {
					return fmt.Errorf("adversary %q level %d: %w", a.Key, l.Level, err)
				}
			}
			texts = append(texts, l.Name, l.Text)
		}
		for i, t := range texts {
			if err := checkText(fmt.Sprintf("adversary %s text %d", a.Key, i+1), t); err != nil {
				return err
			}
		}
	}
	d.adversaries = raw
	return nil
}
