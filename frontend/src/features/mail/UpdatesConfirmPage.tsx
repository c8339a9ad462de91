import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Spinner } from '../../shared/ui/Spinner';
import { confirmUpdates } from './api';

/** /updates/confirm?a&s: the link of the 'Get Updates' confirmation mail (double opt-in). */
export function UpdatesConfirmPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const a = params.get('a') ?? '';
  const s = params.get('s') ?? '';
  const confirm = useMutation({ mutationFn: () => confirmUpdates(a, s) });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !a || !s) return;
    started.current = true;
    confirm.mutate();
  }, [a, s, confirm]);

  const failed = !a || !s || confirm.isError;
  return (
    <main id="main" className="container page stack">
      <h1>{t('account.updatesTitle')}</h1>
      {confirm.isPending && <Spinner label={t('verify.checking')} />}
      {confirm.isSuccess && <Alert kind="success">{t('account.updatesConfirmed', { email: a })}</Alert>}
      {failed && !confirm.isPending && <Alert kind="error">{confirm.error instanceof HttpError && confirm.error.code !== 'INVALID_TOKEN' ? confirm.error.message : t('verify.invalidLink')}</Alert>}
    </main>
  );
}
