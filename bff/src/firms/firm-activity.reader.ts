import { Injectable } from '@nestjs/common';
import { DIARY_COLLECTIONS } from '@lexmitra/contracts';
import { MongoService } from '../infra/mongo.service';

export interface DiaryRow { ownerId: string; matterNo?: string; partyName?: string; upcomingDate?: string; upcomingTime?: string; stage?: string }

/**
 * Read-only view of the diary and document collections for the firm dashboard. Those modules do not
 * export their repositories, so this reads their collections directly and never writes to them.
 */
@Injectable()
export class FirmActivityReader {
  constructor(private readonly mongo: MongoService) {}

  diaryEntries(ownerIds: string[], limit = 5000): Promise<DiaryRow[]> {
    return this.mongo.connection
      .collection(DIARY_COLLECTIONS.entries)
      .find({ ownerId: { $in: ownerIds } }, { projection: { _id: 0, ownerId: 1, matterNo: 1, partyName: 1, upcomingDate: 1, upcomingTime: 1, stage: 1 } })
      .limit(limit)
      .toArray() as Promise<unknown[]> as Promise<DiaryRow[]>;
  }

  documentCount(uploaderIds: string[]): Promise<number> {
    return this.mongo.connection.collection('documents').countDocuments({ uploaderId: { $in: uploaderIds } });
  }
}
