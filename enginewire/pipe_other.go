//go:build !linux

package enginewire

import "io"

// Input returns the reader Serve should read r through: r itself here (a
// pipe waits awake only on Linux: pipe_linux.go).
func Input(r io.Reader) (in io.Reader, done func()) { return r, func() {} }
