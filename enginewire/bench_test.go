package enginewire_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"

	"shima/engine"
	"shima/enginewire"
	_ "shima/games/all"
)

// serveEnv makes the test binary serve the protocol on its standard input
// and output instead of running tests: the benchmark's engine, in another
// process as a client's would be.
const serveEnv = "SHIMA_ENGINEWIRE_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) != "" {
		if err := enginewire.NewServer(engine.EN).Serve(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// BenchmarkRandomPlayoutMicronesia plays random 3-player Micronesia games
// through the protocol from this process against an engine in another, one
// round trip a decision (apply by index with an id, as the Python client
// sends it, the next count in its reply): an op is one decision. Besides the time it reports the processor time both
// processes spent on a decision, which on a machine shared with other work
// says what one core of their own would do (actions per cpu-second).
func BenchmarkRandomPlayoutMicronesia(b *testing.B) {
	cmd, stdin, stdout := engineProcess(b)
	in := bufio.NewReader(stdout)
	out := bufio.NewWriter(stdin)
	var rep struct {
		Error  *struct{ EN string }
		Game   string
		ToMove []int `json:"to_move"`
		Over   bool
		Legal  *struct{ Count int }
	}
	ask := func(req []byte) {
		out.Write(req)
		if err := out.Flush(); err != nil {
			b.Fatal(err)
		}
		line, err := in.ReadBytes('\n')
		if err != nil && err != io.EOF {
			b.Fatal(err)
		}
		rep.Legal, rep.Over = nil, false
		if err := json.Unmarshal(line, &rep); err != nil || rep.Error != nil {
			b.Fatalf("%s: %v %s", req, err, line)
		}
	}
	r := engine.NewRand(1)
	var req []byte
	games := 0
	selfBefore := cpuTime()
	b.ResetTimer()
	for n := 0; n < b.N; {
		games++
		ask([]byte(`{"op":"new","title":"micronesia","players":3,"seed":` + strconv.Itoa(games) + `,"as":"g","legal":"count"}` + "\n"))
		for !rep.Over && n < b.N {
			req = append(req[:0], `{"op":"apply","id":`...)
			req = strconv.AppendInt(req, int64(n), 10)
			req = append(req, `,"game":"g","index":`...)
			req = strconv.AppendInt(req, int64(r.IntN(rep.Legal.Count)), 10)
			req = append(req, `,"legal":"count"}`+"\n"...)
			ask(req)
			n++
		}
		ask([]byte(`{"op":"drop","game":"g"}` + "\n"))
	}
	b.StopTimer()
	self := cpuTime() - selfBefore
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		b.Fatal(err)
	}
	cpu := self + cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(b.N)/cpu.Seconds(), "actions/cpu-s")
	b.ReportMetric(float64(b.N)/float64(games), "actions/game")
}

// engineProcess starts this test binary as an engine serving the protocol
// on its standard input and output.
func engineProcess(tb testing.TB) (*exec.Cmd, io.WriteCloser, io.Reader) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), serveEnv+"=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { cmd.Process.Kill() })
	return cmd, stdin, stdout
}

// cpuTime is the processor time this process has spent so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkHandleApply is the server's share of a decision: a random
// 3-player Micronesia game played by Handle in this process, an op a
// decision as in BenchmarkRandomPlayoutMicronesia, without the pipes.
func BenchmarkHandleApply(b *testing.B) {
	s := enginewire.NewServer(engine.EN)
	ctx := context.Background()
	var rep struct {
		Over  bool
		Legal *struct{ Count int }
	}
	ask := func(req []byte) {
		line := s.Handle(ctx, req)
		rep.Legal, rep.Over = nil, false
		if err := json.Unmarshal(line, &rep); err != nil || rep.Legal == nil && !rep.Over {
			b.Fatalf("%s: %v %s", req, err, line)
		}
	}
	r := engine.NewRand(1)
	var req []byte
	b.ReportAllocs()
	for n, games := 0, 0; n < b.N; {
		games++
		ask([]byte(`{"op":"new","title":"micronesia","players":3,"seed":` + strconv.Itoa(games) + `,"as":"g","legal":"count"}`))
		for !rep.Over && n < b.N {
			req = append(req[:0], `{"op":"apply","id":`...)
			req = strconv.AppendInt(req, int64(n), 10)
			req = append(req, `,"game":"g","index":`...)
			req = strconv.AppendInt(req, int64(r.IntN(rep.Legal.Count)), 10)
			req = append(req, `,"legal":"count"}`...)
			ask(req)
			n++
		}
		s.Handle(ctx, []byte(`{"op":"drop","game":"g"}`))
	}
}
