package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/idemlint/idemlint/internal/config"
)

// version returns idemlint's version: the main module's version from the
// build info (v1.2.3 for `go install …@v1.2.3`, a pseudo-version for a
// build in a VCS checkout), else the VCS revision, else "devel".
func version() string {
	bi, _ := debug.ReadBuildInfo()
	return versionOf(bi)
}

func versionOf(bi *debug.BuildInfo) string {
	if bi == nil {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+dirty"
			}
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		return "devel-" + rev + modified
	}
	return "devel"
}

// printVersion implements -V and -V=full. go vet runs `idemlint -V=full`
// once per invocation, in its working directory, and keys its result
// cache by the line printed (for a "devel" version, by the buildID
// field): every package's cached vet result is reused while that line
// is unchanged. The line therefore carries a digest of the configuration
// files that can be in effect (see configDigest), so that editing
// .idemlint.yml re-runs the analysis.
func printVersion(w io.Writer, full bool) error {
	v := version()
	if !full {
		_, err := fmt.Fprintf(w, "idemlint version %s\n", v)
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	f, err := os.Open(exe)
	if err != nil {
		return err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return err
	}
	digest := configDigest(".")
	fmt.Fprintf(h, "\x00config\x00%s", digest)
	// the settings the environment passes to each package's process
	// (IDEMLINT_TEST_FINDINGS, and the standalone command's, driver.go)
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "IDEMLINT_") {
			env = append(env, kv)
		}
	}
	sort.Strings(env)
	fmt.Fprintf(h, "\x00env\x00%q", env)
	_, err = fmt.Fprintf(w, "idemlint version %s config=%.12s buildID=%x\n", v, digest, h.Sum(nil))
	return err
}

// configRoot returns the directory whose tree holds the packages go vet
// can analyze from dir: that of the go.work in effect, else of the
// nearest go.mod, else dir itself.
func configRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	if w := os.Getenv("GOWORK"); w != "" && w != "off" {
		return filepath.Dir(w)
	}
	var mod string
	for d := abs; ; d = filepath.Dir(d) {
		if os.Getenv("GOWORK") != "off" && isFile(filepath.Join(d, "go.work")) {
			return d
		}
		if mod == "" && isFile(filepath.Join(d, "go.mod")) {
			mod = d
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	if mod != "" {
		return mod
	}
	return abs
}

func isFile(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

// maxConfigWalk bounds the directories configDigest visits.
const maxConfigWalk = 200000

// configDigest hashes the path and content of every configuration file
// that can be in effect for a package go vet analyzes from dir: the one
// named by $IDEMLINT_CONFIG, the nearest one at or above the module (or
// workspace) root, and every one below that root (hidden directories and
// node_modules skipped). A -config flag's file is not among them: go vet
// passes flags only to the per-package runs, so use $IDEMLINT_CONFIG to
// name a file under go vet.
func configDigest(dir string) string {
	h := sha256.New()
	add := func(p string) {
		data, err := os.ReadFile(p)
		if err != nil {
			fmt.Fprintf(h, "%s\x00missing\x00", p)
			return
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p, len(data))
		h.Write(data)
	}
	if p := os.Getenv(envConfig); p != "" {
		abs, _ := filepath.Abs(p)
		add(abs)
	}
	fmt.Fprintf(h, "test-findings=%s\x00", os.Getenv(envTestFindings))
	fmt.Fprintf(h, "generated=%s\x00", os.Getenv(envGenerated))
	root := configRoot(dir)
	if p, ok := config.Find(root); ok {
		add(p)
	}
	var found []string
	n := 0
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if n++; n > maxConfigWalk {
				return filepath.SkipAll
			}
			name := d.Name()
			if p != root && (strings.HasPrefix(name, ".") || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if name := d.Name(); name == config.FileName || name == config.AltFileName {
			found = append(found, p)
		}
		return nil
	})
	sort.Strings(found)
	for _, p := range found {
		add(p)
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

// envConfig names the environment variable that, like -config, names
// the configuration file; unlike -config, go vet's cache sees its content.
const envConfig = "IDEMLINT_CONFIG"

// envTestFindings, set to 1, reports findings in _test.go files (like
// -test-findings, which go vet does not pass on); go vet's cache sees it.
const envTestFindings = "IDEMLINT_TEST_FINDINGS"

// envGenerated, set to 1, reports findings in generated files (like
// -generated, which go vet does not pass on); go vet's cache sees it.
const envGenerated = "IDEMLINT_GENERATED"
