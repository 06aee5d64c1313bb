package storetest

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"shima/store"
)

// account is a new account id named name, created at epoch, and its first
// passkey (id key). Its NameKey is the name in lower case, as the caller
// makes it: the store compares NameKey as given.
func account(id, name, key string) (store.Account, store.Passkey) {
	a := store.Account{ID: id, Name: name, NameKey: strings.ToLower(name), Handle: "h-" + id, Created: epoch}
	p := store.Passkey{ID: key, Account: id, Data: []byte(`{"signCount":0}`), Device: name + "'s phone", Created: epoch, Used: epoch}
	return a, p
}

// createAccount stores account id named name with passkey key and the
// given recovery code hashes.
func createAccount(t *testing.T, s store.Store, id, name, key string, recovery ...string) (store.Account, store.Passkey) {
	t.Helper()
	a, p := account(id, name, key)
	if err := s.CreateAccount(context.Background(), a, p, recovery); err != nil {
		t.Fatal(err)
	}
	return a, p
}

// testAccounts: an account is read back as stored, by id and by NameKey;
// unknown ones are ErrNotFound.
func testAccounts(t *testing.T, s store.Store) {
	ctx := context.Background()
	a, _ := createAccount(t, s, "a1", "Hana", "k1")
	got, err := s.Account(ctx, "a1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "account by id", got, a)
	got, err = s.AccountByName(ctx, "hana")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "account by name", got, a)
	_, err = s.Account(ctx, "nosuch")
	wantErr(t, "unknown id", err, store.ErrNotFound)
	_, err = s.AccountByName(ctx, "nosuch")
	wantErr(t, "unknown name", err, store.ErrNotFound)
	_, err = s.AccountByName(ctx, "Hana")
	wantErr(t, "the name as written, not its key", err, store.ErrNotFound)
}

// testAccountNames: a NameKey is taken once, whatever case the name was
// written in; a refused account stores nothing, not its passkey nor its
// recovery codes; a taken passkey id refuses the account too.
func testAccountNames(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, key := range []string{"hana", "Hana"} {
		taken, err := s.NameTaken(ctx, key)
		if err != nil || taken {
			t.Fatalf("NameTaken(%q) before any account: %v %v", key, taken, err)
		}
	}
	createAccount(t, s, "a1", "Hana", "k1", "r1")
	if taken, err := s.NameTaken(ctx, "hana"); err != nil || !taken {
		t.Fatalf("NameTaken(hana): %v %v, want true", taken, err)
	}
	a, p := account("a2", "HANA", "k2")
	wantErr(t, "the name in other case", s.CreateAccount(ctx, a, p, []string{"r2"}), store.ErrConflict)
	_, err := s.Passkey(ctx, "k2")
	wantErr(t, "the refused account's passkey", err, store.ErrNotFound)
	_, err = s.Account(ctx, "a2")
	wantErr(t, "the refused account", err, store.ErrNotFound)
	if n, err := s.RecoveryLeft(ctx, "a2"); err != nil || n != 0 {
		t.Errorf("recovery codes of the refused account: %d (%v), want 0", n, err)
	}

	a, p = account("a3", "Kenji", "k1")
	wantErr(t, "a taken passkey id", s.CreateAccount(ctx, a, p, nil), store.ErrConflict)
	_, err = s.Account(ctx, "a3")
	wantErr(t, "the account refused for its passkey", err, store.ErrNotFound)
	if taken, err := s.NameTaken(ctx, "kenji"); err != nil || taken {
		t.Errorf("NameTaken(kenji) after the refusal: %v %v, want false", taken, err)
	}
	createAccount(t, s, "a3", "Kenji", "k3")
}

