package match

import (
	"encoding/json"
	"testing"

	"shima/engine"
)

func jsonView(t *testing.T, m *Match, v any) {
	t.Helper()
	raw, _ := m.View(engine.Spectator).MarshalJSON()
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatal(err)
	}
}
