import type { mongo } from 'mongoose';
import { RecordBusyError, RecordLock, withRecordLock } from '../record-lock';

export type FirmLock = RecordLock;
export const FirmBusyError = RecordBusyError;

/**
 * The firm's seat count is read and written under a per-firm lock: a conditional update ($gt: 1
 * with $inc) would do on MongoDB, but the lock also serialises the read of the members that decides
 * whether a Senior Partner may leave.
 */
export function withFirmLock<T>(locks: mongo.Collection<FirmLock>, firmId: string, fn: () => Promise<T>): Promise<T> {
  return withRecordLock(locks, `firm:${firmId}`, fn);
}
