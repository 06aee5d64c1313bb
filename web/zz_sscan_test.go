package web

import "fmt"

func sscan(s string, args ...any) (int, error) { return fmt.Sscan(s, args...) }
