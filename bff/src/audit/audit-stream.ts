import { Counter, Gauge } from 'prom-client';
import { lexMetrics } from '@lexmitra/platform';

/**
 * The Redis stream between the request path and the audit consumer, one per database (the BFF
 * replicas of one deployment share it; test apps, each on a database of its own, do not).
 * A stream rather than pub/sub: pub/sub drops what nobody is subscribed to at that moment, while a
 * stream keeps each event until a consumer of the group has stored it and acknowledged it.
 */
export function auditStreamKey(prefix: string, mongoUrl: string): string {
  const db = new URL(mongoUrl).pathname.replace(/^\//, '') || 'test';
  return `${prefix}:audit:${db}`;
}
export const AUDIT_GROUP = 'audit-writers';
/** A safety cap only: stored events are deleted at once, so the stream is short unless the consumers are down. */
export const AUDIT_STREAM_MAXLEN = 1_000_000;

let counters: { published: Counter; lost: Counter; stored: Counter; missing: Gauge } | undefined;

/** The audit trail's own numbers on the BFF's metrics registry (GET /api/metrics). */
export function auditMetrics() {
  if (counters) return counters;
  const registers = [lexMetrics().registry];
  counters = {
    published: new Counter({ name: 'lexmitra_audit_events_published_total', help: 'Audit events handed to the Redis stream', registers }),
    lost: new Counter({ name: 'lexmitra_audit_events_lost_total', help: 'Audit events that never reached the stream (Redis refused or was away)', registers }),
    stored: new Counter({ name: 'lexmitra_audit_records_stored_total', help: 'Audit records the consumer stored', registers }),
    missing: new Gauge({ name: 'lexmitra_audit_events_missing', help: "This process's audit events (by sequence number) with no stored record after the settle time", registers }),
  };
  return counters;
}
