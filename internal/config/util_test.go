package config

import "reflect"

func reflectType(v any) reflect.Type { return reflect.TypeOf(v) }
