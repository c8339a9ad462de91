import { Link } from 'react-router-dom';

export function ContactPage() {
  return (
    <main id="main" className="container page stack">
      <h1>Contact us</h1>
      <p>Write to us at <a href="mailto:support@lexmitra.in">support@lexmitra.in</a> for help with your account, billing or a Custom Build plan. We answer within one working day.</p>
      <p className="muted">Please do not send case papers by e-mail: upload them in the app, where only you can open them.</p>
    </main>
  );
}

export function AboutPage() {
  return (
    <main id="main" className="container page stack">
      <h1>About LexMitra</h1>
      <p>LexMitra helps people in India understand their legal matters and helps advocates run their practice. It answers legal questions with the provisions that apply, explains court papers in Indian languages, and keeps documents, drafts and hearing dates in one place.</p>
      <p>AI answers are a starting point, not legal advice. For anything that affects your rights, speak to a qualified advocate.</p>
      <p><Link to="/#services">See our services</Link></p>
    </main>
  );
}

export function ForgotPasswordPage() {
  return (
    <main id="main" className="container page stack">
      <h1>Forgot your password?</h1>
      <p>Password reset by e-mail is not available yet. Write to <a href="mailto:support@lexmitra.in">support@lexmitra.in</a> from the address you registered with and we will help you back into your account.</p>
      <p><Link to="/sign-in">Back to sign in</Link></p>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <main id="main" className="container page stack">
      <h1>Page not found</h1>
      <p>There is no page at this address. <Link to="/">Go to the home page</Link>.</p>
    </main>
  );
}
