// Package spiritisland plays Spirit Island (スピリット・アイランド), the base
// game: 1-4 spirits defend the island together against the invaders. The
// rules are the seed's summary (RULES.md holds shima's readings); the
// components (boards, spirits, power cards, fear and blight cards, the
// invader deck) are embedded data (data/, DATA.md).
//
// Where to look, file by file. Tests sit in foo_test.go beside the file
// they test, or are named for the rules they check across files
// (sacredsite_test.go, targetfilter_test.go, fuzz_test.go, account_test.go;
// core_fixes_test.go checks a round of fixes to the core: Entwined Power
// saved midway, naming any action, a lost game's ranks); helpers_test.go
// and spirit_helpers_test.go set up the tests' positions.
//
//   - The game and its round: game.go (options, set-up, engine.Game),
//     state.go (pieces, lands' contents, the State), types.go (terrains,
//     elements, and the components' types: Power, Spirit, FearCard,
//     BlightCard, InvaderCard), landset.go (lands and sets of them),
//     rounds.go (who moves, Legal and Apply), actions.go (how actions are
//     packed, named and parsed), growth.go (the spirit phase: growth,
//     presence, playing cards, gaining and forgetting powers), invaders.go (the invader phase and its cards), fear.go
//     (the fear cards), blight.go (the blight cards), check.go (the
//     invariants Check tests).
//   - Effects: tasks.go (the queue a power resolves on), effects.go (the
//     runner), powers.go (the power phases: speed, range, innate powers),
//     and the words effects are written in: vocab.go, then the words that
//     later cards needed, in vocab_spirits.go (the beginner spirits),
//     vocab_minor.go, vocab_major.go, vocab_fear.go (fear and blight
//     cards) and vocab_presence.go (where presence may go).
//   - The cards: powers_minor.go and powers_minor_l_z.go (minor powers),
//     powers_major.go and powers_major_turn.go (major powers), and one
//     spirit_NAME.go for each spirit's special rules and unique powers.
//   - Adversaries: adversary.go (their levels and set-up) and
//     adversary_rules.go (their rules during play).
//   - The board and the data: island.go and boards.go (boards, layouts,
//     adjacency; ISLAND.md), data.go, datafiles.go and datacheck.go
//     (loading and checking data/, whose files DATA.md describes).
//   - What players see: view.go, view_adversary.go and viewtext.go (the
//     view, the same for every seat, and its text; testdata/ holds texts
//     to compare), events.go, events_changes.go and events_invaders.go (the
//     events that tell what happened; EVENTS.md), causes.go (what resolves
//     besides the round's steps: a power, a fear card, the blighted
//     island, Vengeance of the Dead, Gift of Constancy's keeps), account.go
//     (what a seat sees as counts, and what each event claims changed:
//     engine.Accountant), prompt.go (who asks each decision waiting, and
//     what for, in the view).
//   - Positions: position.go (the position format, POSITION.md).
//   - Bots: heuristic.go (greedy's value), estimate.go (the fitted chance
//     of winning from data/estimate.json, which fit/ refits), policy.go (the
//     playout policy, and Settled: the positions the estimate judges),
//     advise.go (advice to the tree search), determinize.go (hidden cards
//     redealt for search).
package spiritisland
