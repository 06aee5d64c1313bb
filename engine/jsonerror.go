package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// JSONError explains why JSON is not what a reader expected, in both
// languages: where it breaks, or which field should be what kind of value,
// never Go's own text (which names Go types). err is what encoding/json
// returned; a Rejection among it (a value's own check) is told as it is.
func JSONError(err error) Text {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var rej *Rejection
	switch {
	case errors.As(err, &rej):
		return rej.Reason
	case errors.Is(err, io.EOF):
		return T("the JSON is empty: send an object", "JSONが空です。オブジェクトを送ってください")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return T("the JSON ends too soon", "JSONが途中で終わっています")
	case errors.As(err, &syntax):
		return T(fmt.Sprintf("the JSON is malformed at byte %d", syntax.Offset),
			fmt.Sprintf("JSONの%dバイト目に誤りがあります", syntax.Offset))
	case errors.As(err, &typ) && typ.Field == "":
		return T("the JSON must be an object", "JSONはオブジェクトでなければなりません")
	case errors.As(err, &typ):
		kind := jsonKind(typ.Type)
		return T(fmt.Sprintf("%q must be %s", typ.Field, kind.EN), fmt.Sprintf("「%s」は%sでなければなりません", typ.Field, kind.JA))
	}
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return T("unknown field "+field, "不明なフィールドです: "+field)
	}
	return T("the JSON is not what was expected", "JSONが期待する形ではありません")
}

// jsonKind names the JSON value that fills a Go value of type t.
func jsonKind(t reflect.Type) Text {
	if t == nil {
		return T("another kind of value", "別の種類の値")
	}
	switch t.Kind() {
	case reflect.Pointer:
		return jsonKind(t.Elem())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return T("a whole number in range", "範囲内の整数")
	case reflect.Float32, reflect.Float64:
		return T("a number", "数")
	case reflect.String:
		return T("a string", "文字列")
	case reflect.Bool:
		return T("true or false", "trueかfalse")
	case reflect.Slice, reflect.Array:
		return T("a list", "配列")
	default:
		return T("an object", "オブジェクト")
	}
}
