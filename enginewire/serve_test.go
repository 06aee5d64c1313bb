package enginewire_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"shima/engine"
	"shima/enginewire"
)

// An engine whose input ends while a bot thinks stops the bot a second
// later (InputEndGrace), answers "interrupted" and exits, whether the bot's
// search can be cut short (mcts) or not (lookahead, which thinks for a
// minute on Catan's first settlement).
func TestInputEndStopsTheEngine(t *testing.T) {
	for _, spec := range []string{"mcts:10m", "lookahead:1000"} {
		cmd, stdin, stdout := engineProcess(t)
		replies := bufio.NewScanner(stdout)
		for _, req := range []string{
			`{"op":"new","title":"catan","players":4,"seed":1,"as":"c"}`,
			`{"op":"best","game":"c","bot":"` + spec + `"}`,
		} {
			if _, err := stdin.Write([]byte(req + "\n")); err != nil {
				t.Fatal(err)
			}
		}
		if !replies.Scan() || !strings.Contains(replies.Text(), `"game":"c"`) {
			t.Fatalf("%s: new: %s", spec, replies.Text())
		}
		time.Sleep(300 * time.Millisecond) // the bot thinks
		stdin.Close()
		closed := time.Now()
		exited := make(chan string, 1)
		go func() {
			replies.Scan() // before Wait, which closes the pipe
			best := replies.Text()
			cmd.Wait()
			exited <- best
		}()
		select {
		case best := <-exited:
			if took := time.Since(closed); took > enginewire.InputEndGrace+time.Second || !cmd.ProcessState.Success() {
				t.Errorf("%s: the engine exited %v after its input ended: %v", spec, took, cmd.ProcessState)
			}
			if !strings.Contains(best, `"interrupted"`) {
				t.Errorf("%s: best: %s", spec, best)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: the engine runs on 10 s after its input ended", spec)
		}
	}
}

// A client that sends 10,000 requests without waiting for their replies
// gets them all, in order, when it reads them as they come on another
// goroutine (PROTOCOL.md: a client that does not read them blocks).
func TestManyRequestsReadAsTheyCome(t *testing.T) {
	const n = 10_000
	cmd, stdin, stdout := engineProcess(t)
	go func() {
		w := bufio.NewWriter(stdin)
		for i := range n {
			fmt.Fprintf(w, `{"op":"hello","id":%d}`+"\n", i)
		}
		w.Flush()
		stdin.Close()
	}()
	replies := bufio.NewScanner(stdout)
	i := 0
	for ; replies.Scan(); i++ {
		if want := fmt.Sprintf(`{"id":%d,`, i); !strings.HasPrefix(replies.Text(), want) {
			t.Fatalf("reply %d: %s", i, replies.Text())
		}
	}
	if err := cmd.Wait(); err != nil || i != n {
		t.Errorf("%d replies of %d: %v", i, n, err)
	}
}

// A batch piped in whole has its input ended before its searches run: a
// quick one is answered, a long one stopped InputEndGrace later.
func TestBatchPipedWhole(t *testing.T) {
	in := `{"op":"new","title":"micronesia","players":3,"as":"m"}
{"op":"best","game":"m","bot":"mcts:200","id":1}
{"op":"best","game":"m","bot":"mcts:10m","id":2}
`
	var out bytes.Buffer
	start := time.Now()
	if err := enginewire.NewServer(engine.EN).Serve(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	replies := strings.Split(out.String(), "\n")
	if len(replies) != 4 || !strings.Contains(replies[1], `"iterations":200`) || !strings.Contains(replies[2], `"interrupted"`) ||
		took < enginewire.InputEndGrace || took > enginewire.InputEndGrace+5*time.Second {
		t.Errorf("after %v:\n%s", took, out.String())
	}
}
