import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../shared/ui/Alert';
import { useAuth } from '../../shared/session';
import { useMyFirm } from './api/get-my-firm';
import { FirmModal, FirmMode } from './FirmModal';
import { LawFirmView } from './LawFirmView';
import { StorageUsed } from './StorageUsed';
import { ToolCards } from './ToolCards';

type View = 'individual' | 'lawfirm';

export function DashboardHome() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const firm = useMyFirm(!!user).data ?? null;
  const [chosen, setView] = useState<View>('individual');
  const [firmMode, setFirmMode] = useState<FirmMode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The Law Firm view is for firm members only; leaving the firm falls back to Individual.
  const view: View = firm ? chosen : 'individual';

  function onFirm(message: string | null) {
    setNotice(message);
    setView('lawfirm');
  }

  return (
    <div className="stack">
      <div className="row">
        <h1 className="dashboard-home__title">{t('dashboard.title')}</h1>
        {firm && (
          <div className="view-toggle" role="group" aria-label={t('dashboard.view')}>
            <button type="button" aria-pressed={view === 'individual'} onClick={() => setView('individual')}>{t('dashboard.individual')}</button>
            <button type="button" aria-pressed={view === 'lawfirm'} onClick={() => setView('lawfirm')}>{t('dashboard.lawFirm')}</button>
          </div>
        )}
      </div>
      {notice && <Alert kind="success">{notice}</Alert>}
      {view === 'lawfirm' && firm ? <LawFirmView firm={firm} onLeft={() => setNotice(null)} /> : (
        <>
          <p className="dashboard-home__welcome">{user ? t('dashboard.welcomeUser', { email: user.email }) : t('dashboard.welcome')}</p>
          {firm && (
            <div className="card stack">
              <h2>{firm.name}</h2>
              <p className="muted">{t('dashboard.youAre', { role: t(`firms.roles.${firm.myRole}`) })}</p>
              <button type="button" className="btn btn--primary" onClick={() => setView('lawfirm')}>{t('dashboard.openLawFirm')}</button>
            </div>
          )}
          <h2>{t('dashboard.yourTools')}</h2>
          <ToolCards who={firm ? 'advocate' : 'litigant'} />
          <StorageUsed enabled={!!user} />
          <p><Trans i18nKey="dashboard.judgment" components={{ search: <Link to="/dashboard/cases" /> }} /></p>
          <h2>{t('dashboard.gettingStarted')}</h2>
          <ol className="steps">
            <li className="card"><h3>{t('dashboard.step1')}</h3><p className="muted">{t('dashboard.step1Text')}</p></li>
            <li className="card"><h3>{t('dashboard.step2')}</h3><p className="muted">{t('dashboard.step2Text')}</p></li>
            <li className="card"><h3>{t('dashboard.step3')}</h3><p className="muted">{t('dashboard.step3Text')}</p></li>
          </ol>
          {/* Joining or making a firm is for advocates and their staff: after the tools, not before them. */}
          {!firm && (
            <section className="stack" aria-labelledby="firm-title">
              <h2 id="firm-title">{t('dashboard.forFirms')}</h2>
              <div className="grid">
                <div className="card stack">
                  <h3>{t('firms.joinTitle')}</h3>
                  <p className="muted">{t('dashboard.joinText')}</p>
                  <button type="button" className="btn btn--ghost" onClick={() => setFirmMode('join')}>{t('firms.joinTitle')}</button>
                </div>
                <div className="card stack">
                  <h3>{t('firms.createTitle')}</h3>
                  <p className="muted">{t('dashboard.createText')}</p>
                  <button type="button" className="btn btn--ghost" onClick={() => setFirmMode('create')}>{t('firms.createTitle')}</button>
                </div>
              </div>
            </section>
          )}
        </>
      )}
      {firmMode && <FirmModal mode={firmMode} onClose={() => setFirmMode(null)} onDone={onFirm} />}
    </div>
  );
}
