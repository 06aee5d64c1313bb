package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"strings"

	"shima/store"
)

// newToken returns a fresh seat token: 128 random bits as 32 hex digits.
func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return hex.EncodeToString(b[:])
}

// hashToken is what the store keeps of a token: its SHA-256, in hex.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// tokenLen is the length of a seat token: 32 hex digits.
const tokenLen = 32

// matchToken finds the seat whose token is token.
func matchToken(seats []store.Seat, token string) (int, bool) {
	return matchHash(seats, token, func(s store.Seat) string { return s.TokenHash })
}

// matchInvite finds the seat whose invite link carries token, taken or not.
func matchInvite(seats []store.Seat, token string) (int, bool) {
	return matchHash(seats, token, func(s store.Seat) string { return s.InviteHash })
}

// matchHash finds the seat whose hash (of a token) is token's, comparing
// hashes in constant time so that timing tells nothing about a stored token.
func matchHash(seats []store.Seat, token string, hash func(store.Seat) string) (int, bool) {
	if len(token) != tokenLen {
		return 0, false
	}
	h := []byte(hashToken(strings.ToLower(token)))
	found, seat := 0, 0
	for _, s := range seats {
		eq := subtle.ConstantTimeCompare(h, []byte(hash(s)))
		found |= eq
		seat |= eq * s.Seat
	}
	return seat, found == 1
}

// newID returns a fresh match id: 10 base-32 characters (50 random bits).
func newID() string {
	const alphabet = "abcdefghijklmnopqrstuvwxyz234567"
	var b [10]byte
	_, _ = rand.Read(b[:])
	for i := range b {
		b[i] = alphabet[b[i]%32]
	}
	return string(b[:])
}

// newSeed returns a secret seed for a new match.
func newSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	var x uint64
	for _, c := range b {
		x = x<<8 | uint64(c)
	}
	return x
}
