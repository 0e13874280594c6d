// Command run is idemlint's benchmark driver (see scripts/bench.sh and
// docs/performance.md). It times whole processes — wall time and peak RSS,
// read from the child's rusage (ru_maxrss, the same figure /usr/bin/time -v
// prints as "Maximum resident set size": the largest single process in the
// tree, not the sum) — of four tools on the same packages, interleaved:
//
//	a  go vet                      (the default vet suite)
//	b  go vet -vettool=NOOP        (one analyzer requiring inspect: the type-checking floor)
//	c  go vet -vettool=IDEMLINT    (idemlint in vet mode)
//	d  IDEMLINT                    (idemlint standalone: go vet's per-package protocol behind it)
//	f  OLD                         (an earlier idemlint binary, standalone: -old)
//	e  VETSUITE                    (go vet's default analyzers as a standalone
//	                                multichecker on the go/packages loader: bench/vetsuite)
//
// Besides wall time and peak RSS it reports the CPU time (user + system of
// the whole process tree, from the child's rusage).
//
// The go command caches vet results (the action key hashes the tool ID, the
// vet flags, the package's build action ID and its dependencies' facts), so a
// second identical `go vet` replays the cached output without running the
// tool. Every timed run therefore passes a flag whose value is fresh for that
// run and has no effect on the analysis: -printf.funcs=benchNONCE for go vet,
// -noop.nonce=NONCE for NOOP and -config=DIR/nonce-NONCE.yml (a minimal
// "version: 1" file, i.e. the built-in model) for idemlint. The build cache
// (compiled export data) stays warm; only vet work is redone. `go vet -a`
// is not used: it also forces every package to be recompiled.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

var (
	root     = flag.String("root", ".", "idemlint repository root")
	idemlint = flag.String("idemlint", "", "idemlint binary")
	noop     = flag.String("noop", "", "no-op vettool binary (bench/noop)")
	vetsuite = flag.String("vetsuite", "", "standalone vet suite binary (bench/vetsuite), for tool e")
	old      = flag.String("old", "", "an earlier idemlint binary, run standalone as tool f (a before/after)")
	rounds   = flag.Int("rounds", 5, "timed rounds per target")
	targets  = flag.String("targets", "std,e2e,examples", "comma-separated targets: std, e2e, examples, or a module directory DIR (./... in it)")
	mode     = flag.String("mode", "compare", "compare (tools on targets) or scale (growing subsets of the first target)")
	sizes    = flag.String("sizes", "50,100,all", "scale mode: subset sizes (the first N packages of the target, sorted)")
	tools    = flag.String("tools", "a,b,c,d,e", "tools to run")
	tmp      = flag.String("tmp", "", "scratch directory (default: a new temp dir)")
	verbose  = flag.Bool("v", false, "print every run")
	lockFile = flag.String("lock", "", "hold an exclusive flock on this file during each timed run (not while waiting), to share a machine with other heavy jobs")
)

type target struct {
	name string
	dir  string
	pkgs []string
	std  bool
}

type sample struct {
	wall time.Duration
	cpu  time.Duration // user + system, the process and its children
	rss  int64         // KiB
	rc   int
}

var nonce int

func main() {
	flag.Parse()
	if *idemlint == "" || *noop == "" {
		fatalf("-idemlint and -noop are required")
	}
	if *tmp == "" {
		d, err := os.MkdirTemp("", "idemlint-bench-")
		if err != nil {
			fatalf("%v", err)
		}
		*tmp = d
	}
	abs, err := filepath.Abs(*root)
	if err != nil {
		fatalf("%v", err)
	}
	*root = abs
	nonce = int(time.Now().UnixNano() % 1e12)
	fmt.Printf("# idemlint benchmark — %s\n", time.Now().UTC().Format(time.RFC3339))
	fmt.Printf("machine: %s\n", machine())
	fmt.Printf("rounds: %d (interleaved, after one untimed warm-up of each tool)\n\n", *rounds)

	switch *mode {
	case "compare":
		var ts []target
		for _, n := range strings.Split(*targets, ",") {
			switch n {
			case "std":
				ts = append(ts, target{name: "std", dir: *root, pkgs: []string{"std"}, std: true})
			case "examples":
				ts = append(ts, target{name: "examples (./...)", dir: filepath.Join(*root, "examples"), pkgs: []string{"./..."}})
			case "e2e":
				dir := filepath.Join(*root, "e2e")
				if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
					fmt.Printf("skipping e2e: %s/go.mod not found\n\n", dir)
					continue
				}
				ts = append(ts, target{name: "e2e ./...", dir: dir, pkgs: []string{"./..."}})
			default:
				t, err := dirTarget(n)
				if err != nil {
					fatalf("target %q: %v", n, err)
				}
				ts = append(ts, t)
			}
		}
		for _, t := range ts {
			compare(t)
		}
	case "scale":
		first := strings.Split(*targets, ",")[0]
		if first == "std" || first == "e2e" || first == "examples" {
			scale(target{name: "std", dir: *root, pkgs: []string{"std"}, std: true})
		} else {
			t, err := dirTarget(first)
			if err != nil {
				fatalf("target %q: %v", first, err)
			}
			scale(t)
		}
	default:
		fatalf("unknown -mode %q", *mode)
	}
}

