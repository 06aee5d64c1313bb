package engine

import (
	"encoding/hex"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Rand is shima's seeded random source: math/rand/v2's PCG generator as the
// raw bits, with shima's own dice and shuffle on top so that a seed gives the
// same rolls on every Go release (Go does not promise that for rand.IntN).
//
// A Rand is a plain value: copying it copies its state, which is how a State
// carries it into clones and positions.
type Rand struct {
	pcg rand.PCG
}

// seedStream is the second PCG seed word, fixed so that one uint64 seeds a game.
const seedStream = 0x7368696d61 // "shima"

// NewRand returns a source seeded with seed.
func NewRand(seed uint64) Rand {
	return Rand{pcg: *rand.NewPCG(seed, seedStream)}
}

// Uint64 returns 64 random bits.
func (r *Rand) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n). It panics if n <= 0.
// It uses Lemire's multiply-and-reject method, so no value is favoured.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("engine: IntN of a non-positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// Roll returns the face of a die with the given number of sides, from 1.
func (r *Rand) Roll(sides int) int { return r.IntN(sides) + 1 }

// Shuffle puts n elements in a uniformly random order, calling swap to
// exchange two of them (Fisher-Yates, from the last element down).
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Split returns a new source seeded from this one, for a consumer (a bot, a
// rollout) that must not disturb the draws of the game itself.
func (r *Rand) Split() Rand { return NewRand(r.Uint64()) }

// MarshalText writes the generator's state as 32 hex digits.
func (r Rand) MarshalText() ([]byte, error) {
	b, err := r.pcg.MarshalBinary() // "pcg:" then hi and lo, big-endian
	if err != nil {
		return nil, err
	}
	return []byte(hex.EncodeToString(b[4:])), nil
}

// UnmarshalText reads the state written by MarshalText.
func (r *Rand) UnmarshalText(text []byte) error {
	raw, err := hex.DecodeString(string(text))
	if err != nil || len(raw) != 16 {
		return fmt.Errorf("random state must be 32 hex digits, not %q", text)
	}
	return r.pcg.UnmarshalBinary(append([]byte("pcg:"), raw...))
}

// PositionRand is the random source a position file gives: rng, the
// source's state as the game saved it, or, for a position written by hand,
// a source seeded with seed. Giving both is an error; giving neither is
// seed 0.
func PositionRand(rng *Rand, seed *uint64) (Rand, error) {
	switch {
	case rng != nil && seed != nil:
		return Rand{}, Reject("give rng or seed, not both", "rngとseedの両方は書けません")
	case rng != nil:
		return *rng, nil
	case seed != nil:
		return NewRand(*seed), nil
	}
	return NewRand(0), nil
}
