package server

import (
	"context"
	"sync"
	"time"

	"shima/match"
	"shima/store"
)

// openLimit caps, per client address, the matches waiting in the lobby for
// someone to take an open seat, so that one client cannot fill the open
// list. It knows the matches created on this node; whether each is still
// waiting it asks the store.
type openLimit struct {
	mu      sync.Mutex // held from the check to the note, so that two creations cannot both pass
	max     int
	created map[string][]openMatch // by client address
}

type openMatch struct {
	id string
	at time.Time
}

// hasFreeOpenSeat reports whether a match set up with cfg offers an open
// seat in the lobby: one not taken by its creator (seat mine, or -1).
func hasFreeOpenSeat(cfg match.Config, mine int) bool {
	for i, sc := range cfg.Seats {
		if sc.Kind == match.Person && sc.Open && i != mine {
			return true
		}
	}
	return false
}

// waiting counts the matches of addr still waiting for someone to take an
// open seat, forgetting the others. Runs with o.mu held.
func (o *openLimit) waiting(ctx context.Context, st store.Store, addr string) (int, error) {
	list := o.created[addr]
	if len(list) == 0 {
		return 0, nil
	}
	ids := make([]string, len(list))
	for i, m := range list {
		ids[i] = m.id
	}
	sums, err := st.Summaries(ctx, ids)
	if err != nil {
		return 0, err
	}
	still := map[string]bool{}
	for _, sum := range sums {
		if sum.Status != store.Playing {
			continue
		}
		for i, seat := range sum.Seats {
			if sc := sum.Config.Seats[i]; sc.Kind == match.Person && sc.Open && !seat.Claimed {
				still[sum.ID] = true
			}
		}
	}
	kept := list[:0]
	for _, m := range list {
		if still[m.id] {
			kept = append(kept, m)
		}
	}
	o.set(addr, kept)
	return len(kept), nil
}

// note records that addr created match id, waiting for players.
// Runs with o.mu held.
func (o *openLimit) note(addr, id string, at time.Time) {
	o.created[addr] = append(o.created[addr], openMatch{id, at})
}

// set keeps list as addr's matches, forgetting addr when it has none.
func (o *openLimit) set(addr string, list []openMatch) {
	if len(list) == 0 {
		delete(o.created, addr)
	} else {
		o.created[addr] = list
	}
}

// forget drops the matches created before before: by then they are taken,
// over or abandoned.
func (o *openLimit) forget(before time.Time) {
	o.mu.Lock()
	defer o.mu.Unlock()
	for addr, list := range o.created {
		kept := list[:0]
		for _, m := range list {
			if !m.at.Before(before) {
				kept = append(kept, m)
			}
		}
		o.set(addr, kept)
	}
}
