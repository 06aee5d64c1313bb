package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// progress draws a bar on a terminal; on anything else it stays silent, so
// that logs and pipes get only the results.
type progress struct {
	w     io.Writer
	unit  string
	on    bool
	start time.Time
	last  time.Time
}

func newProgress(w io.Writer, unit string) *progress {
	f, ok := w.(*os.File)
	on := false
	if ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			on = true
		}
	}
	return &progress{w: w, unit: unit, on: on, start: time.Now()}
}

// set shows that done of total are finished; it redraws at most ten times a second.
func (p *progress) set(done, total int) {
	if !p.on || (done < total && time.Since(p.last) < 100*time.Millisecond) {
		return
	}
	p.last = time.Now()
	const width = 30
	filled := width * done / max(total, 1)
	eta := ""
	if done > 0 && done < total {
		left := time.Duration(float64(time.Since(p.start)) / float64(done) * float64(total-done))
		eta = " ETA " + left.Round(time.Second).String()
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d %s %s%s   ", strings.Repeat("█", filled), strings.Repeat("·", width-filled),
		done, total, p.unit, time.Since(p.start).Round(time.Second), eta)
}

func (p *progress) finish() {
	if p.on {
		fmt.Fprintln(p.w)
	}
}
