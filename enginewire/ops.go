package enginewire

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"shima/bot"
	"shima/engine"
)

// ops are the operations, by their "op".
var ops = map[string]func(s *Server, ctx context.Context, r *Request) (Reply, error){
	"hello":   (*Server).hello,
	"games":   (*Server).listGames,
	"new":     (*Server).newGame,
	"load":    (*Server).load,
	"copy":    (*Server).copyGame,
	"drop":    (*Server).drop,
	"status":  (*Server).status,
	"legal":   (*Server).legalOp,
	"apply":   (*Server).apply,
	"view":    (*Server).view,
	"outcome": (*Server).outcome,
	"save":    (*Server).save,
	"best":    (*Server).best,
}

// do answers a parsed request.
func (s *Server) do(ctx context.Context, r *Request) (Reply, error) {
	op, ok := ops[r.Op]
	if !ok {
		return Reply{}, engine.Rejectf("unknown op %q", "「%s」という操作はありません", echo(r.Op))
	}
	// Checked first, so that no request is refused after it changed a game.
	if err := checkLegalForm(r.Legal); err != nil {
		return Reply{}, err
	}
	if _, err := s.language(r); err != nil {
		return Reply{}, err
	}
	return op(s, ctx, r)
}

func (s *Server) hello(_ context.Context, r *Request) (Reply, error) {
	if r.Version != 0 && r.Version != Version {
		return Reply{}, engine.Rejectf("this engine speaks protocol version %d, not %d", "このエンジンのプロトコルは版%dです(版%dではありません)", Version, r.Version)
	}
	return Reply{Protocol: "shima-engine", Version: Version}, nil
}

func (s *Server) listGames(context.Context, *Request) (Reply, error) {
	var out []engine.Info
	for _, g := range engine.Games() {
		out = append(out, g.Info())
	}
	return Reply{Games: out}, nil
}

func (s *Server) newGame(_ context.Context, r *Request) (Reply, error) {
	if r.Title == "" {
		return Reply{}, engine.Reject(`new needs a "title": the board game's id, such as "micronesia"`, `newには"title"(ボードゲームのid、例えば"micronesia")が必要です`)
	}
	st, err := engine.NewState(r.Title, engine.Config{Seats: r.Players, Seed: r.Seed, Options: r.Options})
	if err != nil {
		return Reply{}, err
	}
	return s.add(r, r.Title, st)
}

func (s *Server) load(_ context.Context, r *Request) (Reply, error) {
	if len(r.Position) > 0 && r.Position[0] != '{' && r.Position[0] != '"' {
		return Reply{}, engine.Reject(`"position" must be a JSON object, or a string holding one`, `"position"はJSONオブジェクトか、それを収めた文字列です`)
	}
	data := []byte(r.Position)
	var text string
	if json.Unmarshal(r.Position, &text) == nil {
		data = []byte(text)
	}
	if len(data) == 0 {
		return Reply{}, engine.Reject(`load needs a "position"`, `loadには"position"が必要です`)
	}
	st, err := engine.LoadPosition(data)
	if err != nil {
		return Reply{}, err
	}
	var head struct {
		Game string `json:"game"`
	}
	json.Unmarshal(data, &head) // LoadPosition read it already
	return s.add(r, head.Game, st)
}

func (s *Server) copyGame(_ context.Context, r *Request) (Reply, error) {
	g, err := s.game(r)
	if err != nil {
		return Reply{}, err
	}
	return s.add(r, g.title, g.st.Clone())
}

// add keeps st as a new game, by the id the request gives ("as") or a new
// one, and replies with its status.
func (s *Server) add(r *Request, title string, st engine.State) (Reply, error) {
	id := r.As
	if id == "" {
		for {
			s.next++
			id = "g" + strconv.Itoa(s.next)
			if s.games[id] == nil {
				break
			}
		}
	} else if s.games[id] != nil {
		return Reply{}, engine.Rejectf("there is already a game %q: drop it first, or choose another id", "ゲーム「%s」はすでにあります。先にdropするか、別のidにしてください", echo(id))
	}
	g := &game{title: title, st: st}
	s.games[id] = g
	return s.reply(r, id, g)
}

