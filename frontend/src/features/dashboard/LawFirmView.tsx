import type { Firm } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../shared/ui/Alert';
import { FirmTasks } from './FirmTasks';
import { FirmTeam } from './FirmTeam';
import { useFirmDashboard } from './api/get-firm-dashboard';
import { ToolCards } from './ToolCards';
import { intlLocale } from '../../shared/i18n/formatDate';

const STATS = ['cases', 'clients', 'hearings', 'documents'] as const;

/** Law Firm view: the firm's real figures, today's schedule, tasks and team. */
export function LawFirmView({ firm, onLeft }: { firm: Firm; onLeft: () => void }) {
  const { t, i18n } = useTranslation();
  const board = useFirmDashboard(firm.id);
  const stats = board.data?.stats;
  const schedule = board.data?.schedule;
  return (
    <div className="stack">
      <div>
        <h2>{firm.name}</h2>
        {firm.description && <p className="muted">{firm.description}</p>}
        <p className="muted">{t('firms.yourRole', { role: t(`firms.roles.${firm.myRole}`) })}</p>
        {firm.myRole === 'Senior Partner' && <Link className="btn btn--ghost btn--small" to="/dashboard/firm-audit">{t('activity.firm.open')}</Link>}
      </div>
      {board.error && <Alert kind="error">{board.error.message}</Alert>}
      <div className="grid">
        {STATS.filter((k) => stats?.[k] !== null).map((k) => (
          <div key={k} className="card"><div className="stat">{stats ? stats[k]!.toLocaleString(intlLocale(i18n.language)) : '…'}</div><div className="muted">{t(`firms.stats.${k}`)}</div></div>
        ))}
      </div>
      <div className="grid">
        {schedule !== null && (
          <section className="card" aria-labelledby="schedule-title">
            <h2 id="schedule-title">{t('firms.schedule')}</h2>
            {schedule && schedule.length === 0 && <p className="muted">{t('firms.scheduleEmpty')}</p>}
            <ul className="list-plain">
              {schedule?.map((item, i) => (
                <li key={i}>
                  <strong>{item.time || t('firms.anyTime')}</strong> {item.title} <span className="tag">{item.type}</span>
                  {item.urgent && <span className="tag tag--urgent">{t('firms.urgent')}</span>}
                  {item.client && <div className="muted">{t('firms.parties', { name: item.client })}</div>}
                  <div className="muted">{item.advocate}</div>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FirmTasks firm={firm} />
        <FirmTeam firm={firm} onLeft={onLeft} />
      </div>
      <h2>{t('firms.tools')}</h2>
      <ToolCards who="advocate" />
    </div>
  );
}
