package spiritisland

import (
	"fmt"
	"os"
	"testing"

	"shima/engine"
)

func TestZZDump(t *testing.T) {
	if os.Getenv("DUMP") == "" {
		t.Skip()
	}
	g, _ := Game{}.New(engine.Config{Seats: 2, Seed: 12, Options: map[string]string{}})
	st := g.(*State)
	r := engine.NewRand(3)
	n := 0
	for !st.Over() && n < 400 {
		m := st.ToMove()
		s := m[r.IntN(len(m))]
		legal := st.Legal(s, nil)
		a := legal[r.IntN(len(legal))]
		fmt.Println(">>", st.Describe(a, engine.EN))
		ev, err := engine.ApplyEvents(st, s, a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			d := "  "
			if e.Detail {
				d = "    "
			}
			fmt.Printf("%s[%s] %s | %s | at=%v\n", d, e.Kind, e.Text.EN, e.Text.JA, e.At)
		}
		n++
	}
}