func (s *Server) drop(_ context.Context, r *Request) (Reply, error) {
	if _, err := s.game(r); err != nil {
		return Reply{}, err
	}
	delete(s.games, r.Game)
	return Reply{}, nil
}

func (s *Server) status(_ context.Context, r *Request) (Reply, error) {
	g, err := s.game(r)
	if err != nil {
		return Reply{}, err
	}
	return s.reply(r, r.Game, g)
}

// reply is a reply with g's status, and the legal actions of its first
// seat to move when the request asks for them ("legal").
func (s *Server) reply(r *Request, id string, g *game) (Reply, error) {
	s.statusOut = Status{Game: id, Title: g.title, Seats: g.st.Seats()}
	rep := Reply{Status: &s.statusOut}
	return rep, s.fill(&rep, r, g)
}

// fill sets rep's seats to move, and the legal actions of the first of
// them when r asks for them ("legal": "count" or "text").
func (s *Server) fill(rep *Reply, r *Request, g *game) error {
	if rep.Status == nil {
		s.statusOut = Status{}
		rep.Status = &s.statusOut
	}
	rep.ToMove = g.st.ToMove()
	if rep.ToMove == nil {
		rep.ToMove = []engine.Seat{}
	}
	rep.Over = g.st.Over()
	if r.Legal == "" || len(rep.ToMove) == 0 {
		return nil
	}
	l, err := s.list(r, g, rep.ToMove[0], r.Legal)
	rep.Legal = l
	return err
}

func (s *Server) legalOp(_ context.Context, r *Request) (Reply, error) {
	g, seat, err := s.gameAndActor(r)
	if err != nil {
		return Reply{}, err
	}
	form := r.Legal
	if form == "" {
		form = "text"
	}
	l, err := s.list(r, g, seat, form)
	return Reply{Legal: l}, err
}

// list is seat's legal actions in g, counted or with their texts (form),
// kept in g for an apply by index.
func (s *Server) list(r *Request, g *game, seat engine.Seat, form string) (*Legal, error) {
	lang, err := s.language(r)
	if err != nil {
		return nil, err
	}
	legal := s.legalOf(g, seat)
	s.legal = Legal{Seat: seat, Count: len(legal)}
	l := &s.legal
	if form == "text" {
		l.Actions = make([]string, len(legal))
		for i, a := range legal {
			l.Actions[i] = g.st.Describe(a, lang)
		}
	}
	return l, nil
}

func checkLegalForm(form string) error {
	if form != "" && form != "count" && form != "text" {
		return engine.Rejectf(`"legal" is "count" or "text", not %q`, `"legal"は"count"か"text"です(「%s」ではありません)`, echo(form))
	}
	return nil
}

// legalOf is seat's legal actions in g, listed anew unless g holds them.
func (s *Server) legalOf(g *game, seat engine.Seat) []engine.Action {
	if !g.listed || g.listedFor != seat {
		g.legal = g.st.Legal(seat, g.legal[:0])
		g.listed, g.listedFor = true, seat
	}
	return g.legal
}

