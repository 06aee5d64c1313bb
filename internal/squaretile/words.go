package squaretile

import (
	"strings"

	"shima/engine"
)

// SideWords names the sides in order, in English and Japanese.
var SideWords = [4]engine.Text{
	engine.T("north", "北"), engine.T("east", "東"), engine.T("south", "南"), engine.T("west", "西"),
}

// Touch is a tile across one side of a cell: the side, and the tile's name.
type Touch struct {
	Side int
	Name engine.Text
}

// Beside says where a cell lies by the tiles across its sides, as a player
// would: "south of tile 3 and east of the castle", "タイル3の南、城の東".
func Beside(touches []Touch) engine.Text {
	en, ja := make([]string, len(touches)), make([]string, len(touches))
	for i, t := range touches {
		side := SideWords[Opposite(t.Side)]
		en[i], ja[i] = side.EN+" of "+t.Name.EN, t.Name.JA+"の"+side.JA
	}
	return engine.T(engine.AndEN(en), strings.Join(ja, "、"))
}
