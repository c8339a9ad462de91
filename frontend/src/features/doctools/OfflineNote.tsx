import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';

/**
 * Said before any upload when the server's document engine has no model (GET /api/config): which
 * operations cannot run here, and what each of the others does without a model, so nobody uploads a
 * notice to learn afterwards that translation was never possible.
 */
export function OfflineNote({ id, needsModel }: { id: string; needsModel: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert kind="info">
      <span id={id} className="stack">
        <strong>{t('doctools.offline.title')}</strong>
        {needsModel.includes('translate') && <span>{t('doctools.offline.translate')}</span>}
        <span>{t('doctools.offline.works')}</span>
        <span>{t('doctools.offline.summarize')}</span>
        <span>{t('doctools.offline.simplify')}</span>
        <span>{t('doctools.offline.answer')}</span>
      </span>
    </Alert>
  );
}