// dirTarget is ./... in a module directory.
func dirTarget(dir string) (target, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return target{}, err
	}
	if _, err := os.Stat(filepath.Join(abs, "go.mod")); err != nil {
		return target{}, fmt.Errorf("no go.mod in %s", abs)
	}
	return target{name: filepath.Base(abs) + " ./...", dir: abs, pkgs: []string{"./..."}}, nil
}

// command returns the command line of tool k on t, with a fresh nonce.
func command(k string, t target) []string {
	nonce++
	n := strconv.Itoa(nonce)
	switch k {
	case "a":
		args := []string{"go", "vet"}
		if t.std {
			// What go vet uses by default inside GOROOT once a flag is explicit.
			args = append(args, "-unsafeptr=false")
		}
		return append(append(args, "-printf.funcs=bench"+n), t.pkgs...)
	case "b":
		return append([]string{"go", "vet", "-vettool=" + *noop, "-noop.nonce=" + n}, t.pkgs...)
	case "c":
		return append([]string{"go", "vet", "-vettool=" + *idemlint, "-config=" + nonceConfig(n)}, t.pkgs...)
	case "d":
		return append([]string{*idemlint, "-config=" + nonceConfig(n)}, t.pkgs...)
	case "f":
		if *old == "" {
			fatalf("tool f needs -old")
		}
		return append([]string{*old}, t.pkgs...)
	case "e":
		if *vetsuite == "" {
			fatalf("tool e needs -vetsuite")
		}
		return append([]string{*vetsuite}, t.pkgs...)
	}
	fatalf("unknown tool %q", k)
	return nil
}

func nonceConfig(n string) string {
	p := filepath.Join(*tmp, "nonce-"+n+".yml")
	if err := os.WriteFile(p, []byte("version: 1\n"), 0o644); err != nil {
		fatalf("%v", err)
	}
	return p
}

var toolNames = map[string]string{
	"a": "go vet (default suite)",
	"b": "go vet -vettool=noop (floor)",
	"c": "go vet -vettool=idemlint",
	"d": "idemlint standalone",
	"e": "standalone vet suite",
	"f": "earlier idemlint standalone (-old)",
}

func measure(dir string, argv []string) (sample, string) {
	if *lockFile != "" {
		f, err := os.OpenFile(*lockFile, os.O_CREATE|os.O_RDWR, 0o644)
		if err != nil {
			fatalf("%v", err)
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
			fatalf("flock %s: %v", *lockFile, err)
		}
		defer f.Close() // releases the lock
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	s := sample{wall: wall, rc: 0}
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			s.rc = ee.ExitCode()
		} else {
			fatalf("%s: %v", strings.Join(argv, " "), err)
		}
	}
	s.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		s.rss = int64(ru.Maxrss) // KiB on Linux
		if runtime.GOOS == "darwin" {
			s.rss /= 1024 // bytes on darwin
		}
	}
	return s, out.String()
}

// okExit reports whether an exit code is expected: go vet exits 1 when it
// reports diagnostics; idemlint standalone exits 3 with findings.
func okExit(k string, rc int, out string) bool {
	if strings.Contains(out, "failed prerequisites") || strings.Contains(out, "panic:") {
		return false
	}
	switch k {
	case "d", "f":
		return rc == 0 || rc == 3
	case "e":
		return rc == 0 || rc == 1 || rc == 3
	default:
		return rc == 0 || rc == 1
	}
}

