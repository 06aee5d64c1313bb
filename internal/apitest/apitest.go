// Package apitest calls shima's HTTP API (server/API.md) from tests, as a
// client would: a request with a seat's token and a JSON body, and its JSON
// answer decoded. The server's own tests, the command's and the end-to-end
// tests share it.
package apitest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// Call makes a request of the API at url with token (none if "") as the
// bearer, and returns the answer's status. body is nil for none, a string
// to send as it is (malformed JSON, say), or anything else to send as JSON.
// The answer is decoded into out unless out is nil; an answer that is not
// JSON fails the test, as does a request that gets no answer.
func Call(t testing.TB, method, url, token string, body, out any) int {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatalf("%s %s: %v", method, url, err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			t.Fatalf("%s %s: %d %s: %v", method, url, resp.StatusCode, data, err)
		}
	}
	return resp.StatusCode
}
