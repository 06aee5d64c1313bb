package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"shima/store"
)

// testChat: lines are numbered in the order said, both rooms together; each
// room lists its own only, in order, the last few or all; text is kept as
// given; an unknown match stores nothing; lines said at once all go in,
// each with a number of its own.
func testChat(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, record("m", epoch, person, person))
	create(t, s, record("other", epoch, person))
	say := func(id, room string, seat int, name, text string, at time.Time) store.ChatLine {
		t.Helper()
		line, err := s.AppendChat(ctx, id, store.ChatLine{Room: room, Seat: seat, Name: name, Text: text, At: at})
		if err != nil {
			t.Fatal(err)
		}
		return line
	}
	lines := []store.ChatLine{
		say("m", store.RoomPlayers, 0, "Hana", "hello", epoch),
		say("m", store.RoomSpectators, -1, "", "<b>x</b> & 「観戦」", epoch.Add(time.Second)),
		say("m", store.RoomPlayers, 1, "Ken", "good luck", epoch.Add(2*time.Second)),
		say("other", store.RoomPlayers, 0, "", "elsewhere", epoch),
		say("m", store.RoomPlayers, 0, "Hana", "thanks", epoch.Add(3*time.Second)),
	}
	for i, want := range []int{1, 2, 3, 1, 4} {
		if lines[i].N != want {
			t.Errorf("line %d numbered %d, want %d", i, lines[i].N, want)
		}
	}
	chat := func(id, room string, limit int) []store.ChatLine {
		t.Helper()
		got, err := s.Chat(ctx, id, room, limit)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	equal(t, "players' room", chat("m", store.RoomPlayers, 0), []store.ChatLine{lines[0], lines[2], lines[4]})
	equal(t, "its last two", chat("m", store.RoomPlayers, 2), []store.ChatLine{lines[2], lines[4]})
	equal(t, "spectators' room", chat("m", store.RoomSpectators, 100), []store.ChatLine{lines[1]})
	equal(t, "the other match", chat("other", store.RoomPlayers, 0), []store.ChatLine{lines[3]})
	if got := chat("nosuch", store.RoomPlayers, 0); len(got) != 0 {
		t.Errorf("an unknown match's chat: %+v", got)
	}
	_, err := s.AppendChat(ctx, "nosuch", store.ChatLine{Room: store.RoomPlayers, Text: "x", At: epoch})
	wantErr(t, "a line in an unknown match", err, store.ErrNotFound)
	if _, err := s.AppendChat(ctx, "m", store.ChatLine{Room: "lobby", Text: "x", At: epoch}); err == nil {
		t.Error("a line in an unknown room was stored")
	}

	// Said at once: every line goes in, numbered 5 to 10, none twice.
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.AppendChat(ctx, "m", store.ChatLine{Room: store.RoomSpectators, Seat: -1, Text: fmt.Sprint(i), At: epoch}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	all := chat("m", store.RoomSpectators, 0)
	if len(all) != 7 {
		t.Fatalf("%d spectators' lines after six said at once, want 7", len(all))
	}
	for i, l := range all[1:] {
		if l.N != 5+i {
			t.Errorf("lines said at once numbered %d at %d", l.N, i)
		}
	}
}
