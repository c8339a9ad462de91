import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toolsFor } from './tools';

export function ToolCards({ who }: { who: 'litigant' | 'advocate' }) {
  const { t } = useTranslation();
  return (
    <div className="grid">
      {toolsFor(who).map((tool) => (
        <Link key={tool.path} to={tool.path} className="card card--link">
          <h3>{t(`dashboard.tools.${tool.key}.label`)}</h3>
          <p className="muted">{t(`dashboard.tools.${tool.key}.text`)}</p>
        </Link>
      ))}
    </div>
  );
}
