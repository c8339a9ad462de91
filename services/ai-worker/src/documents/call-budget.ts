/**
 * Model calls are the costly part of a document job. Before the first call the engine says how
 * many it needs: more than AI_MAX_CALLS_PER_JOB fails the job at once, and the calls are taken
 * from the user's budget for the UTC day (AI_DAILY_CALLS_PER_USER, a Redis counter per user and
 * day) or the job fails with a plain message saying when it renews.
 */
import { JobFailureError } from '@lexmitra/platform';
import type { Redis } from 'ioredis';

export interface CallBudgetConfig {
  maxCallsPerJob: number;
  dailyCallsPerUser: number;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
export const dailyCallsKey = (prefix: string, userId: string, now = new Date()) => `${prefix}:ai-calls:${userId}:${dayOf(now)}`;

/** Returns the `reserve(n)` a job's engine calls once, before its first model call. */
export function callBudget(redis: Redis, prefix: string, userId: string, config: CallBudgetConfig): (calls: number) => Promise<void> {
  return async (calls: number) => {
    if (calls > config.maxCallsPerJob) {
      throw new JobFailureError('AI_CALL_LIMIT', `This document is too long for this request: it would need ${calls} AI calls and one request may make ${config.maxCallsPerJob}. Ask a question about it instead, or split it into smaller files.`);
    }
    const key = dailyCallsKey(prefix, userId);
    const used = await redis.incrby(key, calls);
    if (used === calls) await redis.expire(key, 2 * 24 * 3600);
    if (used > config.dailyCallsPerUser) {
      await redis.decrby(key, calls);
      const left = Math.max(0, config.dailyCallsPerUser - (used - calls));
      throw new JobFailureError('AI_DAILY_LIMIT', `You have used today's AI allowance (${config.dailyCallsPerUser} calls a day; ${left} left, this request needs ${calls}). It renews at midnight UTC (5:30 am in India).`);
    }
  };
}
