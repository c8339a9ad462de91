import { MAIL_CATEGORIES } from '@lexmitra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { getMailPreferences, MAIL_PREFERENCES_KEY, setMailPreference } from './api';

/** The account menu's "Mail settings": each notification mail on or off (account mails always go). */
export function MailSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: MAIL_PREFERENCES_KEY, queryFn: getMailPreferences });
  const change = useMutation({
    mutationFn: ({ category, wanted }: { category: (typeof MAIL_CATEGORIES)[number]; wanted: boolean }) => setMailPreference(category, wanted),
    onSuccess: (data) => queryClient.setQueryData(MAIL_PREFERENCES_KEY, data),
  });
  const error = prefs.error ?? change.error;

  return (
    <Modal title={t('account.mailSettingsTitle')} onClose={onClose}>
      <div className="stack">
        <p className="muted">{t('account.mailSettingsHint')}</p>
        {prefs.isPending && <Spinner />}
        {prefs.data && (
          <fieldset className="stack" disabled={change.isPending}>
            <legend className="visually-hidden">{t('account.mailSettingsTitle')}</legend>
            {MAIL_CATEGORIES.map((category) => (
              <label key={category} className="row">
                <input type="checkbox" checked={prefs.data[category]} onChange={(e) => change.mutate({ category, wanted: e.target.checked })} />
                <span>{t(`account.categories.${category}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {error && <Alert kind="error">{error instanceof HttpError ? error.message : t('errors.unreachable')}</Alert>}
      </div>
    </Modal>
  );
}
