import type { Firm, FirmTask } from '@lexmitra/contracts';
import { TASK_PRIORITIES } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useFirmTasks } from './api/get-firm-tasks';
import { useAddTask, useDeleteTask, useToggleTask } from './api/manage-tasks';

/** The firm's persisted task list; who may add, edit or tick follows the firm's permission table. */
export function FirmTasks({ firm }: { firm: Firm }) {
  const { t } = useTranslation();
  const tasks = useFirmTasks(firm.id);
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<FirmTask['priority']>('Medium');
  const [dueDate, setDueDate] = useState('');
  const add = useAddTask(firm.id);
  const update = useToggleTask(firm.id);
  const remove = useDeleteTask(firm.id);
  const manage = firm.permissions.includes('manageTasks');
  const tick = firm.permissions.includes('completeTasks');
  const error = tasks.error ?? add.error ?? update.error ?? remove.error;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return;
    add.mutate({ title: title.trim(), priority, dueDate }, { onSuccess: () => { setTitle(''); setDueDate(''); } });
  }

  return (
    <section className="card stack" aria-labelledby="tasks-title">
      <h2 id="tasks-title">{t('firms.tasks')}</h2>
      {error && <Alert kind="error">{error.message}</Alert>}
      {tasks.data?.length === 0 && <p className="muted">{manage ? t('firms.noTasksAdd') : t('firms.noTasks')}</p>}
      <ul className="list-plain">
        {tasks.data?.map((task) => (
          <li key={task.id} className="row">
            <label>
              <input type="checkbox" checked={task.done} disabled={!tick} onChange={() => update.mutate(task)} /> {task.done ? <s>{task.title}</s> : task.title}
            </label>
            <span className={`tag tag--${task.priority.toLowerCase()}`}>{t(`firms.priorities.${task.priority}`)}</span>
            {task.dueDate && <span className="muted">{t('firms.due', { date: task.dueDate })}</span>}
            {manage && <button type="button" className="btn btn--link" aria-label={t('firms.deleteTask', { title: task.title })} onClick={() => remove.mutate(task)}>{t('common.delete')}</button>}
          </li>
        ))}
      </ul>
      {manage && (
        <form className="stack" aria-label={t('firms.addTask')} onSubmit={submit}>
          <Field label={t('firms.task')} name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
          <div className="field">
            <label htmlFor={`priority-${firm.id}`}>{t('firms.priority')}</label>
            <select id={`priority-${firm.id}`} value={priority} onChange={(e) => setPriority(e.target.value as FirmTask['priority'])}>
              {TASK_PRIORITIES.map((p) => <option key={p} value={p}>{t(`firms.priorities.${p}`)}</option>)}
            </select>
          </div>
          <Field label={t('firms.dueDate')} name="dueDate" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
          <button type="submit" className="btn btn--primary" disabled={!title.trim() || add.isPending}>{t('firms.addTask')}</button>
        </form>
      )}
    </section>
  );
}