func (s *Server) apply(_ context.Context, r *Request) (Reply, error) {
	g, seat, err := s.gameAndMover(r)
	if err != nil {
		return Reply{}, err
	}
	var viewer engine.Seat
	var eventLang engine.Lang
	if r.Events != "" {
		if eventLang, err = eventLanguage(r.Events); err != nil {
			return Reply{}, err
		}
		viewer = seat
		if r.Viewer != nil {
			if viewer, err = s.seat(g, *r.Viewer, true); err != nil {
				return Reply{}, err
			}
		}
	} else if r.Viewer != nil {
		return Reply{}, engine.Reject(`"viewer" goes with "events"`, `"viewer"は"events"と一緒に使います`)
	}
	legal := s.legalOf(g, seat)
	var a engine.Action
	switch {
	case r.Index != nil && r.Action != nil:
		return Reply{}, engine.Reject(`give "index" or "action", not both`, `"index"と"action"の両方は指定できません`)
	case r.Index != nil:
		if *r.Index < 0 || *r.Index >= len(legal) {
			return Reply{}, engine.Rejectf("index %d is not among seat %d's %d legal actions", "インデックス%dは席%dの合法な行動%d個の範囲外です", *r.Index, seat, len(legal))
		}
		a = legal[*r.Index]
	case r.Action != nil:
		if a, err = engine.ParseFor(g.st, legal, *r.Action); err != nil {
			return Reply{}, err
		}
	default:
		return Reply{}, engine.Reject(`apply needs an "index" or an "action"`, `applyには"index"か"action"が必要です`)
	}
	var rep Reply
	if r.Events == "" {
		err = g.st.Apply(seat, a)
	} else {
		var caused []engine.Event
		caused, err = engine.ApplyEvents(g.st, seat, a)
		rep.Events = eventLines(engine.Seen(caused, viewer), eventLang)
	}
	if err != nil {
		return Reply{}, err
	}
	g.listed = false
	return rep, s.fill(&rep, r, g)
}

// eventLanguage reads "events": a language, or "both".
func eventLanguage(v string) (engine.Lang, error) {
	if v == "both" {
		return "", nil
	}
	if l := engine.Lang(v); l == engine.EN || l == engine.JA {
		return l, nil
	}
	return "", engine.Rejectf(`"events" is "en", "ja" or "both", not %q`, `"events"は"en"、"ja"、"both"のいずれかです(「%s」ではありません)`, echo(v))
}

// eventLines gives events as `shima position apply --events` prints them,
// the seats named by colour: in lang, or in every language when lang is "".
func eventLines(events []engine.Event, lang engine.Lang) []any {
	out := make([]any, len(events))
	for i, ev := range events {
		ev.Text = engine.ColourSeats(ev.Text)
		if lang == "" {
			out[i] = ev
		} else {
			out[i] = ev.In(lang)
		}
	}
	return out
}

func (s *Server) view(_ context.Context, r *Request) (Reply, error) {
	g, err := s.game(r)
	if err != nil {
		return Reply{}, err
	}
	seat := engine.Spectator
	if r.Seat != nil {
		if seat, err = s.seat(g, *r.Seat, true); err != nil {
			return Reply{}, err
		}
	}
	v := g.st.View(seat)
	switch r.Format {
	case "", "json":
		raw, err := v.MarshalJSON()
		return Reply{View: raw}, err
	case "text":
		lang, err := s.language(r)
		if err != nil {
			return Reply{}, err
		}
		text := v.Text(lang)
		return Reply{Text: &text}, nil
	}
	return Reply{}, engine.Rejectf(`"format" is "json" or "text", not %q`, `"format"は"json"か"text"です(「%s」ではありません)`, echo(r.Format))
}

func (s *Server) outcome(_ context.Context, r *Request) (Reply, error) {
	g, err := s.game(r)
	if err != nil {
		return Reply{}, err
	}
	if !g.st.Over() {
		return Reply{}, engine.Reject("the game is not over yet", "ゲームはまだ終わっていません")
	}
	o := g.st.Outcome()
	winners := o.Winners
	if winners == nil {
		winners = []engine.Seat{}
	}
	return Reply{Outcome: &Outcome{Scores: o.Scores, Ranks: o.Ranks, Winners: winners, End: o.End, Won: o.Won, Reason: engine.ColourSeats(o.Reason)}}, nil
}

func (s *Server) save(_ context.Context, r *Request) (Reply, error) {
	g, err := s.game(r)
	if err != nil {
		return Reply{}, err
	}
	raw, err := g.st.MarshalJSON()
	return Reply{Position: raw}, err
}