// testPasskeys: passkeys are listed oldest first and read back as stored;
// a taken id is ErrConflict; a use saves data and time; the last one is
// not removed (ErrLast), nor an unknown one or another account's
// (ErrNotFound).
func testPasskeys(t *testing.T, s store.Store) {
	ctx := context.Background()
	_, first := createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Kenji", "k9")
	second := store.Passkey{ID: "k2", Account: "a1", Data: []byte(`{"n":2}`), Created: epoch.Add(time.Minute), Used: epoch.Add(time.Minute)}
	if err := s.AddPasskey(ctx, second); err != nil {
		t.Fatal(err)
	}
	taken := second
	taken.ID, taken.Account = "k9", "a1"
	wantErr(t, "a taken id", s.AddPasskey(ctx, taken), store.ErrConflict)
	list, err := s.Passkeys(ctx, "a1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "passkeys", list, []store.Passkey{first, second})
	if list, err := s.Passkeys(ctx, "nosuch"); err != nil || len(list) != 0 {
		t.Errorf("passkeys of an unknown account: %v (%v)", list, err)
	}

	used := epoch.Add(time.Hour + 7*time.Millisecond)
	if err := s.UsePasskey(ctx, "k1", []byte(`{"signCount":1}`), used); err != nil {
		t.Fatal(err)
	}
	first.Data, first.Used = []byte(`{"signCount":1}`), used
	got, err := s.Passkey(ctx, "k1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "the passkey used", got, first)
	_, err = s.Passkey(ctx, "nosuch")
	wantErr(t, "an unknown passkey", err, store.ErrNotFound)
	wantErr(t, "use an unknown passkey", s.UsePasskey(ctx, "nosuch", nil, used), store.ErrNotFound)

	wantErr(t, "remove an unknown passkey", s.RemovePasskey(ctx, "a1", "nosuch"), store.ErrNotFound)
	wantErr(t, "remove another account's passkey", s.RemovePasskey(ctx, "a1", "k9"), store.ErrNotFound)
	wantErr(t, "remove the passkey of an unknown account", s.RemovePasskey(ctx, "nosuch", "k1"), store.ErrNotFound)
	if err := s.RemovePasskey(ctx, "a1", "k1"); err != nil {
		t.Fatal(err)
	}
	wantErr(t, "remove the last passkey", s.RemovePasskey(ctx, "a1", "k2"), store.ErrLast)
	wantErr(t, "remove the other account's last passkey", s.RemovePasskey(ctx, "a2", "k9"), store.ErrLast)
	list, err = s.Passkeys(ctx, "a1")
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "passkeys after the removals", list, []store.Passkey{second})
	_, err = s.Passkey(ctx, "k1")
	wantErr(t, "the passkey removed", err, store.ErrNotFound)
}

// testPasskeyRace: of two removals at once of an account's last two
// passkeys, exactly one removes its passkey and the other gets ErrLast.
func testPasskeyRace(t *testing.T, s store.Store) {
	ctx := context.Background()
	for i := range 20 {
		id := fmt.Sprint("a", i)
		createAccount(t, s, id, id, id+"-k1")
		if err := s.AddPasskey(ctx, store.Passkey{ID: id + "-k2", Account: id, Data: []byte(`{}`), Created: epoch, Used: epoch}); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for j := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[j] = s.RemovePasskey(ctx, id, fmt.Sprintf("%s-k%d", id, j+1))
			}()
		}
		wg.Wait()
		removed := 0
		for _, err := range errs {
			if err == nil {
				removed++
			} else {
				wantErr(t, "the removal that lost", err, store.ErrLast)
			}
		}
		if left, err := s.Passkeys(ctx, id); err != nil || removed != 1 || len(left) != 1 {
			t.Fatalf("account %s: %d removed, %d left (%v): %v", id, removed, len(left), err, errs)
		}
	}
}

// testRecoveryCodes: each code is used once, and only by its account;
// RecoveryLeft counts those not used.
func testRecoveryCodes(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1", "r1", "r2", "r3")
	createAccount(t, s, "a2", "Kenji", "k2", "r9")
	left := func(account string, want int) {
		t.Helper()
		if n, err := s.RecoveryLeft(ctx, account); err != nil || n != want {
			t.Errorf("recovery codes left of %s: %d (%v), want %d", account, n, err, want)
		}
	}
	use := func(account, hash string, want bool) {
		t.Helper()
		if ok, err := s.UseRecoveryCode(ctx, account, hash, epoch); err != nil || ok != want {
			t.Errorf("use code %s of %s: %v (%v), want %v", hash, account, ok, err, want)
		}
	}
	left("a1", 3)
	use("a1", "r2", true)
	use("a1", "r2", false)
	use("a1", "r9", false)
	use("a1", "nosuch", false)
	use("nosuch", "r1", false)
	left("a1", 2)
	left("a2", 1)
	use("a1", "r1", true)
	use("a1", "r3", true)
	left("a1", 0)
	left("nosuch", 0)
}

