package web

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

func busy() int64 {
	b, _ := os.ReadFile("/proc/stat")
	var u, n, s, i, w, q, sq int64
	var name string
	_, _ = sscan(string(b), &name, &u, &n, &s, &i, &w, &q, &sq)
	return u + n + s + q + sq
}

func metrics(t *testing.T, p *page) map[string]float64 {
	out := map[string]float64{}
	if err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		m, err := cdp.Call(ctx, tg, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			return err
		}
		for _, x := range m.Metrics {
			out[x.Name] = x.Value
		}
		return nil
	})); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestZZIdle(t *testing.T) {
	ctx := browser(t)
	for _, path := range []string{"/", "/m/bots1#t=" + tokenHana, "/m/catanmain1#t=" + tokenHana} {
		for _, sc := range screens {
			f := newFake(t)
			p := openPage(t, ctx, sc, "", f.srv.URL)
			if err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, performance.Enable, performance.EnableParams{})
				return err
			})); err != nil {
				t.Fatal(err)
			}
			a := busy()
			p.open(path)
			time.Sleep(1500 * time.Millisecond)
			m1 := metrics(t, p)
			b := busy()
			if os.Getenv("ZZCV") != "" {
				evalJS[bool](p, `(() => { const s = document.createElement("style"); s.textContent = "` + os.Getenv("ZZCV") + `"; document.head.append(s); return true })()`)
				time.Sleep(500 * time.Millisecond)
				b = busy()
			}
			evalJS[bool](p, `(() => { window.__muts = []; new MutationObserver(rs => { for (const r of rs) window.__muts.push(r.type + " " + (r.target.className?.baseVal ?? r.target.className ?? r.target.nodeName) + " " + (r.attributeName ?? "")) }).observe(document, {subtree: true, attributes: true, childList: true, characterData: true}); return true })()`)
			var w []int64
			for range 4 {
				x := busy()
				time.Sleep(2 * time.Second)
				w = append(w, busy()-x)
			}
			t.Logf("windows of 2 s: %v", w)
			c := busy()
			t.Logf("mutations: %s", evalJS[string](p, `window.__muts.length + ": " + [...new Set(window.__muts)].slice(0, 20).join(" | ")`))
			self, _ := os.ReadFile("/proc/self/stat")
			t.Logf("self stat: %s", strings.Join(strings.Fields(string(self))[13:15], " "))
			t.Logf("animations: %s", evalJS[string](p, `document.getAnimations().map(a => (a.animationName||a.constructor.name) + ":" + a.playState + ":" + (a.effect?.target?.className?.baseVal ?? a.effect?.target?.className)).join(", ")`))
			m2 := metrics(t, p)
			t.Logf("%s %s: load %d cs, idle 3 s %d cs", path, sc.name, b-a, c-b)
			for _, k := range []string{"TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "LayoutCount", "RecalcStyleCount", "Nodes"} {
				t.Logf("   %s: load %.3f, idle +%.3f", k, m1[k], m2[k]-m1[k])
			}
		}
	}
}
