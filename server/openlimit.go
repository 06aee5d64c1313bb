package server

import (
	"context"
	"slices"
	"sync"
	"time"

	"shima/match"
	"shima/store"
)

// openLimit caps, per client address, the matches waiting in the lobby for
// someone to take an open seat, so that one client cannot fill the open
// list. It knows the matches created on this node, in memory (a restart
// forgets them); whether each is still waiting it asks the store.
type openLimit struct {
	mu      sync.Mutex // guards clients; never held across a call to the store
	max     int
	clients map[string]*openClient // by address
}

// openClient is what openLimit knows of one address.
type openClient struct {
	created  []openMatch // its matches, waiting for players when last looked at
	reserved int         // its creations under way, which count as waiting
}

type openMatch struct {
	id string
	at time.Time
}

// hasFreeOpenSeat reports whether a match set up with cfg offers an open
// seat in the lobby: one not taken by its creator (the seats mine).
func hasFreeOpenSeat(cfg match.Config, mine []int) bool {
	for i, sc := range cfg.Seats {
		if sc.Kind == match.Person && sc.Open && !slices.Contains(mine, i) {
			return true
		}
	}
	return false
}

// reserve counts addr's matches still waiting for players and, if they and
// its creations under way are fewer than max, reserves a place for one
// more: the caller then calls note once the match is stored, or release.
// n is how many count. The store is read without the lock, so that a
// creation waits for no other.
func (o *openLimit) reserve(ctx context.Context, st store.Store, addr string) (ok bool, n int, err error) {
	o.mu.Lock()
	var ids []string
	if c := o.clients[addr]; c != nil {
		for _, m := range c.created {
			ids = append(ids, m.id)
		}
	}
	o.mu.Unlock()
	waiting := map[string]bool{}
	if len(ids) > 0 {
		sums, err := st.Summaries(ctx, ids)
		if err != nil {
			return false, 0, err
		}
		for _, sum := range sums {
			waiting[sum.ID] = stillWaiting(sum)
		}
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	c := o.clients[addr]
	if c == nil {
		c = &openClient{}
		o.clients[addr] = c
	}
	kept := c.created[:0]
	for _, m := range c.created {
		if _, looked := waiting[m.id]; waiting[m.id] || !looked { // one noted since the look counts
			kept = append(kept, m)
		}
	}
	c.created = kept
	n = len(c.created) + c.reserved
	if n >= o.max {
		return false, n, nil
	}
	c.reserved++
	return true, n, nil
}

// stillWaiting reports whether sum is a match playing with an open seat free.
func stillWaiting(sum store.Summary) bool {
	if sum.Status != store.Playing {
		return false
	}
	for i, seat := range sum.Seats {
		if sc := sum.Config.Seats[i]; sc.Kind == match.Person && sc.Open && !seat.Claimed {
			return true
		}
	}
	return false
}

// note fills the place reserved for addr with its new match id, created at.
func (o *openLimit) note(addr, id string, at time.Time) {
	o.mu.Lock()
	defer o.mu.Unlock()
	c := o.clients[addr]
	c.reserved--
	c.created = append(c.created, openMatch{id, at})
}

// release gives back the place reserved for addr: the match was not created.
func (o *openLimit) release(addr string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	c := o.clients[addr]
	c.reserved--
	o.dropEmpty(addr, c)
}

// forget drops the matches created before before: by then they are taken,
// over or abandoned (or, where matches are never closed, no longer counted).
func (o *openLimit) forget(before time.Time) {
	o.mu.Lock()
	defer o.mu.Unlock()
	for addr, c := range o.clients {
		kept := c.created[:0]
		for _, m := range c.created {
			if !m.at.Before(before) {
				kept = append(kept, m)
			}
		}
		c.created = kept
		o.dropEmpty(addr, c)
	}
}

// dropEmpty forgets addr if it has no match nor creation under way. Runs
// with o.mu held.
func (o *openLimit) dropEmpty(addr string, c *openClient) {
	if len(c.created) == 0 && c.reserved == 0 {
		delete(o.clients, addr)
	}
}
