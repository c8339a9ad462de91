import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../shared/ui/Alert';
import { useAuth } from '../auth/AuthProvider';
import { useMyFirm } from './api/get-my-firm';
import { FirmModal, FirmMode } from './FirmModal';
import { LawFirmView } from './LawFirmView';
import { StorageUsed } from './StorageUsed';
import { ToolCards } from './ToolCards';

type View = 'individual' | 'lawfirm';

export function DashboardHome() {
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
        <h1 className="dashboard-home__title">Dashboard</h1>
        {firm && (
          <div className="view-toggle" role="group" aria-label="Dashboard view">
            <button type="button" aria-pressed={view === 'individual'} onClick={() => setView('individual')}>Individual</button>
            <button type="button" aria-pressed={view === 'lawfirm'} onClick={() => setView('lawfirm')}>Law Firm</button>
          </div>
        )}
      </div>
      {notice && <Alert kind="success">{notice}</Alert>}
      {view === 'lawfirm' && firm ? <LawFirmView firm={firm} onLeft={() => setNotice(null)} /> : (
        <>
          <p>Welcome{user ? `, ${user.email}` : ''}. Pick a tool to get started, or work together with your firm.</p>
          {firm ? (
            <div className="card stack">
              <h2>{firm.name}</h2>
              <p className="muted">You are {firm.myRole} of this firm. Open the Law Firm view for its schedule, tasks and team.</p>
              <button type="button" className="btn btn--primary" onClick={() => setView('lawfirm')}>Open Law Firm view</button>
            </div>
          ) : (
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
          )}
          <h2>Your tools</h2>
          <ToolCards />
          <StorageUsed enabled={!!user} />
          <p>Looking for a judgment? <Link to="/dashboard/cases">Search case law</Link> by party, citation or doctrine.</p>
          <h2>Getting started</h2>
          <ol className="steps">
            <li className="card"><h3>Upload documents</h3><p className="muted">Add the notices, orders and agreements you are working with.</p></li>
            <li className="card"><h3>Use AI tools</h3><p className="muted">Translate, summarize or ask questions, and get answers grounded in the law.</p></li>
            <li className="card"><h3>Join or create a firm</h3><p className="muted">Work with colleagues on shared matters.</p></li>
          </ol>
        </>
      )}
      {firmMode && <FirmModal mode={firmMode} onClose={() => setFirmMode(null)} onDone={onFirm} />}
    </div>
  );
}
