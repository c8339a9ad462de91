import { Link } from 'react-router-dom';
import { DASHBOARD_TOOLS } from './tools';

export function ToolCards() {
  return (
    <div className="grid">
      {DASHBOARD_TOOLS.map((tool) => (
        <Link key={tool.path} to={tool.path} className="card card--link">
          <h3>{tool.label}</h3>
          <p className="muted">{tool.text}</p>
        </Link>
      ))}
    </div>
  );
}
