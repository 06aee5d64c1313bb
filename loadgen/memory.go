package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"

	"shima/engine"
	"shima/server"
	"shima/store"
)

// MaxIdleMatches bounds the matches of a memory measurement.
const MaxIdleMatches = 20000

// idleMoves is how many moves each match of a memory measurement has.
const idleMoves = 2

// Memory is what an idle match costs a server: the Go heap it holds while
// loaded with nobody watching, and the store's bytes.
type Memory struct {
	Matches int `json:"matches"`
	Moves   int `json:"moves"` // in each match
	// HeapBefore and HeapAfter are the live heap (HeapAlloc after a
	// collection) before the matches were made and after; HeapPerMatch is
	// the difference over Matches.
	HeapBefore   uint64 `json:"heap_before"`
	HeapAfter    uint64 `json:"heap_after"`
	HeapPerMatch int64  `json:"heap_per_match"`
	// StoreBytes is the size of the SQLite file (schema included), 0 for
	// another store; StorePerMatch is it over Matches.
	StoreBytes    int64 `json:"store_bytes"`
	StorePerMatch int64 `json:"store_per_match"`
}

// MeasureMemory makes a server over st in this process, creates matches
// matches through its API (in memory, no sockets), plays idleMoves moves in
// each, and measures the heap they hold once collected. It closes st before
// returning; path, when not "", is st's SQLite file, whose size it reports
// after the close (which moves the write-ahead log into it). st should be
// empty, so that the size is the matches'.
func MeasureMemory(ctx context.Context, st store.Store, path string, matches int) (*Memory, error) {
	m, err := measureHeap(ctx, st, matches)
	if cerr := st.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	if path != "" {
		fi, err := os.Stat(path)
		if err != nil {
			return nil, err
		}
		m.StoreBytes = fi.Size()
		m.StorePerMatch = m.StoreBytes / int64(matches)
	}
	return m, nil
}

// measureHeap is MeasureMemory without the store's size.
func measureHeap(ctx context.Context, st store.Store, matches int) (*Memory, error) {
	if matches < 1 || matches > MaxIdleMatches {
		return nil, engine.Rejectf("memory: matches must be 1 to %d, not %d", "メモリ計測の対戦数は1〜%dです(%dは指定できません)", MaxIdleMatches, matches)
	}
	srv, err := server.New(ctx, server.Config{Store: st, BotDelay: -1, CreateRate: 1e9, CreateBurst: 1 << 30})
	if err != nil {
		return nil, err
	}
	defer srv.Shutdown(ctx)
	api := &memoryAPI{h: srv.Handler(), rng: rand.New(rand.NewPCG(1, 2))}
	if err := api.idleMatch(); err != nil { // first use: what the server sets up once is not a match's
		return nil, err
	}
	m := &Memory{Matches: matches, Moves: idleMoves, HeapBefore: liveHeap()}
	for range matches {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := api.idleMatch(); err != nil {
			return nil, err
		}
	}
	m.HeapAfter = liveHeap()
	m.HeapPerMatch = (int64(m.HeapAfter) - int64(m.HeapBefore)) / int64(matches)
	return m, nil
}

// liveHeap is the heap in use after a full collection.
func liveHeap() uint64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// memoryAPI calls a server's handler directly.
type memoryAPI struct {
	h   http.Handler
	rng *rand.Rand
}

// idleMatch creates a match of the default game, all seats people's, and plays idleMoves random moves in it.
func (a *memoryAPI) idleMatch() error {
	var c created
	if err := a.call(http.MethodPost, "/api/matches", "", createBody(DefaultGame, Games[DefaultGame], false), http.StatusCreated, &c); err != nil {
		return err
	}
	for i, st := range c.Seats { // the friends take their seats with their invites
		var took struct {
			Token string `json:"token"`
		}
		if err := a.call(http.MethodPost, fmt.Sprintf("/api/matches/%s/seats/%d/claim", c.ID, st.Seat), st.Token, claimBody, http.StatusOK, &took); err != nil {
			return err
		}
		c.Seats[i].Token = took.Token
	}
	for range idleMoves {
		var spectator struct {
			ToMove []int `json:"to_move"`
		}
		if err := a.call(http.MethodGet, "/api/matches/"+c.ID, "", nil, http.StatusOK, &spectator); err != nil {
			return err
		}
		if len(spectator.ToMove) == 0 {
			return fmt.Errorf("match %s: nobody to move", c.ID)
		}
		token := c.Seats[spectator.ToMove[0]].Token
		var sn struct {
			Seq   int `json:"seq"`
			Legal []struct {
				Action int64 `json:"action"`
			} `json:"legal"`
		}
		if err := a.call(http.MethodGet, "/api/matches/"+c.ID, token, nil, http.StatusOK, &sn); err != nil {
			return err
		}
		if len(sn.Legal) == 0 {
			return fmt.Errorf("match %s: no legal move", c.ID)
		}
		move, _ := json.Marshal(map[string]int64{"seq": int64(sn.Seq), "action": sn.Legal[a.rng.IntN(len(sn.Legal))].Action})
		if err := a.call(http.MethodPost, "/api/matches/"+c.ID+"/moves", token, move, http.StatusOK, nil); err != nil {
			return err
		}
	}
	return nil
}

// call makes one request and decodes the answer into out, expecting status want.
func (a *memoryAPI) call(method, path, token string, body []byte, want int, out any) error {
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	a.h.ServeHTTP(rec, req)
	if rec.Code != want {
		return fmt.Errorf("%s %s: %d %s", method, path, rec.Code, bytes.TrimSpace(rec.Body.Bytes()))
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(rec.Body.Bytes(), out)
}
