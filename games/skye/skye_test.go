package skye

import (
	"testing"

	"shima/engine/enginetest"
)

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Options{Events: []string{"discard", "price", "buy", "pass", "place", "round", "income", "draw", "prices", "skip-buying", "unsold", "scoring", "score", "end-scoring"}})
}
