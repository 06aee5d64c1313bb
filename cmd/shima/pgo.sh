#!/bin/sh
# Remakes cmd/shima/default.pgo, the CPU profile that `go build ./cmd/shima`
# optimises the binary for (profile-guided optimisation, on by default when
# the file is there): about 100 s of CPU in simulations that play the five
# games with the lobby's kinds of bots and with random playouts, merged into
# one profile. Run from the repository's root after the engines or bots
# change much:   sh cmd/shima/pgo.sh
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go build -pgo=off -o "$dir/shima" ./cmd/shima
n=0
run() {
	n=$((n + 1))
	"$dir/shima" sim "$@" --seed 1 --workers 1 --cpuprofile "$dir/$n.prof" >/dev/null
}
run catan --players 4 --bots mcts:1000,greedy,greedy,greedy --games 4
run catan --players 4 --bots lookahead,greedy,greedy,greedy --games 40
run catan --players 4 --bots random,random,random,random --games 20000
run catan --option scenario=unknown-island --players 4 --bots lookahead,greedy,greedy,greedy --games 2
run skymerchants --players 2 --bots mcts:3000,greedy --games 12
run skye --players 2 --bots mcts:1000,greedy --games 12
run micronesia --players 3 --bots mcts:1000,greedy,greedy --games 40
run spiritisland --players 2 --bots mcts:1000,mcts:1000 --option spirits=random --games 4
go tool pprof -proto "$dir"/*.prof >cmd/shima/default.pgo
echo "cmd/shima/default.pgo: $(wc -c <cmd/shima/default.pgo) bytes from $n runs"
