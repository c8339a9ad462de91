import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DASHBOARD_TOOLS } from './tools';

export function ToolCards() {
  const { t } = useTranslation();
  return (
    <div className="grid">
      {DASHBOARD_TOOLS.map((tool) => (
        <Link key={tool.path} to={tool.path} className="card card--link">
          <h3>{t(`dashboard.tools.${tool.key}.label`)}</h3>
          <p className="muted">{t(`dashboard.tools.${tool.key}.text`)}</p>
        </Link>
      ))}
    </div>
  );
}
