package skymerchants

import (
	"testing"

	"shima/engine/enginetest"
)

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Events: []string{"tile", "house", "tower", "harbour", "done", "trade", "return", "gain", "income", "draw", "scoring", "island", "score"}})
}
