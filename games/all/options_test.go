package all

import (
	"slices"
	"testing"

	"shima/engine"
)

// Every option value of every game has a name in both languages for the
// lobby, and an option that counts only with another's value names an
// option and a value that exist.
func TestOptionsAreNamed(t *testing.T) {
	for _, g := range engine.Games() {
		info := g.Info()
		keys := map[string][]string{}
		for _, o := range info.Options {
			keys[o.Key] = o.Values
		}
		for _, o := range info.Options {
			if o.Name.EN == "" || o.Name.JA == "" {
				t.Errorf("%s: option %s has no name in both languages", info.ID, o.Key)
			}
			if len(o.ValueNames) != len(o.Values) {
				t.Errorf("%s: option %s names %d of its %d values", info.ID, o.Key, len(o.ValueNames), len(o.Values))
			}
			for i, n := range o.ValueNames {
				if n.EN == "" || n.JA == "" || n.EN == o.Values[min(i, len(o.Values)-1)] && n.JA == n.EN {
					t.Errorf("%s: option %s's value %d reads %+v", info.ID, o.Key, i, n)
				}
			}
			if w := o.When; w != nil && !slices.Contains(keys[w.Key], w.Value) {
				t.Errorf("%s: option %s counts when %s=%s, which is no option's value", info.ID, o.Key, w.Key, w.Value)
			}
		}
	}
}
