import { PASSWORD_MIN_LENGTH, UI_TEXT } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HttpError } from '../../shared/http';
import { Alert } from '../../shared/ui/Alert';
import { Field } from '../../shared/ui/Field';
import { useRegister } from './api/register';
import { GoogleButton } from './GoogleButton';

/** /sign-up (call 6). On success the user id is kept and the visitor goes on to sign in. */
export function SignUpPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const registration = useRegister();
  // Checks made here before any call; the server's refusal comes from the mutation.
  const [problem, setProblem] = useState<string | null>(null);
  const busy = registration.isPending;
  const failed = registration.error;
  const error = problem ?? (failed ? (failed instanceof HttpError ? failed.message : 'Could not reach LexMitra. Please try again.') : null);

  function submit(e: FormEvent) {
    e.preventDefault();
    registration.reset();
    setProblem(null);
    if (password !== confirm) return setProblem(UI_TEXT.passwordsDoNotMatch);
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
    registration.mutate({ email: email.trim(), password }, {
      onSuccess: () => navigate('/sign-in', { state: { notice: 'Your account is ready. Sign in to continue.' } }),
    });
  }

  return (
    <main id="main" className="container page auth-page">
      <div className="card auth-card">
        <h1>Create your account</h1>
        <form className="stack" onSubmit={submit} aria-label="Sign up">
          <Field label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field label="Password" type="password" name="password" autoComplete="new-password" required hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field label="Confirm password" type="password" name="confirm" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          {error && <Alert kind="error">{error}</Alert>}
          <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? 'Creating account...' : 'Signup'}</button>
          <GoogleButton label="Sign up with Google" kind="signUp" />
          <p>Already have an account? <Link to="/sign-in">Login</Link></p>
        </form>
      </div>
    </main>
  );
}
