/**
 * Publishes domain events after the change they announce is stored. The change has succeeded by
 * then, so a slow or absent event bus must neither fail nor hold up the caller: every event gets
 * the same bounded wait, and a miss is logged (consumers can re-read the stored records).
 */
import { Injectable, Logger } from '@nestjs/common';
import { EventName } from '@lexmitra/contracts';
import { withTimeout } from '@lexmitra/platform';
import { EventBusService } from './event-bus.service';

/** How long a publish may take before the caller carries on without it. */
export const EVENT_PUBLISH_TIMEOUT_MS = 2000;

@Injectable()
export class EventPublisher {
  private readonly logger = new Logger('EventPublisher');

  constructor(private readonly bus: EventBusService) {}

  /** Resolves true once published, false (logged) when the bus failed or took too long; never rejects. */
  async publish(event: EventName, payload: object, subject: string): Promise<boolean> {
    try {
      await withTimeout(this.bus.emit(event, payload), EVENT_PUBLISH_TIMEOUT_MS, 'event bus');
      return true;
    } catch (err) {
      this.logger.warn(`${event} for ${subject} not published: ${(err as Error).message}`);
      return false;
    }
  }
}
