// Package partman is a stub of github.com/jirevwe/gopartman v0.2.0 for the idemlint
// real-service ledger: the module proxy refuses the real module (403). It mirrors only
// the API convoy's internal/pkg/retention uses, so that convoy's worker packages
// type-check; the bodies do nothing useful. idemlint models nothing of this library.
package partman

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

var (
	ErrParentAlreadyExists = errors.New("partman: parent already exists")
	ErrTenantAlreadyExists = errors.New("partman: tenant already exists")
)

// PartitionInterval is the width of one partition.
type PartitionInterval string

const PartitionDayInterval PartitionInterval = "day"

// Clock tells the manager the time.
type Clock interface{ Now() time.Time }

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// NewRealClock returns the wall clock.
func NewRealClock() Clock { return realClock{} }

// SimulatedClock is a clock set by tests.
type SimulatedClock struct{ t time.Time }

func (c *SimulatedClock) Now() time.Time { return c.t }

// AdvanceTime moves the clock forward by d.
func (c *SimulatedClock) AdvanceTime(d time.Duration) { c.t = c.t.Add(d) }

// NewSimulatedClock returns a clock stopped at t.
func NewSimulatedClock(t time.Time) *SimulatedClock { return &SimulatedClock{t: t} }

// Migration is one schema migration of the partman schema.
type Migration struct {
	Name string
	SQL  string
}

// Migrations lists the partman schema migrations.
func Migrations() []Migration { return nil }

// ParentConfig describes a partitioned parent table.
type ParentConfig struct {
	SchemaName        string
	TableName         string
	TenantColumn      string
	PartitionBy       string
	PartitionInterval PartitionInterval
	Premake           int
	RetentionPeriod   time.Duration
}

// ParentRef names a parent table.
type ParentRef struct {
	SchemaName string
	TableName  string
}

// TenantConfig registers a tenant of a parent.
type TenantConfig struct {
	ParentSchema string
	ParentName   string
	TenantId     string
}

// PartitionIssue is a partition that could not be adopted, with why.
type PartitionIssue struct {
	Name   string
	Reason string
}

// ReconcileReport is the outcome of ImportExisting.
type ReconcileReport struct {
	Imported []string
	Drifted  []PartitionIssue
	Skipped  []PartitionIssue
}

// Manager maintains partitions.
type Manager struct {
	db       *pgxpool.Pool
	clock    Clock
	interval time.Duration
}

// Option configures a Manager.
type Option func(*Manager)

func WithDB(db *pgxpool.Pool) Option              { return func(m *Manager) { m.db = db } }
func WithClock(c Clock) Option                    { return func(m *Manager) { m.clock = c } }
func WithScheduleInterval(d time.Duration) Option { return func(m *Manager) { m.interval = d } }

// New returns a Manager.
func New(opts ...Option) (*Manager, error) {
	m := &Manager{}
	for _, o := range opts {
		o(m)
	}
	return m, nil
}

func (m *Manager) RegisterParent(ctx context.Context, cfg ParentConfig) error { return nil }
func (m *Manager) ImportExisting(ctx context.Context, ref ParentRef) (ReconcileReport, error) {
	return ReconcileReport{}, nil
}
func (m *Manager) RegisterTenant(ctx context.Context, cfg TenantConfig) error { return nil }
func (m *Manager) Maintain(ctx context.Context) error                         { return nil }
func (m *Manager) Start(ctx context.Context) error                            { return nil }
func (m *Manager) Stop()                                                      {}