func runAll(t target, ks []string) map[string][]sample {
	// Warm-up: builds export data into the cache and pages in the tools.
	for _, k := range ks {
		argv := command(k, t)
		s, out := measure(t.dir, argv)
		fmt.Printf("warm-up %s: %s  (%.1fs, rc=%d)\n", k, strings.Join(short(argv), " "), s.wall.Seconds(), s.rc)
		if !okExit(k, s.rc, out) {
			fmt.Printf("  unexpected result; last output:\n%s\n", tail(out, 15))
		}
	}
	res := map[string][]sample{}
	for r := 0; r < *rounds; r++ {
		for _, k := range ks {
			argv := command(k, t)
			s, out := measure(t.dir, argv)
			if !okExit(k, s.rc, out) {
				fmt.Printf("  round %d %s: unexpected exit %d:\n%s\n", r+1, k, s.rc, tail(out, 10))
			}
			if *verbose {
				fmt.Printf("  round %d %s: %.2fs cpu %.2fs %d MiB rc=%d load=%s\n", r+1, k, s.wall.Seconds(), s.cpu.Seconds(), s.rss/1024, s.rc, loadavg())
			}
			res[k] = append(res[k], s)
		}
	}
	return res
}

func compare(t target) {
	ks := strings.Split(*tools, ",")
	fmt.Printf("## %s (in %s)\n\n", t.name, rel(t.dir))
	if n := countPkgs(t.dir, t.pkgs, false); n > 0 {
		fmt.Printf("packages: %d (with dependencies: %d)\n\n", n, countPkgs(t.dir, t.pkgs, true))
	}
	res := runAll(t, ks)
	fmt.Printf("\n| tool | median wall | min | max | median CPU | median peak RSS | exit |\n|---|---|---|---|---|---|---|\n")
	med := map[string]sample{}
	for _, k := range ks {
		ss := res[k]
		m := median(ss)
		med[k] = m
		lo, hi := minmax(ss)
		fmt.Printf("| %s %s | %.2fs | %.2fs | %.2fs | %.2fs | %d MiB | %d |\n", k, toolNames[k], m.wall.Seconds(), lo.Seconds(), hi.Seconds(), m.cpu.Seconds(), m.rss/1024, ss[len(ss)-1].rc)
	}
	fmt.Println()
	ratio := func(name, x, y string, rss bool) {
		mx, okx := med[x]
		my, oky := med[y]
		if !okx || !oky {
			return
		}
		if rss {
			fmt.Printf("- RSS %s/%s = %.2f\n", x, y, float64(mx.rss)/float64(my.rss))
		} else {
			fmt.Printf("- wall %s/%s = %.2f  (%s)\n", x, y, mx.wall.Seconds()/my.wall.Seconds(), name)
		}
	}
	fmt.Printf("Ratios of medians:\n\n")
	ratio("idemlint vet vs go vet; goal ≤ 1.0", "c", "a", false)
	ratio("idemlint vet vs no-op floor; goal ≤ 1.3", "c", "b", false)
	ratio("idemlint standalone vs no-op floor", "d", "b", false)
	ratio("", "c", "a", true)
	ratio("", "d", "a", true)
	ratio("", "d", "e", true)
	if md, ok := med["d"]; ok {
		if ma, ok := med["a"]; ok {
			fmt.Printf("- CPU d/a = %.2f\n", md.cpu.Seconds()/ma.cpu.Seconds())
		}
		if me, ok := med["e"]; ok {
			fmt.Printf("- CPU d/e = %.2f\n", md.cpu.Seconds()/me.cpu.Seconds())
		}
	}
	// On a shared machine other processes only ever add time, so the
	// fastest run of each tool is the least disturbed estimate.
	fmt.Printf("\nRatios of minimum wall times (least disturbed by other load):\n\n")
	for k := range med {
		lo, _ := minmax(res[k])
		med[k] = sample{wall: lo, rss: med[k].rss}
	}
	ratio("idemlint vet vs go vet; goal ≤ 1.0", "c", "a", false)
	ratio("idemlint vet vs no-op floor; goal ≤ 1.3", "c", "b", false)
	ratio("idemlint standalone vs no-op floor", "d", "b", false)
	fmt.Println()
}

