package testenv

import (
	"fmt"
	"os"
	"runtime"
	"testing"
)

// recorder is a testing.TB that records how Full ended the test.
type recorder struct {
	testing.TB
	how string
}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(format string, args ...any) {
	r.how = "fatal: " + fmt.Sprintf(format, args...)
	runtime.Goexit()
}
func (r *recorder) Skipf(format string, args ...any) {
	r.how = "skip: " + fmt.Sprintf(format, args...)
	runtime.Goexit()
}

func full(t *testing.T, ci, v string, set bool) string {
	t.Setenv("CI", ci)
	t.Setenv(Var, v)
	if !set {
		// t.Setenv restores it after the test; unset it for this call
		unsetenv(t, Var)
	}
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Full(r, "slow")
		r.how = "run"
	}()
	<-done
	return r.how
}

// TestFull: IDEMLINT_FULL=1 runs the long test; 0 or unset skips it,
// except unset under CI, which fails it.
func TestFull(t *testing.T) {
	for _, c := range []struct {
		ci, v string
		set   bool
		want  string
	}{
		{"", "1", true, "run"},
		{"true", "1", true, "run"},
		{"", "", false, "skip"},
		{"", "0", true, "skip"},
		{"true", "0", true, "skip"},
		{"true", "", false, "fatal"},
	} {
		got := full(t, c.ci, c.v, c.set)
		if len(got) < len(c.want) || got[:len(c.want)] != c.want {
			t.Errorf("CI=%q %s=%q (set %v): %s, want %s", c.ci, Var, c.v, c.set, got, c.want)
		}
	}
}
func unsetenv(t *testing.T, key string) {
	t.Helper()
	if err := os.Unsetenv(key); err != nil {
		t.Fatal(err)
	}
}
