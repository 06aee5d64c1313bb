package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"
)

// claimBody is the request that takes a seat with its invite.
var claimBody = []byte(`{"name": ""}`)

// created is the answer to POST /api/matches.
type created struct {
	ID    string `json:"id"`
	Seats []struct {
		Seat  int    `json:"seat"`
		Token string `json:"token"`
	} `json:"seats"`
}

// slot plays one match after another until ctx ends. Its k-th match is
// created on node slot+k and its clients go to the nodes after that one,
// round the list, so that with several nodes every match has clients on
// more than one.
func (r *run) slot(ctx context.Context, slot int) {
	var ready sync.Once
	for k := 0; ctx.Err() == nil; k++ {
		src := withSource(ctx, sourceOf(r.made.Add(1)))
		err := r.playMatch(src, slot+k, func() { ready.Do(func() { r.ready.Add(1) }) })
		if err != nil && ctx.Err() == nil {
			if errors.Is(err, errStalled) {
				r.stalls.Add(1)
				r.note(err.Error())
			} else {
				r.fail(err)
			}
			sleep(ctx, 200*time.Millisecond) // do not spin on a server that refuses
		}
	}
}

// playMatch creates a match on node first (modulo the nodes), plays it to
// its end, and calls ready once its clients have their first snapshots.
func (r *run) playMatch(ctx context.Context, first int, ready func()) error {
	n := len(r.opts.URLs)
	c, err := r.create(ctx, r.opts.URLs[first%n])
	if err != nil {
		return err
	}
	seats := r.game.Seats
	if len(c.Seats) != seats {
		return fmt.Errorf("match %s was created with %d seats, not %d", c.ID, len(c.Seats), seats)
	}
	r.started.Add(1)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	g := &game{r: r, id: c.ID, sent: make([]sentMove, 1, 64), ready: ready}
	g.touch()
	players := make([]*player, seats)
	for i := range players {
		node := (first + i) % n
		conn, err := r.dial(ctx, r.opts.URLs[node])
		if err != nil {
			return err
		}
		defer conn.CloseNow()
		token := c.Seats[i].Token // the creator's own, in seat 0
		if i > 0 {
			if token, err = r.take(ctx, r.opts.URLs[node], c.ID, i, token); err != nil {
				return err
			}
		}
		players[i] = &player{g: g, seat: i, node: node, token: token, conn: conn}
	}
	stalled := make(chan bool, 1)
	go func() { stalled <- g.watch(ctx, cancel) }()
	var wg sync.WaitGroup
	var once sync.Once
	var failed error
	for _, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := p.play(ctx); err != nil {
				once.Do(func() { failed = err })
				cancel()
			}
		}()
	}
	wg.Wait()
	cancel()
	if <-stalled {
		return errStalled
	}
	if failed != nil {
		return failed
	}
	r.finished.Add(1)
	return nil
}

// create makes a match on the node at base, waiting out rate limits.
func (r *run) create(ctx context.Context, base string) (*created, error) {
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/matches", bytes.NewReader(r.createReq))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := r.client.Do(req)
		if err != nil {
			return nil, fmt.Errorf("create a match: %w", err)
		}
		body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("create a match: %w", err)
		}
		switch resp.StatusCode {
		case http.StatusCreated:
			var c created
			if err := json.Unmarshal(body, &c); err != nil {
				return nil, fmt.Errorf("create a match: %w", err)
			}
			return &c, nil
		case http.StatusTooManyRequests:
			r.refused.Add(1)
			r.note("create a match: " + string(bytes.TrimSpace(body)))
			if err := sleep(ctx, time.Second); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("create a match: %s: %s", resp.Status, bytes.TrimSpace(body))
		}
	}
}

// take takes seat of match id with its invite, as the friend sent the link
// does, and returns the seat's own token.
func (r *run) take(ctx context.Context, base, id string, seat int, invite string) (string, error) {
	url := fmt.Sprintf("%s/api/matches/%s/seats/%d/claim", base, id, seat)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(claimBody))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+invite)
	resp, err := r.client.Do(req)
	if err != nil {
		return "", fmt.Errorf("take seat %d of match %s: %w", seat, id, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return "", fmt.Errorf("take seat %d of match %s: %w", seat, id, err)
	}
	var took struct {
		Token string `json:"token"`
	}
	if resp.StatusCode != http.StatusOK || json.Unmarshal(body, &took) != nil || took.Token == "" {
		return "", fmt.Errorf("take seat %d of match %s: %s: %s", seat, id, resp.Status, bytes.TrimSpace(body))
	}
	return took.Token, nil
}

// sleep waits for d or the end of ctx.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
