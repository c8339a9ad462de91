/** One publish rule for every domain event: bounded wait, never fails the caller, a miss is logged. */
import { Logger } from '@nestjs/common';
import { EVENTS } from '@lexmitra/contracts';
import type { EventBusService } from '../src/infra/event-bus.service';
import { EVENT_PUBLISH_TIMEOUT_MS, EventPublisher } from '../src/infra/event-publisher';

const busWith = (emit: () => Promise<void>) => ({ emit: jest.fn(emit) }) as unknown as EventBusService & { emit: jest.Mock };

describe('EventPublisher', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined)));
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('publishes the payload under the event name', async () => {
    const bus = busWith(async () => undefined);
    await expect(new EventPublisher(bus).publish(EVENTS.draftSaved, { draftId: 'd1' }, 'd1')).resolves.toBe(true);
    expect(bus.emit).toHaveBeenCalledWith(EVENTS.draftSaved, { draftId: 'd1' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives up on a bus that does not answer after the one timeout, without failing the caller', async () => {
    jest.useFakeTimers();
    const publishing = new EventPublisher(busWith(() => new Promise<void>(() => undefined))).publish(EVENTS.documentUploaded, {}, 'doc-7');
    let settled: boolean | undefined;
    void publishing.then((v) => (settled = v));
    await jest.advanceTimersByTimeAsync(EVENT_PUBLISH_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^document\.uploaded for doc-7 not published: event bus timed out after 2000 ms/));
  });

  it('logs and swallows a bus that refuses', async () => {
    const publisher = new EventPublisher(busWith(async () => Promise.reject(new Error('Connection is closed.'))));
    await expect(publisher.publish(EVENTS.diaryEntryChanged, {}, 'entry-1')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('diary.entry.changed for entry-1 not published: Connection is closed.');
  });
});
