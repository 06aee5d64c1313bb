// Package all registers every shima game with the engine: import it for its
// side effect.
package all

import (
	_ "shima/games/catan"        // Catan
	_ "shima/games/micronesia"   // Micronesia
	_ "shima/games/skye"         // Isle of Skye
	_ "shima/games/skymerchants" // Merchants of Sky Islands
	_ "shima/games/spiritisland" // Spirit Island
)
