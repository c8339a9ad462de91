import { Injectable } from '@nestjs/common';
import { can, FIRM_TEXT, FirmDashboard, FirmTask, istDate, ScheduleItem, TaskInput, TaskPatch } from '@lexmitra/contracts';
import { DiaryRepository, DocumentsRepository, FirmsRepository, FirmTasksRepository, TaskRecord, UsersRepository } from '@lexmitra/data';
import { notFound } from '../common/api-error';
import { FirmsService } from './firms.service';

const taskView = (t: TaskRecord): FirmTask => ({ id: String(t._id), title: t.title, priority: t.priority, dueDate: t.dueDate, done: t.done, createdAt: t.createdAt.toISOString() });
// Court appearances are flagged on the schedule; drafting stages are not.
const URGENT_STAGES = new Set(['Hearing', 'Judgment']);

/** The Law Firm view: figures from the members' diaries and documents, today's schedule, the task list. */
@Injectable()
export class FirmBoardService {
  constructor(
    private readonly firms: FirmsService,
    private readonly repo: FirmsRepository,
    private readonly tasks: FirmTasksRepository,
    private readonly diary: DiaryRepository,
    private readonly documents: DocumentsRepository,
    private readonly users: UsersRepository,
  ) {}

  async dashboard(userId: string, firmId: string, now = new Date()): Promise<FirmDashboard> {
    const me = await this.firms.member(userId, firmId);
    const memberIds = (await this.repo.membersOf(firmId)).map((m) => m.userId);
    const today = istDate(now);
    const answer: FirmDashboard = { stats: { cases: null, clients: null, hearings: null, documents: null }, schedule: null, today };
    if (can(me.role, 'viewDiary')) {
      const activity = await this.diary.activity(memberIds, today);
      answer.stats.cases = activity.matters;
      answer.stats.clients = activity.parties;
      answer.stats.hearings = activity.hearingsFrom;
    }
    // The schedule names members' matters and clients: diary details, not figures.
    if (can(me.role, 'viewSchedule')) {
      const todays = await this.diary.datedOn(memberIds, today);
      const advocates = await this.users.findByIds(todays.map((r) => r.ownerId));
      answer.schedule = todays.map(
        (r): ScheduleItem => ({
          time: r.upcomingTime,
          title: r.matterNo || '(no matter number)',
          type: r.stage || 'Matter',
          client: r.partyName,
          urgent: URGENT_STAGES.has(r.stage),
          advocate: advocates.get(r.ownerId)?.email ?? '',
        }),
      );
    }
    if (can(me.role, 'viewDocuments')) answer.stats.documents = await this.documents.countUploadedBy(memberIds);
    return answer;
  }

  async listTasks(userId: string, firmId: string): Promise<FirmTask[]> {
    await this.firms.member(userId, firmId);
    return (await this.tasks.list(firmId)).map(taskView);
  }

  async createTask(userId: string, firmId: string, input: TaskInput): Promise<FirmTask> {
    await this.firms.member(userId, firmId, 'manageTasks');
    return taskView(await this.tasks.create(firmId, userId, input));
  }

  async updateTask(userId: string, firmId: string, taskId: string, patch: TaskPatch): Promise<FirmTask> {
    // Ticking done is its own right (completeTasks); any other change is managing the task.
    const onlyDone = Object.keys(patch).every((k) => k === 'done');
    await this.firms.member(userId, firmId, onlyDone ? 'completeTasks' : 'manageTasks');
    const task = await this.tasks.update(firmId, taskId, patch);
    if (!task) throw notFound(FIRM_TEXT.taskNotFound);
    return taskView(task);
  }

  async deleteTask(userId: string, firmId: string, taskId: string): Promise<void> {
    await this.firms.member(userId, firmId, 'manageTasks');
    if (!(await this.tasks.delete(firmId, taskId))) throw notFound(FIRM_TEXT.taskNotFound);
  }
}
