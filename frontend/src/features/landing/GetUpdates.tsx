import { FormEvent, useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useSubscribe } from './api/subscribe';

/** The 'Get Updates' mailing-list box; the address is stored by POST /api/updates/subscribe. */
export function GetUpdates() {
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();

  function submit(e: FormEvent) {
    e.preventDefault();
    subscribe.mutate(email.trim());
  }

  return (
    <section id="get-started" className="section section--alt" aria-labelledby="updates-title">
      <div className="container updates card">
        <h2 id="updates-title">Get Updates</h2>
        <p className="muted">New tools, changes in the law that matter to you, no spam. Unsubscribe any time.</p>
        {subscribe.isSuccess ? (
          <Alert kind="success">Thank you, you are subscribed. Updates will reach {email.trim()}.</Alert>
        ) : (
          <form className="updates__form" onSubmit={submit} aria-label="Get Updates">
            <Field label="Email address" type="email" name="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <button type="submit" className="btn btn--accent" disabled={subscribe.isPending}>Submit</button>
          </form>
        )}
        {subscribe.isError && <Alert kind="error">{subscribe.error.message || 'Could not subscribe. Please try again.'}</Alert>}
      </div>
    </section>
  );
}
