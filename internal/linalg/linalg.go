// Package linalg is the little linear algebra the model fits need (sim/rating,
// internal/logit): square matrices, their inverse, and linear systems, for
// the handful of unknowns those fits have.
package linalg

import (
	"errors"
	"math"
)

// ErrSingular is returned for a matrix with no inverse: the data do not
// determine the unknowns.
var ErrSingular = errors.New("linalg: singular matrix")

// Square is an n×n matrix of zeros.
func Square(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
	}
	return m
}

// Solve returns x with m·x = v.
func Solve(m [][]float64, v []float64) ([]float64, error) {
	inv, err := Invert(m)
	if err != nil {
		return nil, err
	}
	x := make([]float64, len(v))
	for i := range inv {
		for j := range v {
			x[i] += inv[i][j] * v[j]
		}
	}
	return x, nil
}

// Invert returns m's inverse by Gauss-Jordan elimination with partial
// pivoting; m is left as it was.
func Invert(m [][]float64) ([][]float64, error) {
	n := len(m)
	a := Square(n)
	inv := Square(n)
	for i := range n {
		copy(a[i], m[i])
		inv[i][i] = 1
	}
	for col := range n {
		p := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[p][col]) {
				p = r
			}
		}
		if math.Abs(a[p][col]) < 1e-300 {
			return nil, ErrSingular
		}
		a[col], a[p] = a[p], a[col]
		inv[col], inv[p] = inv[p], inv[col]
		d := a[col][col]
		for j := range n {
			a[col][j] /= d
			inv[col][j] /= d
		}
		for r := range n {
			if r == col || a[r][col] == 0 {
				continue
			}
			f := a[r][col]
			for j := range n {
				a[r][j] -= f * a[col][j]
				inv[r][j] -= f * inv[col][j]
			}
		}
	}
	return inv, nil
}
