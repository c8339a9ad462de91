import type { TaskInput, TaskPatch } from '@lexmitra/contracts';
import { Connection, Model } from 'mongoose';
import { buildIndexes, modelOn, toObjectId } from '../mongo';
import { TaskRecord, TaskSchema } from './firm.schema';

/** A firm's task list; every query is scoped to the firm, so another firm's task is not found. */
export class FirmTasksRepository {
  private readonly tasks: Model<TaskRecord>;

  constructor(connection: Connection) {
    this.tasks = modelOn(connection, 'FirmTask', TaskSchema);
    void buildIndexes(this.tasks);
  }

  list(firmId: string): Promise<TaskRecord[]> {
    return this.tasks.find({ firmId: { $eq: firmId } }).sort({ done: 1, dueDate: 1, createdAt: 1 }).limit(500).lean<TaskRecord[]>();
  }

  async create(firmId: string, userId: string, input: TaskInput): Promise<TaskRecord> {
    const now = new Date();
    return (await this.tasks.create({ ...input, firmId, done: false, createdBy: userId, createdAt: now, updatedAt: now })).toObject();
  }

  update(firmId: string, id: string, patch: TaskPatch): Promise<TaskRecord | null> {
    const _id = toObjectId(id);
    if (!_id) return Promise.resolve(null);
    return this.tasks.findOneAndUpdate({ _id, firmId: { $eq: firmId } }, { $set: { ...patch, updatedAt: new Date() } }, { returnDocument: 'after' }).lean<TaskRecord>();
  }

  async delete(firmId: string, id: string): Promise<boolean> {
    const _id = toObjectId(id);
    return !!_id && (await this.tasks.deleteOne({ _id, firmId: { $eq: firmId } })).deletedCount === 1;
  }
}
