package idemcore

// Jobs enqueued for a worker of the service (River's Insert of args T,
// run by a Work(ctx, *river.Job[T])): a duplicate job repeats what its
// worker does, so the enqueue's harm is the worker's. Each package exports
// its workers' verdicts as a JobFact; an enqueue whose worker is visible
// (a package below, judged where the enqueue is summarised; the package's
// own, judged by the passes through Result.JobWorker) is judged at once: a
// worker that does no harm makes the enqueue none. One whose worker is not
// visible (the web package enqueues, a worker package runs, main wires
// both) stays a publish with its Job set; nodedupe defers it as a hazard
// on JobRef, which the package that sees the worker's JobFact resolves
// (jobFacts), as an interface wired in main is (wiring.go).

import (
	"sort"
	"strings"

	"github.com/idemlint/idemlint/internal/model"
)

// jobEntry: the worker of job args type key, from the JobFacts of the
// packages below (once).
func (pa *pkgAnalysis) jobEntry(key string) (JobEntry, bool) {
	if pa.jobs == nil {
		pa.jobs = map[string]JobEntry{}
		for _, pf := range pa.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*JobFact); ok && pf.Package != pa.pass.Pkg {
				for _, j := range f.Jobs {
					if old, seen := pa.jobs[j.Args]; !seen || j.Harmful && !old.Harmful {
						pa.jobs[j.Args] = j
					}
				}
			}
		}
	}
	j, ok := pa.jobs[key]
	return j, ok
}

// jobEffect judges the enqueue ef (ef.Job set): dropped (ok false) when
// the job's worker is visible and harmless; kept when it does harm or is
// out of sight (the passes decide then: JobWorker, and the wiring package
// resolves it).
func (fa *funcAnalysis) jobEffect(ef EffectFact) (EffectFact, bool) {
	if j, ok := fa.pa.jobEntry(ef.Job); ok && !j.Harmful {
		return ef, false
	}
	return ef, true
}

// JobRef is the opaque reference to the worker of job args type key, for
// a wiring package to resolve (Result.Resolve).
func JobRef(key string) IfaceRef {
	return IfaceRef{Key: key + ".Work", Method: "Work", Job: true, Delivery: true}
}

// jobFacts resolves the opaque enqueue ref (ref.Job): the worker of its
// job, with the enqueue as its effect when the worker does harm, none when
// it does not; nothing when the worker is not visible here either.
func (pa *pkgAnalysis) jobFacts(ref *IfaceRef) (names []string, facts []*FuncFact) {
	key := strings.TrimSuffix(ref.Key, ".Work")
	j, ok := pa.jobEntry(key)
	if !ok {
		return nil, nil
	}
	f := &FuncFact{}
	if j.Harmful {
		f.Effects = []EffectFact{{Kind: model.Publish, Chain: nil, Desc: "a duplicate job for " + j.Worker + " (" + j.Desc + ")", SafeIfSender: -1}}
	}
	return []string{j.Worker}, []*FuncFact{f}
}

// jobFact lists the package's job workers and whether each does harm: an
// effect of its summary that is harmful, with no guard and no state check
// covering it (what nodedupe would report of it).
func (sz *summarizer) jobFact() *JobFact {
	f := &JobFact{}
	for _, h := range sz.handlerList {
		args := sz.m.JobArgs(h.fn.Signature)
		if args == "" {
			continue
		}
		j := JobEntry{Args: args, Worker: FuncName(h.fn)}
		if s := sz.summaries[h.fn]; s != nil {
			for _, e := range s.effects {
				if e.Kind.Harmful() && e.guard == nil && e.State == "" {
					j.Harmful, j.Desc = true, e.Desc
					break
				}
			}
		}
		f.Jobs = append(f.Jobs, j)
	}
	sort.Slice(f.Jobs, func(a, b int) bool { return f.Jobs[a].Args < f.Jobs[b].Args })
	return f
}
