/**
 * The ranked hit shared by triage and the modules it calls (clarify, asks, weights): kept in a
 * type-only file so that those modules need not import triage.ts, which imports them.
 */
import type { KbHit } from './search';

export interface RankedHit extends KbHit {
  /** Written for the other side: may be named as a charge the asker faces, never gives advice. */
  otherSide: boolean;
}
