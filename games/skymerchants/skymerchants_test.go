package skymerchants

import (
	"testing"

	"shima/engine/enginetest"
)

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Events: []string{"gain", "income", "tower", "draw", "scoring", "island", "score"}})
}
