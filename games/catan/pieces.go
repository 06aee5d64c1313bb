package catan

import "shima/engine"

// Resource is one of the five resource cards (資源カード).
type Resource int8

// The resources, in the order the costs and hands list them.
const (
	Brick     Resource = iota // レンガ, from hills
	Lumber                    // 木材, from forest
	Wool                      // 羊毛, from pasture
	Grain                     // 穀物, from fields
	Ore                       // 鉱石, from mountains
	Resources = 5
)

var resourceNames = [Resources]engine.Text{
	engine.T("brick", "レンガ"), engine.T("lumber", "木材"), engine.T("wool", "羊毛"),
	engine.T("grain", "穀物"), engine.T("ore", "鉱石"),
}

// Terrain is what a hex shows.
type Terrain int8

// The terrains. Sea holds no resource; gold fields (Seafarers) pay one of
// the owner's choice.
const (
	Sea Terrain = iota
	Desert
	Hills
	Forest
	Pasture
	Fields
	Mountains
	Gold
	terrains
)

var resourceKeys = [Resources]string{"brick", "lumber", "wool", "grain", "ore"}

var terrainKeys = [terrains]string{"sea", "desert", "hills", "forest", "pasture", "fields", "mountains", "gold"}

var terrainNames = [terrains]engine.Text{
	engine.T("sea", "海"), engine.T("desert", "砂漠"), engine.T("hills", "丘陵"), engine.T("forest", "森林"),
	engine.T("pasture", "牧草地"), engine.T("fields", "畑"), engine.T("mountains", "山地"), engine.T("gold field", "砂金川"),
}

// produces is the resource a terrain yields, or -1.
var produces = [terrains]Resource{Sea: -1, Desert: -1, Hills: Brick, Forest: Lumber, Pasture: Wool, Fields: Grain, Mountains: Ore, Gold: -1}

// land reports whether terrain t is land (settlements and roads may touch it).
func (t Terrain) land() bool { return t != Sea }

// Harbour kinds: 2:1 for one resource (its Resource value), or 3:1.
const (
	noHarbour      = -1
	genericHarbour = Resources
	harbourKinds   = Resources + 1
)

// Costs of what a player builds or buys, by resource.
var (
	roadCost       = [Resources]int8{Brick: 1, Lumber: 1}
	settlementCost = [Resources]int8{Brick: 1, Lumber: 1, Wool: 1, Grain: 1}
	cityCost       = [Resources]int8{Grain: 2, Ore: 3}
	devCost        = [Resources]int8{Wool: 1, Grain: 1, Ore: 1}
	shipCost       = [Resources]int8{Lumber: 1, Wool: 1}
)

// DevCard is a kind of development card (発展カード).
type DevCard int8

// The development cards.
const (
	Knight       DevCard = iota // 騎士
	VictoryPoint                // 勝利点
	RoadBuilding                // 街道建設
	YearOfPlenty                // 発見
	Monopoly                    // 独占
	devKinds
)

var devNames = [devKinds]engine.Text{
	engine.T("knight", "騎士"), engine.T("victory point", "勝利点"), engine.T("road building", "街道建設"),
	engine.T("year of plenty", "発見"), engine.T("monopoly", "独占"),
}

var devKeys = [devKinds]string{"knight", "victory_point", "road_building", "year_of_plenty", "monopoly"}

// devDeck are the development cards in the deck: 25 for 3-4 players, 34 with
// the 5-6 player extension.
var devDeck = [2][devKinds]int8{
	{Knight: 14, VictoryPoint: 5, RoadBuilding: 2, YearOfPlenty: 2, Monopoly: 2},
	{Knight: 20, VictoryPoint: 5, RoadBuilding: 3, YearOfPlenty: 3, Monopoly: 3},
}

// The game's numbers.
const (
	MinPlayers       = 3
	MaxPlayers       = 6
	RoadsEach        = 15
	SettlementsEach  = 5
	CitiesEach       = 4
	maxDevCards      = 34
	HandLimit        = 7 // a 7 makes those holding more discard half
	LongestRoadMin   = 5
	LargestArmyMin   = 3
	SpecialCardVP    = 2
	maxRounds        = 500 // a safety stop for games nobody can win (RULES.md)
	baseBank         = 19
	extensionBank    = 24
	baseGoal         = 10
	unknownGoal      = 13 // The Unknown Island
	ShipsEach        = 15
	picksEach        = 5 // The Unknown Island: 4 terrain tiles with a number chip, and a harbour
	noSeat           = -1
	maxOwedPerPlayer = 127
)
