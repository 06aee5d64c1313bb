package web

import (
	"time"
)

// chatRoom is the chat room of viewer (a seat, or -1).
func chatRoom(viewer int) string {
	if viewer >= 0 {
		return "players"
	}
	return "spectators"
}

// chatLog is the message that gives viewer its room's lines, as the server
// sends it on watching.
func (m *fakeMatch) chatLog(viewer int) map[string]any {
	room := chatRoom(viewer)
	lines := []map[string]any{}
	for _, l := range m.chat {
		if l["room"] == room {
			lines = append(lines, l)
		}
	}
	return map[string]any{"type": "chatlog", "room": room, "lines": lines}
}

// say stores viewer's line as the server would, and answers with it (the
// fake tells the sender only), or refuses an empty one.
func (m *fakeMatch) say(viewer int, msg map[string]any) map[string]any {
	text, _ := msg["text"].(string)
	if text == "" {
		return map[string]any{"type": "error", "id": msg["id"], "code": "bad_request", "error": "the line is empty"}
	}
	name, _ := msg["name"].(string)
	if viewer >= 0 {
		name, _ = m.seats[viewer]["name"].(string)
	}
	line := map[string]any{"n": len(m.chat) + 1, "room": chatRoom(viewer), "seat": viewer, "name": name, "text": text, "at": time.Now().UTC().Format(time.RFC3339)}
	m.chat = append(m.chat, line)
	return map[string]any{"type": "chat", "line": line}
}
