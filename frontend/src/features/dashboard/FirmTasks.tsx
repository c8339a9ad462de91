import type { Firm, FirmTask } from '@lexmitra/contracts';
import { TASK_PRIORITIES } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useFirmTasks } from './api/get-firm-tasks';
import { useAddTask, useDeleteTask, useToggleTask } from './api/manage-tasks';

/** The firm's persisted task list; who may add, edit or tick follows the firm's permission table. */
export function FirmTasks({ firm }: { firm: Firm }) {
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
      <h2 id="tasks-title">Tasks</h2>
      {error && <Alert kind="error">{error.message}</Alert>}
      {tasks.data?.length === 0 && <p className="muted">No tasks yet.{manage ? ' Add the first one below.' : ''}</p>}
      <ul className="list-plain">
        {tasks.data?.map((t) => (
          <li key={t.id} className="row">
            <label>
              <input type="checkbox" checked={t.done} disabled={!tick} onChange={() => update.mutate(t)} /> {t.done ? <s>{t.title}</s> : t.title}
            </label>
            <span className={`tag tag--${t.priority.toLowerCase()}`}>{t.priority}</span>
            {t.dueDate && <span className="muted">Due {t.dueDate}</span>}
            {manage && <button type="button" className="btn btn--link" aria-label={`Delete task ${t.title}`} onClick={() => remove.mutate(t)}>Delete</button>}
          </li>
        ))}
      </ul>
      {manage && (
        <form className="stack" aria-label="Add task" onSubmit={submit}>
          <Field label="Task" name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
          <div className="field">
            <label htmlFor={`priority-${firm.id}`}>Priority</label>
            <select id={`priority-${firm.id}`} value={priority} onChange={(e) => setPriority(e.target.value as FirmTask['priority'])}>
              {TASK_PRIORITIES.map((p) => <option key={p}>{p}</option>)}
            </select>
          </div>
          <Field label="Due date" name="dueDate" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
          <button type="submit" className="btn btn--primary" disabled={!title.trim() || add.isPending}>Add task</button>
        </form>
      )}
    </section>
  );
}
