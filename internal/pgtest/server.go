package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// server is a throwaway PostgreSQL server in a temporary directory.
type server struct {
	bin  string     // the directory of initdb, pg_ctl and postgres
	dir  string     // data/, the log and the unix socket
	user *user.User // the user the server runs as: postgres when we are root
}

// startServer starts a throwaway server and returns the URL of its postgres
// database and the function that stops it and removes its files. unusable
// says why there can be no server here (no PostgreSQL installed).
func startServer() (adminURL string, stop func(), unusable string, err error) {
	srv := &server{}
	if srv.bin, unusable = findBin(); unusable != "" {
		return "", nil, unusable, nil
	}
	if os.Geteuid() == 0 {
		// initdb refuses to run as root.
		if _, err := exec.LookPath("runuser"); err != nil {
			return "", nil, "running as root, but runuser (to run PostgreSQL as postgres) is not installed", nil
		}
		if srv.user, err = user.Lookup("postgres"); err != nil {
			return "", nil, "running as root, but there is no postgres user to run PostgreSQL", nil
		}
	}
	if err := srv.init(); err != nil {
		srv.remove()
		return "", nil, "", err
	}
	port, err := srv.start()
	if err != nil {
		srv.remove()
		return "", nil, "", err
	}
	watchdog, err := srv.watch()
	if err != nil {
		srv.stop()
		return "", nil, "", err
	}
	stop = func() {
		srv.stop()
		watchdog.Process.Kill()
		watchdog.Wait()
	}
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port), stop, "", nil
}

// findBin finds PostgreSQL's programs: Debian's newest version, else on PATH.
func findBin() (dir, unusable string) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int { return version(a) - version(b) })
	for _, d := range slices.Backward(dirs) {
		if _, err := os.Stat(filepath.Join(d, "pg_ctl")); err == nil {
			return d, ""
		}
	}
	if p, err := exec.LookPath("pg_ctl"); err == nil {
		return filepath.Dir(p), ""
	}
	return "", "PostgreSQL is not installed (apt-get install postgresql), and SHIMA_TEST_POSTGRES_URL is not set"
}

// version is the major version in a path /usr/lib/postgresql/<version>/bin.
func version(binDir string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return v
}

// init makes the directory and the database cluster in it.
func (s *server) init() error {
	var err error
	if s.dir, err = os.MkdirTemp("", "shima-pgtest-"); err != nil {
		return err
	}
	if s.user != nil {
		uid, _ := strconv.Atoi(s.user.Uid)
		gid, _ := strconv.Atoi(s.user.Gid)
		if err := os.Chown(s.dir, uid, gid); err != nil {
			return err
		}
	}
	return s.run("initdb", "-D", s.data(), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync")
}

// start starts the server on a free loopback port, and returns the port.
// fsync is off: the server lives for one test run.
func (s *server) start() (int, error) {
	var err error
	for range 3 { // another process may take the port between its choice and its use
		var port int
		if port, err = freePort(); err != nil {
			return 0, err
		}
		options := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off", port, s.dir)
		if err = s.run("pg_ctl", "-D", s.data(), "-l", s.log(), "-w", "-o", options, "start"); err == nil {
			return port, nil
		}
	}
	log, _ := os.ReadFile(s.log())
	return 0, fmt.Errorf("%w\n%s", err, log)
}

// watch starts a process that stops the server and removes its files if
// the test binary dies without calling stop (killed on a timeout). It has
// its own process group, so that a Ctrl-C to the tests does not stop it.
func (s *server) watch() (*exec.Cmd, error) {
	stop := quote(filepath.Join(s.bin, "pg_ctl")) + " -D " + quote(s.data()) + " -m immediate -w stop"
	if s.user != nil {
		stop = "runuser -u postgres -- " + stop
	}
	script := fmt.Sprintf("while kill -0 %d 2>/dev/null; do sleep 1; done; %s >/dev/null 2>&1; rm -rf %s",
		os.Getpid(), stop, quote(s.dir))
	cmd := exec.Command("sh", "-c", script)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd, cmd.Start()
}

// stop stops the server and removes its files.
func (s *server) stop() {
	s.run("pg_ctl", "-D", s.data(), "-m", "fast", "-w", "stop")
	s.remove()
}

func (s *server) remove() {
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}

func (s *server) data() string { return filepath.Join(s.dir, "data") }
func (s *server) log() string  { return filepath.Join(s.dir, "log") }

// run runs one of PostgreSQL's programs, as the postgres user when we are root.
func (s *server) run(program string, args ...string) error {
	path := filepath.Join(s.bin, program)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	if s.user != nil {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", "postgres", "--", path}, args...)...)
	}
	cmd.Dir = s.dir // the postgres user may not be able to read the working directory
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %w\n%s", program, err, out)
	}
	return nil
}

// freePort returns a loopback TCP port nobody listens on now.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	addr, ok := l.Addr().(*net.TCPAddr)
	if !ok {
		return 0, errors.New("no TCP address")
	}
	return addr.Port, nil
}

// quote quotes s for sh.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