func (s *Server) best(ctx context.Context, r *Request) (Reply, error) {
	g, seat, err := s.gameAndMover(r)
	if err != nil {
		return Reply{}, err
	}
	if r.Bot == "" {
		return Reply{}, engine.Reject(`best needs a "bot": `+bot.Specs, `bestには"bot"(random、greedy、mcts、mcts:2000、mcts:1s など)が必要です`)
	}
	if r.Top < 0 {
		return Reply{}, engine.Reject(`"top" must be 0 or more`, `"top"は0以上です`)
	}
	workers := 1
	if r.Workers != nil {
		workers = *r.Workers
	}
	b, err := NewBot(r.Bot, r.Seed, workers, `"workers"`)
	if err != nil {
		return Reply{}, err
	}
	lang, _ := s.language(r) // checked by do
	ctx, stop := s.think(ctx)
	defer stop()
	rep, err := Think(ctx, b, g.st, seat, lang)
	rep.Top(r.Top)
	return Reply{Report: &rep}, err
}

// game is the game the request names.
func (s *Server) game(r *Request) (*game, error) {
	if r.Game == "" {
		return nil, engine.Rejectf(`%s needs a "game": the id new, load or copy gave`, `%sには"game"(new、load、copyが返したid)が必要です`, r.Op)
	}
	g := s.games[r.Game]
	if g == nil {
		return nil, engine.Rejectf("there is no game %q", "ゲーム「%s」はありません", echo(r.Game))
	}
	return g, nil
}

// gameAndActor is the game the request names and the seat that acts in it.
func (s *Server) gameAndActor(r *Request) (*game, engine.Seat, error) {
	g, err := s.game(r)
	if err != nil {
		return nil, 0, err
	}
	seat, err := s.actor(r, g)
	return g, seat, err
}

// gameAndMover is the game the request names and the seat that acts in it,
// which must be to move.
func (s *Server) gameAndMover(r *Request) (*game, engine.Seat, error) {
	g, seat, err := s.gameAndActor(r)
	if err == nil && r.Seat != nil {
		err = ToMove(g.st, seat)
	}
	return g, seat, err
}

// ToMove returns nil when seat s is to move in st, else a refusal that says
// who is.
func ToMove(st engine.State, s engine.Seat) error {
	movers := st.ToMove()
	if slices.Contains(movers, s) {
		return nil
	}
	if len(movers) == 0 {
		return engine.Rejectf("seat %d is not to move: the game is over", "席%dの手番ではありません。ゲームは終了しています", s)
	}
	names := make([]string, len(movers))
	for i, m := range movers {
		names[i] = strconv.Itoa(int(m))
	}
	return engine.Rejectf("seat %d is not to move; to move: %s", "席%dの手番ではありません。手番: %s", s, strings.Join(names, ", "))
}

// actor is the seat the request gives, or the first seat to move.
func (s *Server) actor(r *Request, g *game) (engine.Seat, error) {
	if r.Seat != nil {
		return s.seat(g, *r.Seat, false)
	}
	movers := g.st.ToMove()
	if len(movers) == 0 {
		return 0, engine.Reject("the game is over: nobody is to move", "ゲームは終了しています。手番の人はいません")
	}
	return movers[0], nil
}

// seat checks that n is one of g's seats, or -1 (a spectator) where
// spectator allows it.
func (s *Server) seat(g *game, n int, spectator bool) (engine.Seat, error) {
	if n == -1 && spectator {
		return engine.Spectator, nil
	}
	if n < 0 || n >= g.st.Seats() {
		return 0, engine.Rejectf("seat %d is not at this table of %d seats (0 to %d)", "席%dはこの%d人の卓にありません(0〜%d)", n, g.st.Seats(), g.st.Seats()-1)
	}
	return engine.Seat(n), nil
}

// language is the request's language, or the server's.
func (s *Server) language(r *Request) (engine.Lang, error) {
	if r.Lang == "" {
		return s.lang, nil
	}
	if l := engine.Lang(r.Lang); l == engine.EN || l == engine.JA {
		return l, nil
	}
	return "", engine.Rejectf(`"lang" is "en" or "ja", not %q`, `"lang"は"en"か"ja"です(「%s」ではありません)`, echo(r.Lang))
}
