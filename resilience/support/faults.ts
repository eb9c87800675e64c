// What a fault window looks like from the load's side: the answers of the piece that is down,
// those of every other piece, and how fast each came.
import { ok, type Outcome, type Piece } from './http';

export interface Window {
  /** When the fault began (the signal was sent) and when the piece answered again. */
  from: number;
  to: number;
}

const overlaps = (o: Outcome, w: Window) => o.end >= w.from && o.start <= w.to;

/** Outcomes that were in flight at some moment of the window. */
export const during = (outcomes: Outcome[], w: Window) => outcomes.filter((o) => overlaps(o, w));
/** Outcomes wholly before or after the window. */
export const outside = (outcomes: Outcome[], w: Window) => outcomes.filter((o) => !overlaps(o, w));

export const serverErrors = (outcomes: Outcome[]) =>
  outcomes.filter((o) => o.status !== undefined && o.status >= 500);
export const unanswered = (outcomes: Outcome[]) => outcomes.filter((o) => o.status === undefined);

export const show = (outcomes: Outcome[]) =>
  outcomes.map((o) => `${o.method} ${o.path} → ${o.status ?? o.failure} (${o.end - o.start} ms)`);

/** Whether an answer needs `piece`: its own service, and svc-auth for every admin request. */
export const needs = (o: Outcome, piece: Piece) =>
  o.piece === piece || (piece === 'auth' && o.kind.startsWith('admin:'));

/** The answers needing `piece` in the window that were not 2xx/4xx: each must be a JSON 502/503. */
export function unavailableAnswers(outcomes: Outcome[], piece: Piece, w: Window) {
  return during(outcomes, w).filter((o) => needs(o, piece) && !ok(o) && !(o.status && o.status < 500));
}

/** A gateway or service answer that says "unavailable" in the error shape. */
export const isCleanUnavailable = (o: Outcome) =>
  (o.status === 502 || o.status === 503) &&
  o.errorShape === true &&
  o.contentType.startsWith('application/json');

export function latency(outcomes: Outcome[]) {
  const ms = outcomes.map((o) => o.end - o.start).sort((a, b) => a - b);
  return {
    count: ms.length,
    p50: ms[Math.floor(ms.length / 2)] ?? 0,
    p99: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] ?? 0,
    max: ms[ms.length - 1] ?? 0,
  };
}
