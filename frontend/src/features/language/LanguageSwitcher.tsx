import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, InterfaceLanguage, isInterfaceLanguage } from '@lexmitra/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session';
import { changeLanguage, currentLanguage } from '../../shared/i18n';
import { usePreferences, useSaveLanguage } from './api/preferences';

function GlobeIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="10" /><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}

/**
 * The interface language: a native select (the phone's own picker, read out by every screen
 * reader), each language named in its own script. The choice is kept in this browser and, when
 * signed in, on the account; signing in applies the account's language.
 */
export function LanguageSwitcher({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const uid = user?.uid;
  const account = usePreferences(uid).data;
  const save = useSaveLanguage(uid);
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : DEFAULT_INTERFACE_LANGUAGE;
  const appliedFor = useRef<string | null>(null);
  const saveLanguage = save.mutate;

  // Once per signed-in user: the account's language wins; an account without one takes this browser's.
  useEffect(() => {
    if (!uid || !account) {
      if (!uid) appliedFor.current = null;
      return;
    }
    if (appliedFor.current === uid) return;
    appliedFor.current = uid;
    const here = currentLanguage();
    if (account.language && account.language !== here) void changeLanguage(account.language);
    else if (!account.language && here !== DEFAULT_INTERFACE_LANGUAGE) saveLanguage(here);
  }, [uid, account, saveLanguage]);

  function choose(code: InterfaceLanguage) {
    void changeLanguage(code).then(() => {
      if (uid) saveLanguage(code);
    });
  }

  return (
    <div className="lang-switch">
      <GlobeIcon />
      <label htmlFor={id} className="visually-hidden">{t('language.label')}</label>
      <select id={id} className="lang-switch__select" value={language} onChange={(e) => isInterfaceLanguage(e.target.value) && choose(e.target.value)}>
        {INTERFACE_LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.nativeName}</option>)}
      </select>
      {save.error && <span className="lang-switch__error" role="alert">{t('language.saveFailed', { message: save.error.message })}</span>}
    </div>
  );
}
