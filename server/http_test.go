package server

import (
	"encoding/json"
	"net/http"
	"testing"

	"shima/engine"
)

// Accept-Language is read by its weights, not only its order.
func TestAcceptLanguageWeights(t *testing.T) {
	for header, want := range map[string]engine.Lang{
		"":                              engine.EN,
		"ja":                            engine.JA,
		"ja-JP,ja;q=0.9,en;q=0.8":       engine.JA,
		"en-US,en;q=0.9,ja;q=0.8":       engine.EN,
		"en;q=0.5, ja;q=0.9":            engine.JA,
		"fr, en;q=0.3, ja;q=0.7":        engine.JA,
		"ja;q=0, en;q=0.1":              engine.EN,
		"ja;q=0":                        engine.EN,
		"en;q=0.8, ja;q=0.8":            engine.EN,
		"de, ja;q=bogus":                engine.JA,
		"en ; q=0.2 , ja ; q=0.3":       engine.JA,
		"ja;level=1;q=0.4, en-GB;q=0.6": engine.EN,
	} {
		if got := acceptLang(header); got != want {
			t.Errorf("Accept-Language %q: %s, want %s", header, got, want)
		}
	}
}

// An error reaches the user in the language their browser weighs most.
func TestErrorsFollowAcceptLanguageWeights(t *testing.T) {
	ts := newTestServer(t, nil)
	req, _ := http.NewRequest("GET", ts.url+"/api/matches/nosuchmatch", nil)
	req.Header.Set("Accept-Language", "en;q=0.5, ja;q=0.9")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var e apiErr
	json.NewDecoder(resp.Body).Decode(&e)
	if resp.StatusCode != http.StatusNotFound || !hasJapanese(e.Error) {
		t.Fatalf("Accept-Language en;q=0.5, ja;q=0.9: %d %q", resp.StatusCode, e.Error)
	}
}
