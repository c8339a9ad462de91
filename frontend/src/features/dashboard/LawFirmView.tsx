import type { Firm } from '@lexmitra/contracts';
import { Alert } from '../../shared/ui/Alert';
import { FirmTasks } from './FirmTasks';
import { FirmTeam } from './FirmTeam';
import { useFirmDashboard } from './api/get-firm-dashboard';
import { ToolCards } from './ToolCards';

const STAT_LABELS = [
  ['cases', 'Cases'],
  ['clients', 'Clients'],
  ['hearings', 'Upcoming hearings'],
  ['documents', 'Documents'],
] as const;

/** Law Firm view: the firm's real figures, today's schedule, tasks and team. */
export function LawFirmView({ firm, onLeft }: { firm: Firm; onLeft: () => void }) {
  const board = useFirmDashboard(firm.id);
  const stats = board.data?.stats;
  const schedule = board.data?.schedule;
  return (
    <div className="stack">
      <div>
        <h2>{firm.name}</h2>
        {firm.description && <p className="muted">{firm.description}</p>}
        <p className="muted">Your role: {firm.myRole}</p>
      </div>
      {board.error && <Alert kind="error">{board.error.message}</Alert>}
      <div className="grid">
        {STAT_LABELS.filter(([k]) => stats?.[k] !== null).map(([k, label]) => (
          <div key={k} className="card"><div className="stat">{stats ? stats[k]!.toLocaleString('en-IN') : '…'}</div><div className="muted">{label}</div></div>
        ))}
      </div>
      <div className="grid">
        {schedule !== null && (
          <section className="card" aria-labelledby="schedule-title">
            <h2 id="schedule-title">Today's schedule</h2>
            {schedule && schedule.length === 0 && <p className="muted">Nothing in the firm's diaries for today. Add hearings in the Adv Diary and they appear here.</p>}
            <ul className="list-plain">
              {schedule?.map((item, i) => (
                <li key={i}>
                  <strong>{item.time || 'Any time'}</strong> {item.title} <span className="tag">{item.type}</span>
                  {item.urgent && <span className="tag tag--urgent">Urgent</span>}
                  {item.client && <div className="muted">Client: {item.client}</div>}
                  <div className="muted">{item.advocate}</div>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FirmTasks firm={firm} />
        <FirmTeam firm={firm} onLeft={onLeft} />
      </div>
      <h2>Tools</h2>
      <ToolCards />
    </div>
  );
}
