// The figures each run records for docs/resilience.md: one JSON file per run of the suite
// (.tmp/resilience-figures.json), one entry per scenario; scripts/test-resilience.mjs prints them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { ok, type Outcome } from './http';
import { errorsByKind } from './verify';

export const FIGURES_FILE = join(__dirname, '..', '..', '.tmp', 'resilience-figures.json');

/** The machine and how busy it was: the figures mean little without it. */
export function host() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}

/** Requests, answers per second, errors by kind and latency percentiles of a set of outcomes. */
export function requestFigures(outcomes: Outcome[], seconds: number) {
  const ms = outcomes.map((o) => o.end - o.start).sort((a, b) => a - b);
  const at = (p: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] : 0);
  return {
    requests: outcomes.length,
    answersPerSecond: Number((outcomes.length / seconds).toFixed(1)),
    ok2xx: outcomes.filter(ok).length,
    errors: errorsByKind(outcomes),
    latencyMs: { p50: at(0.5), p99: at(0.99), max: ms[ms.length - 1] ?? 0 },
  };
}

/** Adds (or replaces) this scenario's entry. */
export function recordFigures(scenario: string, figures: Record<string, unknown>): void {
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  const all = existsSync(FIGURES_FILE)
    ? (JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Record<string, unknown>)
    : {};
  all[scenario] = { at: new Date().toISOString(), host: host(), ...figures };
  writeFileSync(FIGURES_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
