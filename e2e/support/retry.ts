/**
 * A browser test that fails is run once more before it counts as failed: a real Chromium on a busy
 * 2-core machine sometimes misses a timing. The first failure is printed, and `npm test` lists every
 * test that needed the retry (FLAKY lines), so a flaky test stays visible and gets fixed.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
