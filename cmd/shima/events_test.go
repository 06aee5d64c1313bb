package main

import (
	"strings"
	"testing"

	_ "shima/internal/bids"
)

// `position apply --events` prints what the action caused, one JSON event a
// line, in the chosen language, as the viewer sees it, and refuses a viewer
// who is not at the table.
func TestPositionApplyEvents(t *testing.T) {
	pos := `{"game":"bids","round":0,"coins":[5,5],"bids":[3,-1],"points":[0,0]}`
	code, out, errOut := shima(t, pos, "position", "apply", "--events", "-", "bid 1")
	want := `{"kind":"reveal","seat":-1,"text":"Bids shown: red 3, blue 1","data":{"bids":[3,1]}}` + "\n" +
		`{"kind":"score","seat":0,"detail":true,"text":"Red scores a point"}` + "\n"
	if code != 0 || out != want {
		t.Fatalf("events: %d %q %q\nwant %q", code, out, errOut, want)
	}
	code, out, _ = shima(t, pos, "position", "apply", "--events", "-", "bid 1", "--lang", "ja", "--viewer", "-1")
	if code != 0 || !strings.Contains(out, `"text":"赤が1点"`) {
		t.Fatalf("in Japanese, for a spectator: %d %q", code, out)
	}
	code, out, errOut = shima(t, pos, "position", "apply", "--events", "-", "bid 1", "--viewer", "5")
	if code == 0 || out != "" || !strings.Contains(errOut, "--viewer must be a seat from 0 to 1") {
		t.Fatalf("a viewer not at the table: %d %q %q", code, out, errOut)
	}
	code, out, _ = shima(t, pos, "position", "apply", "--events", "-", "bid 4")
	if code == 0 || out != "" {
		t.Fatalf("an illegal action printed events: %d %q", code, out)
	}
}
