package engine

import (
	"fmt"
	"strings"
)

// Lang is a language shima speaks to people in.
type Lang string

// The languages of shima.
const (
	EN Lang = "en"
	JA Lang = "ja"
)

// Langs lists the languages shima speaks.
var Langs = []Lang{JA, EN}

// ParseLang reads a language code such as "ja", "en" or "ja-JP".
func ParseLang(s string) (Lang, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(s, "ja"):
		return JA, nil
	case strings.HasPrefix(s, "en"):
		return EN, nil
	}
	return "", fmt.Errorf("unknown language %q (use ja or en)", s)
}

// Text is a sentence or name in each of shima's languages.
type Text struct {
	EN string `json:"en"`
	JA string `json:"ja"`
}

// In returns the text in lang, falling back to English.
func (t Text) In(lang Lang) string {
	if lang == JA && t.JA != "" {
		return t.JA
	}
	return t.EN
}

// T makes a Text from its English and Japanese forms.
func T(en, ja string) Text { return Text{EN: en, JA: ja} }

// Normalize prepares typed action text for matching: full-width digits,
// letters and spaces become ASCII, letters lower case, runs of spaces one.
func Normalize(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '０' && r <= '９', r >= 'Ａ' && r <= 'Ｚ', r >= 'ａ' && r <= 'ｚ', r == '，', r == '－':
			r = r - '０' + '0'
		case r == '　':
			r = ' '
		}
		b.WriteRune(r)
	}
	return strings.ToLower(strings.Join(strings.Fields(b.String()), " "))
}

// CountEN counts things in English: "1 island", "3 islands" (a plural in -s).
func CountEN(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// AndEN joins items in English: "a", "a and b", "a, b and c".
func AndEN(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// Ordinal writes a place in English: "1st", "2nd", "3rd", "4th".
func Ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// Pick returns en in English and ja in Japanese.
func (l Lang) Pick(en, ja string) string {
	if l == JA {
		return ja
	}
	return en
}
