package idemcore

import (
	"fmt"
	"sync"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/model"
)

// ConfigPath, when set (the -config flag), names the configuration file to
// use instead of the nearest .idemlint.yml.
var ConfigPath string

// Override, when set (golangci-lint plugin settings), is merged over any file config.
var Override *config.Config

var (
	cfgMu    sync.Mutex
	cfgCache = map[string]cfgEntry{}
)

type cfgEntry struct {
	m   *model.Model
	err error
}

// modelFor returns the model for a package whose files live in dir.
func modelFor(dir string) (*model.Model, error) {
	path := ConfigPath
	if path == "" && dir != "" {
		path, _ = config.Find(dir)
	}
	key := path
	if Override != nil {
		key += "\x00override"
	}
	cfgMu.Lock()
	defer cfgMu.Unlock()
	if e, ok := cfgCache[key]; ok {
		return e.m, e.err
	}
	var cfg *config.Config
	var err error
	if path != "" {
		cfg, err = config.Load(path)
	}
	if err == nil && Override != nil {
		if verr := Override.Validate(); verr != nil {
			err = fmt.Errorf("idemlint settings: %w", verr)
		}
		cfg = config.Merge(cfg, Override)
	}
	var m *model.Model
	if err == nil {
		m, err = model.Default().Extend(cfg)
	}
	cfgCache[key] = cfgEntry{m, err}
	return m, err
}

// ResetConfigCache forgets loaded configurations (tests).
func ResetConfigCache() {
	cfgMu.Lock()
	cfgCache = map[string]cfgEntry{}
	cfgMu.Unlock()
}

// ModelFor returns the library model in effect for a package directory
// (the built-in model extended by the nearest .idemlint.yml or ConfigPath).
func ModelFor(dir string) (*model.Model, error) { return modelFor(dir) }