// scale runs the tools on growing subsets of t's packages: the first N
// of its package list, sorted.
func scale(t0 target) {
	cmd := exec.Command("go", append([]string{"list"}, t0.pkgs...)...)
	cmd.Dir = t0.dir
	out, err := cmd.Output()
	if err != nil {
		fatalf("go list %v: %v", t0.pkgs, err)
	}
	all := strings.Fields(string(out))
	sort.Strings(all)
	ks := strings.Split(*tools, ",")
	fmt.Printf("## scaling on subsets of %s (first N of `go list`, sorted; %d in all)\n\n", t0.name, len(all))
	type row struct {
		n, deps int
		med     map[string]sample
	}
	var rows []row
	for _, s := range strings.Split(*sizes, ",") {
		n := len(all)
		if s != "all" {
			v, err := strconv.Atoi(s)
			if err != nil {
				fatalf("bad size %q", s)
			}
			n = min(v, len(all))
		}
		t := target{name: fmt.Sprintf("%s[:%d]", t0.name, n), dir: t0.dir, pkgs: all[:n], std: t0.std}
		if n == len(all) {
			t.pkgs = t0.pkgs
		}
		fmt.Printf("### %s\n", t.name)
		res := runAll(t, ks)
		r := row{n: n, deps: countPkgs(t.dir, t.pkgs, true), med: map[string]sample{}}
		for _, k := range ks {
			r.med[k] = median(res[k])
		}
		rows = append(rows, r)
		fmt.Println()
	}
	fmt.Printf("| packages | with deps |")
	for _, k := range ks {
		fmt.Printf(" %s wall | %s CPU | %s RSS |", k, k, k)
	}
	fmt.Printf("\n|---|---|")
	for range ks {
		fmt.Printf("---|---|---|")
	}
	fmt.Println()
	for _, r := range rows {
		fmt.Printf("| %d | %d |", r.n, r.deps)
		for _, k := range ks {
			m := r.med[k]
			fmt.Printf(" %.1fs | %.1fs | %d MiB |", m.wall.Seconds(), m.cpu.Seconds(), m.rss/1024)
		}
		fmt.Println()
	}
	fmt.Println()
}

func countPkgs(dir string, pkgs []string, deps bool) int {
	args := []string{"list"}
	if deps {
		args = append(args, "-deps")
	}
	cmd := exec.Command("go", append(args, pkgs...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return 0
	}
	return len(strings.Fields(string(out)))
}

func median(ss []sample) sample {
	w := make([]time.Duration, len(ss))
	c := make([]time.Duration, len(ss))
	r := make([]int64, len(ss))
	for i, s := range ss {
		w[i], c[i], r[i] = s.wall, s.cpu, s.rss
	}
	sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
	sort.Slice(c, func(i, j int) bool { return c[i] < c[j] })
	sort.Slice(r, func(i, j int) bool { return r[i] < r[j] })
	m := len(ss) / 2
	if len(ss)%2 == 1 {
		return sample{wall: w[m], cpu: c[m], rss: r[m]}
	}
	return sample{wall: (w[m-1] + w[m]) / 2, cpu: (c[m-1] + c[m]) / 2, rss: (r[m-1] + r[m]) / 2}
}

func minmax(ss []sample) (lo, hi time.Duration) {
	lo, hi = ss[0].wall, ss[0].wall
	for _, s := range ss {
		lo, hi = min(lo, s.wall), max(hi, s.wall)
	}
	return
}

func machine() string {
	model := "?"
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "model name") {
				model = strings.TrimSpace(l[strings.Index(l, ":")+1:])
				break
			}
		}
	}
	mem := "?"
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		f := strings.Fields(string(data))
		if len(f) > 1 {
			if kb, err := strconv.Atoi(f[1]); err == nil {
				mem = fmt.Sprintf("%.1f GiB", float64(kb)/1024/1024)
			}
		}
	}
	gv, _ := exec.Command("go", "version").Output()
	return fmt.Sprintf("%d CPUs (%s), %s RAM, %s", runtime.NumCPU(), model, mem, strings.TrimSpace(string(gv)))
}

func short(argv []string) []string {
	out := make([]string, len(argv))
	for i, a := range argv {
		out[i] = strings.ReplaceAll(a, *tmp+"/", "$TMP/")
		if *idemlint != "" {
			out[i] = strings.ReplaceAll(out[i], *idemlint, "IDEMLINT")
		}
		out[i] = strings.ReplaceAll(out[i], *noop, "NOOP")
		if *vetsuite != "" {
			out[i] = strings.ReplaceAll(out[i], *vetsuite, "VETSUITE")
		}
	}
	if len(out) > 12 {
		out = append(out[:12], fmt.Sprintf("… (%d more)", len(argv)-12))
	}
	return out
}

func rel(dir string) string {
	if r, err := filepath.Rel(*root, dir); err == nil {
		return r
	}
	return dir
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// loadavg returns the 1-minute load average (Linux), to show how busy the
// machine was: other processes inflate every figure, the ratios less so.
func loadavg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(data))[0]
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "bench: "+format+"\n", args...)
	os.Exit(1)
}
