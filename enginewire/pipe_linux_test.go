package enginewire

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A pipe read through Input answers requests that come at once and ones
// that come after the engine has gone to sleep, and ends with its input;
// the pipe is blocking again afterwards. Anything else is read as it is.
func TestInputOfAPipe(t *testing.T) {
	var buf bytes.Buffer
	if in, _ := Input(&buf); in != io.Reader(&buf) {
		t.Errorf("a buffer is read through %T", in)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	in, done := Input(r)
	p, ok := in.(*pipe)
	if !ok {
		t.Fatalf("a pipe is read through %T", in)
	}
	if nb, err := isNonblock(p.fd); err != nil || !nb {
		t.Errorf("the pipe is read blocking: %v %v", nb, err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() {
		served <- NewServer("en").Serve(context.Background(), in, outW)
		outW.Close()
	}()
	replies := bufio.NewReader(outR)
	ask := func(req string) string {
		t.Helper()
		if _, err := w.WriteString(req + "\n"); err != nil {
			t.Fatal(err)
		}
		line, err := replies.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		return line
	}
	if got := ask(`{"op":"new","id":1,"title":"micronesia","players":3,"seed":1,"as":"g","legal":"count"}`); !strings.Contains(got, `"game":"g"`) {
		t.Fatalf("new: %s", got)
	}
	for i := range 20 {
		if i%5 == 4 { // long after PipeSpin: the engine waits asleep
			time.Sleep(20 * PipeSpin)
		}
		if got := ask(`{"op":"apply","id":2,"game":"g","index":0,"legal":"count"}`); !strings.HasPrefix(got, `{"id":2,"to_move":`) {
			t.Fatalf("apply %d: %s", i, got)
		}
	}
	w.Close()
	select {
	case err := <-served:
		if err != nil {
			t.Fatalf("the engine ended with %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the engine did not end with its input")
	}
	done()
	if nb, err := isNonblock(p.fd); err != nil || nb { // (r.Fd() would make it blocking)
		t.Errorf("after done the pipe is non-blocking: %v %v", nb, err)
	}
}

// isNonblock tells whether fd is in non-blocking mode.
func isNonblock(fd int) (bool, error) {
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_GETFL, 0)
	if errno != 0 {
		return false, errno
	}
	return flags&syscall.O_NONBLOCK != 0, nil
}
