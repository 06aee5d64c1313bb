package skye

import (
	"testing"

	"shima/engine/enginetest"
)

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Events: []string{"round", "income", "draw", "prices", "buy", "skip-buying", "unsold", "scoring", "score", "end-scoring"}})
}
