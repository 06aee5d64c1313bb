package server

import (
	"encoding/json"
	"errors"
	"net/http"

	"shima/engine"
	"shima/store"
)

// apiError is an error with its HTTP status and code (API.md, "Errors").
type apiError struct {
	status int
	code   string
	text   engine.Text
}

func (e *apiError) Error() string { return e.text.EN }

func newAPIError(status int, code, en, ja string) *apiError {
	return &apiError{status: status, code: code, text: engine.T(en, ja)}
}

var (
	errStale           = newAPIError(http.StatusConflict, "stale", "the match has moved on: look again and choose anew", "対戦が先に進みました。もう一度見て選び直してください")
	errForbidden       = newAPIError(http.StatusForbidden, "forbidden", "only a player of this match can do that: open the link you were given to play", "それができるのはこの対戦のプレイヤーだけです。遊ぶために受け取ったリンクを開いてください")
	errBadToken        = newAPIError(http.StatusForbidden, "forbidden", "this link is not valid for this match: check that it was copied whole, or ask for it again", "このリンクはこの対戦では使えません。全部コピーされているか確かめるか、もう一度もらってください")
	errInviteUsed      = newAPIError(http.StatusConflict, "invite_used", "this invite link has been used: its seat is taken. If you took it, open the match in the browser you took it in, or with the personal link you were shown then", "この招待リンクはすでに使われ、席は埋まっています。あなたが座ったのなら、そのときのブラウザか、そのとき表示された自分専用のリンクで対戦を開いてください")
	errClaimFirst      = newAPIError(http.StatusForbidden, "forbidden", "an invite link only takes its seat: take the seat first (claim), then play with the token that gives", "招待リンクでできるのは席に着くことだけです。まず席に着き(claim)、そのとき受け取るトークンで遊んでください")
	errNotFound        = newAPIError(http.StatusNotFound, "not_found", "no such match", "その対戦はありません")
	errTaken           = newAPIError(http.StatusConflict, "conflict", "someone took that seat first", "その席は先に取られました")
	errInviteOnly      = newAPIError(http.StatusForbidden, "forbidden", "this seat is for the holder of its invite link: open the link you were sent", "この席は招待リンクを持つ人の席です。送られたリンクを開いてください")
	errTooLarge        = newAPIError(http.StatusRequestEntityTooLarge, "too_large", "the request is too large", "リクエストが大きすぎます")
	errRate            = newAPIError(http.StatusTooManyRequests, "rate_limited", "too many matches created: wait a little", "対戦の作成が多すぎます。少し待ってください")
	errMineRate        = newAPIError(http.StatusTooManyRequests, "rate_limited", "too many matches looked up: wait a little", "対戦の照会が多すぎます。少し待ってください")
	errNotOver         = newAPIError(http.StatusForbidden, "forbidden", "the replay opens when the match is over", "リプレイは対戦の終了後に見られます")
	errAnalysisNotOver = newAPIError(http.StatusForbidden, "forbidden", "the chances of winning are shown once the match is over, never during it", "勝率の分析は対戦が終わってから見られます。対戦中には表示しません")
	errAnalysesBusy    = newAPIError(http.StatusServiceUnavailable, "unavailable", "too many analyses are waiting on this server: ask again later", "このサーバーでは分析の順番待ちが多すぎます。後でもう一度どうぞ")
	errOrigin          = newAPIError(http.StatusForbidden, "forbidden", "a WebSocket may connect only from this server's own pages", "WebSocketはこのサーバー自身のページからのみ接続できます")
	errNotWebSocket    = newAPIError(http.StatusUpgradeRequired, "bad_request", "this address takes WebSocket connections only", "このアドレスはWebSocket接続専用です")
	errAbandoned       = newAPIError(http.StatusConflict, "closed", "this match was closed: nobody came to play it", "この対戦は、だれも来なかったため閉じられました")
	errOver            = newAPIError(http.StatusConflict, "closed", "this match is over: its seats can no longer be taken", "この対戦は終わっています。もう席には着けません")
	errNoHints         = newAPIError(http.StatusForbidden, "forbidden", "hints are off in this match: its creator chose so, or other people play it", "この対戦ではヒントは使えません。作成者がそう決めたか、ほかの人も遊んでいるためです")
	errHintNotYours    = newAPIError(http.StatusConflict, "stale", "a hint is for a decision of yours: you have none to make now", "ヒントは自分の決定のためのものです。いまは決めることがありません")
	errHintBusy        = newAPIError(http.StatusTooManyRequests, "rate_limited", "the coach is still thinking about your last question", "コーチはまだ前の質問を考えています")
	errCoachBusy       = newAPIError(http.StatusServiceUnavailable, "unavailable", "the coach is answering another question on this server: ask again in a moment", "コーチはこのサーバーで別の質問に答えています。少し後でもう一度どうぞ")
	errClosing         = newAPIError(http.StatusServiceUnavailable, "unavailable", "the server is shutting down", "サーバーを停止しています")
)

func badRequest(en, ja string) *apiError {
	return newAPIError(http.StatusBadRequest, "bad_request", en, ja)
}

// classify turns any error into the API's error: rule rejections are
// "illegal", store errors map to theirs, anything unexpected is a 500 whose
// details stay in the log.
func (s *Server) classify(err error) *apiError {
	var ae *apiError
	var rej *engine.Rejection
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &tooLarge):
		return errTooLarge
	case errors.As(err, &rej):
		return &apiError{status: http.StatusUnprocessableEntity, code: "illegal", text: rej.Reason}
	case errors.Is(err, store.ErrNotFound):
		return errNotFound
	case errors.Is(err, store.ErrConflict):
		return errTaken
	}
	s.log.Error("request failed", "err", err)
	return newAPIError(http.StatusInternalServerError, "internal", "something went wrong on the server", "サーバーで問題が起きました")
}

// writeError answers with err as API.md says, in the request's language.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	ae := s.classify(err)
	writeJSON(w, ae.status, map[string]string{"error": ae.text.In(langOf(r)), "code": ae.code})
}

// writeJSON answers with v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
