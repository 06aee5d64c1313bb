package loadgen

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/coder/websocket"
)

// player is the WebSocket client of one seat of a game.
type player struct {
	g     *game
	seat  int
	node  int // index of the node it is connected to
	token string
	conn  *websocket.Conn
	seen  int // the highest seq of a snapshot received; -1 before the first
	moved int // the seq of the snapshot the last move was sent in; -1 for none
}

// serverMessage is what the client reads of the server's messages: a
// snapshot's seq, who is to move and the legal actions, acks and errors.
type serverMessage struct {
	Type     string `json:"type"`
	Code     string `json:"code"`
	Error    string `json:"error"`
	Snapshot struct {
		Seq    int   `json:"seq"`
		ToMove []int `json:"to_move"`
		Over   bool  `json:"over"`
		Legal  []struct {
			Action int64 `json:"action"`
		} `json:"legal"`
	} `json:"snapshot"`
}

// maxMessage bounds a message from the server (a full snapshot with its log).
const maxMessage = 1 << 20

// dial opens a WebSocket to the node at base.
func (r *run) dial(ctx context.Context, base string) (*websocket.Conn, error) {
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/ws", &websocket.DialOptions{HTTPClient: r.client})
	if err != nil {
		return nil, fmt.Errorf("connect to %s: %w", base, err)
	}
	conn.SetReadLimit(maxMessage)
	return conn, nil
}

// play watches the game's match as the player's seat and moves whenever the
// seat is to move, until the match is over (nil) or ctx ends.
func (p *player) play(ctx context.Context) error {
	p.seen, p.moved = -1, -1
	watch, _ := json.Marshal(map[string]string{"type": "watch", "match": p.g.id, "token": p.token, "lang": "en"})
	if err := p.conn.Write(ctx, websocket.MessageText, watch); err != nil {
		return fmt.Errorf("watch match %s: %w", p.g.id, err)
	}
	for {
		_, data, err := p.conn.Read(ctx)
		if err != nil {
			return fmt.Errorf("read from match %s: %w", p.g.id, err)
		}
		var msg serverMessage
		if err := json.Unmarshal(data, &msg); err != nil {
			return fmt.Errorf("read from match %s: %w", p.g.id, err)
		}
		switch msg.Type {
		case "snapshot":
			if over, err := p.snapshot(ctx, &msg); over || err != nil {
				return err
			}
		case "ack":
			p.g.r.moves.Add(1)
			if p.g.r.inWindow(p.g.r.since()) {
				p.g.r.measured.Add(1)
			}
		case "error":
			// The move is refused; the next snapshot tells what to do.
			if msg.Code == "stale" {
				p.g.r.stale.Add(1)
			} else {
				p.g.r.refused.Add(1)
				p.g.r.note(fmt.Sprintf("match %s, seat %d: %s: %s", p.g.id, p.seat, msg.Code, msg.Error))
			}
		}
	}
}

// snapshot takes in a new snapshot: it times the moves it brings, and
// sends a move if the seat is to move and has not moved in this snapshot's seq.
func (p *player) snapshot(ctx context.Context, msg *serverMessage) (over bool, err error) {
	sn := &msg.Snapshot
	if p.seen < 0 {
		p.g.join()
	} else if sn.Seq > p.seen {
		p.g.receive(p.seen, sn.Seq, p.seat, p.node)
	}
	p.seen = max(p.seen, sn.Seq)
	if sn.Over {
		return true, nil
	}
	if sn.Seq == p.moved || len(sn.Legal) == 0 || !slices.Contains(sn.ToMove, p.seat) {
		return false, nil
	}
	if err := p.g.r.pacer.wait(ctx); err != nil {
		return false, err
	}
	action := sn.Legal[rand.IntN(len(sn.Legal))].Action
	move := `{"type": "move", "id": "m` + strconv.Itoa(sn.Seq) + `", "seq": ` + strconv.Itoa(sn.Seq) + `, "action": ` + strconv.FormatInt(action, 10) + `}`
	p.g.send(sn.Seq+1, p.seat, p.node)
	p.moved = sn.Seq
	if err := p.conn.Write(ctx, websocket.MessageText, []byte(move)); err != nil {
		return false, fmt.Errorf("move in match %s: %w", p.g.id, err)
	}
	return false, nil
}
