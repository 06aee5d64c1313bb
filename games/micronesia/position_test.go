package micronesia

import (
	"errors"
	"strings"
	"testing"

	"shima/engine"
)

// A rebalance position every case below edits once: seat 0 has split 1, 3
// and 4 into islands 1 and 7.
const rebalancing = `{"game": "micronesia", "seats": 3, "turn": 4, "to_move": 0, "step": "rebalance",
	"stock": [9, 12, 15],
	"islands": [{"island": 1, "seat": 0, "tribes": 1}, {"island": 7, "seat": 0, "tribes": 5}, {"island": 5, "seat": 1, "tribes": 3}],
	"dice": [1, 3, 4], "split": [1, 7], "seed": 5}`

// Every malformed or unreachable position is refused with its reason, and
// the position as given loads.
func TestLoadRefusals(t *testing.T) {
	if _, err := loadPosition([]byte(rebalancing)); err != nil {
		t.Fatalf("the position to edit: %v", err)
	}
	edit := func(old, new string) string {
		if !strings.Contains(rebalancing, old) {
			t.Fatalf("%q not in the position", old)
		}
		return strings.Replace(rebalancing, old, new, 1)
	}
	cases := map[string]string{
		rebalancing + "{}":                         "something follows",
		edit(`"seed": 5`, `"seed": 5, "round": 2`): "unknown field",
		edit(`"seed": 5`, `"rng": "00000000000000000000000000000001", "seed": 5`): "not both",
		edit(`"game": "micronesia"`, `"game": "skye"`):                            "not micronesia",
		edit(`"seats": 3`, `"seats": 5`):                                          "is for 3 to 4 players, not 5",
		edit(`"stock": [9, 12, 15]`, `"stock": [9, 12]`):                          "one per seat",
		edit(`"stock": [9, 12, 15]`, `"stock": [9, 12, 16]`):                      "stock must be 0-15",
		edit(`"stock": [9, 12, 15]`, `"stock": [10, 12, 15]`):                     "more than 15",
		edit(`{"island": 5, "seat": 1`, `{"island": 13, "seat": 1`):               "no island 13",
		edit(`{"island": 5, "seat": 1`, `{"island": 7, "seat": 1`):                "island 7 is listed twice",
		edit(`{"island": 5, "seat": 1`, `{"island": 5, "seat": 3`):                "there is no seat 3",
		edit(`"tribes": 3}`, `"tribes": 0}`):                                      "must hold 1-15 tribes",
		edit(`"to_move": 0`, `"to_move": 3`):                                      "to_move must be a seat 0-2",
		edit(`"dice": [1, 3, 4]`, `"dice": [1, 3]`):                               "dice must list 3 values",
		edit(`"dice": [1, 3, 4]`, `"dice": [1, 3, 7]`):                            "a die shows 1-6, not 7",
		edit(`"step": "rebalance"`, `"step": "roll"`):                             "step must be",
		edit(`"split": [1, 7]`, `"split": [1]`):                                   "two islands the dice were split into",
		edit(`"step": "rebalance"`, `"step": "split"`):                            "belong to the rebalance step",
		edit(`"step": "rebalance"`, `"step": "over"`):                             "needs end",
		edit(`"seed": 5`, `"seed": 5, "end": "burst"`):                            "step is not over",
	}
	for pos, want := range cases {
		st, err := loadPosition([]byte(pos))
		var r *engine.Rejection
		if !errors.As(err, &r) || !strings.Contains(r.Reason.EN, want) || r.Reason.JA == "" {
			t.Errorf("loaded %s\nwith %v (state %v), want a rejection in both languages saying %q", pos, err, st != nil, want)
		}
	}
}