// testSessions: a session reads back as stored while seen at or after
// since; sessions list the last seen first; an account ends only its own;
// a new session removes the expired.
func testSessions(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Kenji", "k2")
	sessions := []store.Session{
		{Hash: "s1", Account: "a1", Created: epoch, Seen: at(time.Hour), Agent: "Firefox on Linux"},
		{Hash: "s2", Account: "a1", Created: at(time.Minute), Seen: at(2 * time.Hour), Agent: "Safari on iPhone"},
		{Hash: "s3", Account: "a1", Created: epoch, Seen: at(time.Minute)},
		{Hash: "s9", Account: "a2", Created: epoch, Seen: at(3 * time.Hour), Agent: "Chrome"},
	}
	for _, ss := range sessions {
		if err := s.CreateSession(ctx, ss, epoch); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Session(ctx, "s1", at(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "session", got, sessions[0])
	_, err = s.Session(ctx, "s1", at(time.Hour+time.Millisecond))
	wantErr(t, "a session seen before since", err, store.ErrNotFound)
	_, err = s.Session(ctx, "nosuch", epoch)
	wantErr(t, "an unknown session", err, store.ErrNotFound)

	list, err := s.Sessions(ctx, "a1", epoch)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "sessions", list, []store.Session{sessions[1], sessions[0], sessions[2]})
	list, err = s.Sessions(ctx, "a1", at(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "sessions seen since an hour", list, []store.Session{sessions[1], sessions[0]})

	seen := at(5*time.Hour + 3*time.Millisecond)
	if err := s.TouchSession(ctx, "s3", seen); err != nil {
		t.Fatal(err)
	}
	sessions[2].Seen = seen
	if got, err = s.Session(ctx, "s3", at(4*time.Hour)); err != nil {
		t.Fatal(err)
	}
	equal(t, "the session touched", got, sessions[2])
	wantErr(t, "touch an unknown session", s.TouchSession(ctx, "nosuch", seen), store.ErrNotFound)

	if err := s.EndSession(ctx, "a1", "s9"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Session(ctx, "s9", epoch); err != nil {
		t.Errorf("another account's session ended: %v", err)
	}
	if err := s.EndSession(ctx, "a1", "nosuch"); err != nil {
		t.Errorf("end an unknown session: %v", err)
	}
	if err := s.EndSession(ctx, "a1", "s2"); err != nil {
		t.Fatal(err)
	}
	_, err = s.Session(ctx, "s2", epoch)
	wantErr(t, "the session ended", err, store.ErrNotFound)
	list, err = s.Sessions(ctx, "a1", epoch)
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "sessions after the end", list, []store.Session{sessions[2], sessions[0]})
	wantErr(t, "a session hash taken", s.CreateSession(ctx, sessions[0], epoch), store.ErrConflict)

	// A new session sweeps away the expired, of every account: s1 (seen
	// at 1h) and s9 (3h) were last seen before 4h; s3 (5h) stays.
	if err := s.CreateSession(ctx, store.Session{Hash: "s10", Account: "a2", Created: at(6 * time.Hour), Seen: at(6 * time.Hour)}, at(4*time.Hour)); err != nil {
		t.Fatal(err)
	}
	for _, h := range []string{"s1", "s9"} {
		_, err = s.Session(ctx, h, epoch)
		wantErr(t, "an expired session after a new one", err, store.ErrNotFound)
	}
	for _, h := range []string{"s3", "s10"} {
		if _, err := s.Session(ctx, h, epoch); err != nil {
			t.Errorf("session %s after the sweep: %v", h, err)
		}
	}
}

// testCeremonies: a ceremony is taken once, as stored, by its kind, before
// it expires; one that expired is removed when another begins.
func testCeremonies(t *testing.T, s store.Store) {
	ctx := context.Background()
	signup := store.Ceremony{Hash: "c1", Kind: "signup", Name: "Hana", Data: []byte(`{"challenge":"x"}`), Expires: at(5 * time.Minute)}
	add := store.Ceremony{Hash: "c2", Kind: "passkey", Account: "a1", Data: []byte(`{}`), Expires: at(5 * time.Minute)}
	for _, c := range []store.Ceremony{signup, add} {
		if err := s.BeginCeremony(ctx, c, epoch); err != nil {
			t.Fatal(err)
		}
	}
	wantErr(t, "a hash taken", s.BeginCeremony(ctx, signup, epoch), store.ErrConflict)

	_, err := s.TakeCeremony(ctx, "c1", "signin", at(time.Minute))
	wantErr(t, "take it as another kind", err, store.ErrNotFound)
	got, err := s.TakeCeremony(ctx, "c1", "signup", at(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	equal(t, "the ceremony taken", got, signup)
	_, err = s.TakeCeremony(ctx, "c1", "signup", at(time.Minute))
	wantErr(t, "take it again", err, store.ErrNotFound)
	_, err = s.TakeCeremony(ctx, "nosuch", "signup", at(time.Minute))
	wantErr(t, "an unknown ceremony", err, store.ErrNotFound)

	_, err = s.TakeCeremony(ctx, "c2", "passkey", at(5*time.Minute+time.Millisecond))
	wantErr(t, "take it once expired", err, store.ErrNotFound)

	// One begun late expires; a later ceremony begun after that removes
	// it, so that it is not there to take even with a clock set back.
	late := store.Ceremony{Hash: "c3", Kind: "signin", Data: []byte(`{}`), Expires: at(time.Minute)}
	if err := s.BeginCeremony(ctx, late, epoch); err != nil {
		t.Fatal(err)
	}
	next := store.Ceremony{Hash: "c4", Kind: "device", Account: "a1", Data: []byte(`{}`), Expires: at(time.Hour)}
	if err := s.BeginCeremony(ctx, next, at(time.Minute+time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	_, err = s.TakeCeremony(ctx, "c3", "signin", epoch)
	wantErr(t, "take one removed as expired", err, store.ErrNotFound)
	if got, err = s.TakeCeremony(ctx, "c4", "device", at(time.Hour)); err != nil {
		t.Fatalf("take one at its expiry: %v", err)
	}
	equal(t, "the device ceremony", got, next)
}

// testCeremonyRace: of two takes of one ceremony at once, exactly one gets it.
func testCeremonyRace(t *testing.T, s store.Store) {
	ctx := context.Background()
	for i := range 20 {
		c := store.Ceremony{Hash: fmt.Sprint("race", i), Kind: "signin", Data: []byte(`{}`), Expires: at(time.Minute)}
		if err := s.BeginCeremony(ctx, c, epoch); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for j := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[j] = s.TakeCeremony(ctx, c.Hash, c.Kind, epoch)
			}()
		}
		wg.Wait()
		taken := 0
		for _, err := range errs {
			if err == nil {
				taken++
			} else {
				wantErr(t, "the take that lost", err, store.ErrNotFound)
			}
		}
		if taken != 1 {
			t.Fatalf("ceremony %s taken %d times: %v", c.Hash, taken, errs)
		}
	}
}

// testDeviceCodes: a code is taken once, before it expires, and gives its
// account; an account's new code replaces its code before.
func testDeviceCodes(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Kenji", "k2")
	for _, hash := range []string{"d1", "d2"} {
		if err := s.AddDeviceCode(ctx, hash, "a1", at(10*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	_, err := s.TakeDeviceCode(ctx, "d1", at(time.Minute))
	wantErr(t, "a code replaced by the account's next", err, store.ErrNotFound)
	wantErr(t, "a hash another account's code has", s.AddDeviceCode(ctx, "d2", "a2", at(time.Hour)), store.ErrConflict)
	account, err := s.TakeDeviceCode(ctx, "d2", at(time.Minute))
	if err != nil || account != "a1" {
		t.Fatalf("take a device code: %q (%v), want a1", account, err)
	}
	_, err = s.TakeDeviceCode(ctx, "d2", at(time.Minute))
	wantErr(t, "take it again", err, store.ErrNotFound)
	if err := s.AddDeviceCode(ctx, "d3", "a1", at(10*time.Minute)); err != nil {
		t.Fatal(err)
	}
	_, err = s.TakeDeviceCode(ctx, "d3", at(10*time.Minute+time.Millisecond))
	wantErr(t, "take one expired", err, store.ErrNotFound)
	_, err = s.TakeDeviceCode(ctx, "d3", epoch)
	wantErr(t, "take the expired one again", err, store.ErrNotFound)
	_, err = s.TakeDeviceCode(ctx, "nosuch", epoch)
	wantErr(t, "an unknown code", err, store.ErrNotFound)
}

// testAccountSeats: an account's seats list newest first, up to a limit;
// a seat added again changes nothing.
func testAccountSeats(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Hana", "k1")
	createAccount(t, s, "a2", "Kenji", "k2")
	seats := []store.AccountSeat{
		{Account: "a1", Match: "m1", Seat: 0, Token: "t1", Added: at(time.Minute)},
		{Account: "a1", Match: "m2", Seat: 1, Token: "t2", Added: at(3 * time.Minute)},
		{Account: "a1", Match: "m2", Seat: 2, Token: "t3", Added: at(2*time.Minute + time.Millisecond)},
		{Account: "a2", Match: "m1", Seat: 1, Token: "t4", Added: at(time.Hour)},
	}
	for _, a := range seats {
		if err := s.AddAccountSeat(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	again := seats[0]
	again.Token, again.Added = "other", at(time.Hour)
	if err := s.AddAccountSeat(ctx, again); err != nil {
		t.Errorf("a seat added again: %v", err)
	}
	list := func(account string, limit int) []store.AccountSeat {
		t.Helper()
		got, err := s.AccountSeats(ctx, account, limit)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	equal(t, "seats", list("a1", 10), []store.AccountSeat{seats[1], seats[2], seats[0]})
	equal(t, "seats up to 2", list("a1", 2), []store.AccountSeat{seats[1], seats[2]})
	equal(t, "the other account's", list("a2", 10), []store.AccountSeat{seats[3]})
	if got := list("nosuch", 10); len(got) != 0 {
		t.Errorf("seats of an unknown account: %v", got)
	}
}
