import { useTranslation } from 'react-i18next';

/**
 * The brand bar index.html shows before the app starts (same markup, see index.html), kept on
 * screen while the app reads its configuration, so the first paint is not blank and not replaced
 * by a different "Loading..." screen.
 */
export function BrandBar() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <span className="site-header__logo"><img src="/logo.svg" alt="" width="36" height="36" /><span>LexMitra</span></span>
        <span className="visually-hidden" role="status">{t('common.loading')}</span>
      </div>
    </header>
  );
}
