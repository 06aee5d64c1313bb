package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"shima/internal/apitest"
)

// TestMain lets a test run the shima command as a child process: the child
// is this test binary with SHIMA_TEST_RUN holding the arguments (JSON).
func TestMain(m *testing.M) {
	if args := os.Getenv("SHIMA_TEST_RUN"); args != "" {
		var a []string
		if err := json.Unmarshal([]byte(args), &a); err != nil {
			panic(err)
		}
		os.Exit(run(context.Background(), a, os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// child runs "shima args…" as a separate process.
type child struct {
	cmd    *exec.Cmd
	stderr *bytes.Buffer
}

func startChild(t *testing.T, args ...string) *child {
	t.Helper()
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SHIMA_TEST_RUN="+string(js))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, stderr: &stderr}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return c
}

// sigterm sends the child SIGTERM; the channel gets its exit.
func (c *child) sigterm() <-chan error {
	done := make(chan error, 1)
	c.cmd.Process.Signal(syscall.SIGTERM)
	go func() { done <- c.cmd.Wait() }()
	return done
}

// waitAfterSIGTERM waits for the exit sigterm returned, which must be
// clean and come within 20 seconds.
func (c *child) waitAfterSIGTERM(t *testing.T, done <-chan error) {
	t.Helper()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("after SIGTERM: %v\n%s", err, c.stderr)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("SIGTERM did not stop the server")
	}
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func waitHealthy(t *testing.T, base string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(base + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the server did not come up")
}

type matchSnap struct {
	Seq    int   `json:"seq"`
	ToMove []int `json:"to_move"`
	Over   bool  `json:"over"`
	Legal  []struct {
		Action int `json:"action"`
	} `json:"legal"`
}

// The server is killed with SIGKILL mid-match, just after a person's move
// that hands the turn to a bot; restarted, it has lost nothing, the bot
// moves, and the match plays on to the end. SIGTERM then stops it cleanly.
func TestServeSurvivesSIGKILL(t *testing.T) {
	db := filepath.Join(t.TempDir(), "shima.db")
	addr := freeAddr(t)
	base := "http://" + addr
	server := startChild(t, "serve", "--addr", addr, "--db", db)
	waitHealthy(t, base)
	var c struct {
		ID    string `json:"id"`
		Seats []struct {
			Token string `json:"token"`
		} `json:"seats"`
	}
	apitest.Call(t, "POST", base+"/api/matches", "", map[string]any{"game": "micronesia", "seats": []any{
		map[string]any{"kind": "person"}, map[string]any{"kind": "person"}, map[string]any{"kind": "bot", "bot": "greedy"}}}, &c)
	if c.ID == "" {
		t.Fatal("no match created")
	}
	url := base + "/api/matches/" + c.ID
	for i := range 2 { // the two people take their seats with their invites
		var took struct {
			Token string `json:"token"`
		}
		apitest.Call(t, "POST", fmt.Sprintf("%s/seats/%d/claim", url, i), c.Seats[i].Token, map[string]any{"name": ""}, &took)
		c.Seats[i].Token = took.Token
	}
	acked, killed := 0, false
	for {
		var s matchSnap
		apitest.Call(t, "GET", url, "", nil, &s)
		if s.Over {
			break
		}
		seat := s.ToMove[0]
		if seat == 2 {
			time.Sleep(50 * time.Millisecond) // the bot thinks
			continue
		}
		var me matchSnap
		apitest.Call(t, "GET", url, c.Seats[seat].Token, nil, &me)
		var after matchSnap
		if code := apitest.Call(t, "POST", url+"/moves", c.Seats[seat].Token, map[string]any{"seq": me.Seq, "action": me.Legal[0].Action}, &after); code != 200 {
			continue // the bot moved in between: look again
		}
		acked = me.Seq + 1
		if !killed && acked >= 4 && len(after.ToMove) > 0 && after.ToMove[0] == 2 {
			server.cmd.Process.Signal(syscall.SIGKILL)
			server.cmd.Wait()
			killed = true
			server = startChild(t, "serve", "--addr", addr, "--db", db)
			waitHealthy(t, base)
			var back matchSnap
			apitest.Call(t, "GET", url, "", nil, &back)
			if back.Seq < acked {
				t.Fatalf("after SIGKILL the match has %d events; %d were acknowledged", back.Seq, acked)
			}
			deadline := time.Now().Add(20 * time.Second)
			for back.Seq == acked && !back.Over {
				if time.Now().After(deadline) {
					t.Fatal("the bot did not move after the restart")
				}
				time.Sleep(50 * time.Millisecond)
				apitest.Call(t, "GET", url, "", nil, &back)
			}
		}
	}
	server.waitAfterSIGTERM(t, server.sigterm())
	if !strings.Contains(server.stderr.String(), "shutting down") {
		t.Fatalf("no shutdown in the log:\n%s", server.stderr)
	}
	if !killed {
		t.Fatal("the match ended before the server could be killed at a bot's turn")
	}
}

// On SIGTERM the server first answers /healthz with 503 for the --drain
// time, while the API still works, so that a load balancer stops sending
// it clients; then it stops cleanly.
func TestServeDrainsBeforeStopping(t *testing.T) {
	addr := freeAddr(t)
	base := "http://" + addr
	server := startChild(t, "serve", "--addr", addr, "--db", filepath.Join(t.TempDir(), "shima.db"), "--drain", "3s")
	waitHealthy(t, base)
	done := server.sigterm()
	deadline := time.Now().Add(2 * time.Second)
	for {
		resp, err := http.Get(base + "/healthz")
		if err != nil {
			t.Fatalf("healthz while draining: %v", err)
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusServiceUnavailable {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("healthz still says %d after SIGTERM", resp.StatusCode)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if code := apitest.Call(t, "GET", base+"/api/games", "", nil, nil); code != http.StatusOK {
		t.Fatalf("the API while draining: %d", code)
	}
	server.waitAfterSIGTERM(t, done)
}

// --sync takes full or normal; anything else is refused, in the user's
// language, before a database is opened.
func TestServeSyncFlag(t *testing.T) {
	db := filepath.Join(t.TempDir(), "shima.db")
	code, _, errOut := shima(t, "", "serve", "--db", db, "--sync", "off")
	if code == 0 || !strings.Contains(errOut, "sync is full or normal") {
		t.Fatalf("serve --sync off: %d %q", code, errOut)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("a refused --sync still created the database")
	}
	t.Setenv("SHIMA_LANG", "ja")
	var errJA bytes.Buffer
	if run(context.Background(), []string{"load", "--sync", "sometimes", "--memory", "1"}, strings.NewReader(""), io.Discard, &errJA) == 0 ||
		!strings.Contains(errJA.String(), "syncはfullかnormalです") {
		t.Fatalf("load --sync sometimes in Japanese: %q", errJA.String())
	}
}

// serve --lang sets the pages' language (without it the browser's own
// decides), and --metrics-addr moves /metrics off the game's address.
func TestServeLangAndMetricsAddr(t *testing.T) {
	get := func(url string) (int, string) {
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	addr, metrics := freeAddr(t), freeAddr(t)
	server := startChild(t, "serve", "--addr", addr, "--db", filepath.Join(t.TempDir(), "shima.db"), "--lang", "ja", "--metrics-addr", metrics)
	waitHealthy(t, "http://"+addr)
	if _, page := get("http://" + addr + "/"); !strings.Contains(page, `<html lang="ja" data-lang="ja">`) {
		t.Errorf("serve --lang ja: the page is %.80q…", page)
	}
	if code, _ := get("http://" + addr + "/metrics"); code != http.StatusNotFound {
		t.Errorf("/metrics on the game's address with --metrics-addr: %d", code)
	}
	if code, body := get("http://" + metrics + "/metrics"); code != http.StatusOK || !strings.Contains(body, "shima_moves_total") {
		t.Errorf("/metrics on --metrics-addr: %d %.100q", code, body)
	}
	server.waitAfterSIGTERM(t, server.sigterm())

	addr = freeAddr(t)
	server = startChild(t, "serve", "--addr", addr, "--db", filepath.Join(t.TempDir(), "shima.db"))
	waitHealthy(t, "http://"+addr)
	if _, page := get("http://" + addr + "/"); strings.Contains(page, "data-lang") {
		t.Errorf("serve without --lang sets the pages' language: %.80q…", page)
	}
	if code, _ := get("http://" + addr + "/metrics"); code != http.StatusOK {
		t.Errorf("/metrics on the game's address by default: %d", code)
	}
	server.waitAfterSIGTERM(t, server.sigterm())
}

// serve --bot-workers takes from 1 to the cores the process may use, and says so in
// the user's language otherwise.
func TestServeBotWorkersFlag(t *testing.T) {
	for _, n := range []string{"0", "100000"} {
		code, _, errOut := shima(t, "", "serve", "--db", filepath.Join(t.TempDir(), "shima.db"), "--bot-workers", n)
		if code == 0 || !strings.Contains(errOut, "--bot-workers must be from 1 to the") {
			t.Errorf("serve --bot-workers %s: %d %q", n, code, errOut)
		}
	}
	code, _, errOut := shima(t, "", "serve", "--db", filepath.Join(t.TempDir(), "shima.db"), "--bot-workers", "0", "--lang", "ja")
	if code == 0 || !strings.Contains(errOut, "--bot-workersは1から") {
		t.Errorf("serve --bot-workers 0 --lang ja: %d %q", code, errOut)
	}
}

// serve's and load's --analysis-share takes a share above 0 and at most 1,
// and says so in the user's language otherwise; load's --analysis sets the
// analyses of the server it starts, which its table tells, and does not go
// with --url.
func TestAnalysisFlags(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--db", filepath.Join(t.TempDir(), "shima.db"), "--analysis-share", "0"},
		{"load", "--analysis-share", "1.5"},
		{"load", "--analysis-share", "NaN"},
	} {
		if code, _, errOut := shima(t, "", args...); code == 0 || !strings.Contains(errOut, "--analysis-share must be above 0 and at most 1") {
			t.Errorf("%v: %d %q", args, code, errOut)
		}
	}
	if code, _, errOut := shima(t, "", "serve", "--analysis-share", "2", "--lang", "ja"); code == 0 || !strings.Contains(errOut, "--analysis-shareは0より大きく1以下です") {
		t.Errorf("serve --analysis-share 2 --lang ja: %d %q", code, errOut)
	}
	if code, _, errOut := shima(t, "", "load", "--url", "http://127.0.0.1:1", "--analysis", "0"); code == 0 || !strings.Contains(errOut, "do not go with --url") {
		t.Errorf("load --url with --analysis: %d %q", code, errOut)
	}
	for args, want := range map[string]string{
		"--analysis 0":                           "analyses of finished matches: off",
		"--analysis 30 --analysis-share 0.5":     "analyses of finished matches: mcts:30 a step, once no move or bot turn has been in flight for 20ms, 0.5 of the time",
		"--analysis 30 --lang ja":                "終わった対戦の分析: 1手ごとにmcts:30・",
		"--analysis 99999 --analysis-share 0.25": "mcts:10000 a step",
	} {
		a := append([]string{"load", "--matches", "2", "--warmup", "0", "--duration", "200ms"}, strings.Fields(args)...)
		if code, table, errOut := shima(t, "", a...); code != 0 || !strings.Contains(table, want) {
			t.Errorf("load %s: %d %q %q, want %q", args, code, table, errOut, want)
		}
	}
}

// serve refuses an --origin passkeys cannot be bound to, in the user's
// language, before it opens anything.
func TestServeOriginFlag(t *testing.T) {
	db := filepath.Join(t.TempDir(), "shima.db")
	for _, c := range []struct{ value, lang, want string }{
		{"https://127.0.0.1", "en", "--origin must be http:// or https:// and a host name"},
		{"ftp://shima.example", "en", "not \"ftp://shima.example\""},
		{"https://shima.example/play", "ja", "--originはhttp://かhttps://とホスト名"},
	} {
		code, _, errOut := shima(t, "", "serve", "--db", db, "--origin", c.value, "--lang", c.lang)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("serve --origin %s --lang %s: %d %q", c.value, c.lang, code, errOut)
		}
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("a refused --origin still created the database")
	}
}

// serve refuses a --hint-time out of bounds, in the user's language, before
// it opens anything.
func TestServeHintTimeFlag(t *testing.T) {
	db := filepath.Join(t.TempDir(), "shima.db")
	for _, c := range []struct{ value, lang, want string }{
		{"0s", "en", "--hint-time must be above 0 and at most 1m, not 0s"},
		{"2m", "ja", "--hint-timeは0より長く1m以下です(2m0sは使えません)"},
	} {
		code, _, errOut := shima(t, "", "serve", "--db", db, "--hint-time", c.value, "--lang", c.lang)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("serve --hint-time %s --lang %s: %d %q", c.value, c.lang, code, errOut)
		}
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("a refused --hint-time still created the database")
	}
}
