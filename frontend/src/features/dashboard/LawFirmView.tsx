import { FIRM_SCHEDULE, FIRM_STATS, FIRM_TASKS, FIRM_TEAM } from './lawFirmMock';
import { ToolCards } from './ToolCards';

/** Law Firm view: sample content only, labelled as such until real firm data is wired in. */
export function LawFirmView() {
  return (
    <div className="stack">
      <p className="alert alert--info" role="status">Sample data: this view shows how a firm's day will look.</p>
      <div className="grid">
        {FIRM_STATS.map((s) => (
          <div key={s.label} className="card"><div className="stat">{s.value.toLocaleString('en-IN')}</div><div className="muted">{s.label}</div></div>
        ))}
      </div>
      <div className="grid">
        <section className="card" aria-labelledby="schedule-title">
          <h2 id="schedule-title">Today's schedule</h2>
          <ul className="list-plain">
            {FIRM_SCHEDULE.map((item) => (
              <li key={item.time + item.title}>
                <strong>{item.time}</strong> {item.title} <span className="tag">{item.type}</span>
                {item.urgent && <span className="tag tag--urgent">Urgent</span>}
                <div className="muted">Client: {item.client}</div>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="tasks-title">
          <h2 id="tasks-title">Tasks</h2>
          <ul className="list-plain">
            {FIRM_TASKS.map((t) => (
              <li key={t.title}>
                <span>{t.completed ? '✓ ' : ''}{t.title}</span> <span className={`tag tag--${t.priority.toLowerCase()}`}>{t.priority}</span>
                <div className="muted">Due {t.dueDate}</div>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="team-title">
          <h2 id="team-title">Team</h2>
          <ul className="list-plain">
            {FIRM_TEAM.map((m) => (
              <li key={m.name}><strong>{m.name}</strong> · {m.role} <span className="tag">{m.status}</span></li>
            ))}
          </ul>
        </section>
      </div>
      <h2>Tools</h2>
      <ToolCards />
    </div>
  );
}
