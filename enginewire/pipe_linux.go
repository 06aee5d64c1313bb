package enginewire

import (
	"io"
	"os"
	"syscall"
	"time"
)

// PipeSpin is how long the engine keeps trying to read a pipe before it
// sleeps until the next request comes. A client playing out games sends
// its next request within microseconds of a reply; caught awake, the
// engine spares both processes a wake-up, which on a virtual machine costs
// more than the request itself (PROTOCOL.md, Speed).
const PipeSpin = 50 * time.Microsecond

// Input returns the reader Serve should read r through: for a pipe on
// Linux, one that waits for the next request for PipeSpin awake before it
// sleeps; r itself otherwise. done puts the pipe back as it was.
func Input(r io.Reader) (in io.Reader, done func()) {
	f, ok := r.(*os.File)
	if !ok {
		return r, func() {}
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		return r, func() {}
	}
	fd := int(f.Fd()) // Fd puts the file in blocking mode: set non-blocking after
	if syscall.SetNonblock(fd, true) != nil {
		return r, func() {}
	}
	return &pipe{fd: fd}, func() { syscall.SetNonblock(fd, false) }
}

// pipe reads a non-blocking pipe, trying again for PipeSpin before it
// waits in a blocking read.
type pipe struct{ fd int }

func (p *pipe) Read(b []byte) (int, error) {
	var until time.Time
	for {
		n, err := syscall.Read(p.fd, b)
		switch {
		case err == nil && n == 0:
			return 0, io.EOF
		case err == nil:
			return n, nil
		case err == syscall.EINTR:
			continue
		case err != syscall.EAGAIN:
			return 0, &os.PathError{Op: "read", Path: "standard input", Err: err}
		}
		now := time.Now()
		if until.IsZero() {
			until = now.Add(PipeSpin)
		} else if now.After(until) {
			return p.sleep(b)
		}
	}
}

// sleep reads b in blocking mode: the next request is a while away.
func (p *pipe) sleep(b []byte) (int, error) {
	if err := syscall.SetNonblock(p.fd, false); err != nil {
		return 0, err
	}
	defer syscall.SetNonblock(p.fd, true)
	for {
		n, err := syscall.Read(p.fd, b)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return 0, &os.PathError{Op: "read", Path: "standard input", Err: err}
		}
		if n == 0 {
			return 0, io.EOF
		}
		return n, nil
	}
}
