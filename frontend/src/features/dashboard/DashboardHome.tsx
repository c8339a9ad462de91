import { useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { useAuth } from '../auth/AuthProvider';
import { FirmModal, FirmMode, FirmRequest } from './FirmModal';
import { LawFirmView } from './LawFirmView';
import { ToolCards } from './ToolCards';

type View = 'individual' | 'lawfirm';

export function DashboardHome() {
  const { user } = useAuth();
  const [view, setView] = useState<View>('individual');
  const [firmMode, setFirmMode] = useState<FirmMode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function onFirm(req: FirmRequest) {
    // Firms are not stored yet (a later feature); say so rather than pretend it worked.
    setNotice(req.mode === 'join' ? `Firm invites are not available yet, so code "${req.inviteCode}" was not used.` : `Firm accounts are not available yet, so "${req.name}" was not created.`);
  }

  return (
    <div className="stack">
      <div className="row">
        <h1 className="dashboard-home__title">Dashboard</h1>
        <div className="view-toggle" role="group" aria-label="Dashboard view">
          <button type="button" aria-pressed={view === 'individual'} onClick={() => setView('individual')}>Individual</button>
          <button type="button" aria-pressed={view === 'lawfirm'} onClick={() => setView('lawfirm')}>Law Firm</button>
        </div>
      </div>
      {notice && <Alert kind="info">{notice}</Alert>}
      {view === 'lawfirm' ? <LawFirmView /> : (
        <>
          <p>Welcome{user ? `, ${user.email}` : ''}. Pick a tool to get started, or work together with your firm.</p>
          <div className="grid">
            <div className="card stack">
              <h2>Join a firm</h2>
              <p className="muted">Have an invite code from your firm? Join to share matters and documents.</p>
              <button type="button" className="btn btn--primary" onClick={() => setFirmMode('join')}>Join a firm</button>
            </div>
            <div className="card stack">
              <h2>Create a firm</h2>
              <p className="muted">Set up your firm and invite advocates and staff.</p>
              <button type="button" className="btn btn--ghost" onClick={() => setFirmMode('create')}>Create a firm</button>
            </div>
          </div>
          <h2>Your tools</h2>
          <ToolCards />
          <h2>Getting started</h2>
          <ol className="steps">
            <li className="card"><h3>Upload documents</h3><p className="muted">Add the notices, orders and agreements you are working with.</p></li>
            <li className="card"><h3>Use AI tools</h3><p className="muted">Translate, summarize or ask questions, and get answers grounded in the law.</p></li>
            <li className="card"><h3>Join or create a firm</h3><p className="muted">Work with colleagues on shared matters.</p></li>
          </ol>
        </>
      )}
      {firmMode && <FirmModal mode={firmMode} onClose={() => setFirmMode(null)} onSubmit={onFirm} />}
    </div>
  );
}
