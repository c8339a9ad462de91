import { Link } from 'react-router-dom';

/** What an unfinished tool screen shows: plainly that it is not ready, and what it will do. */
export function ComingSoon({ title, summary }: { title: string; summary: string }) {
  return (
    <section className="coming-soon stack" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p className="alert alert--info" role="status">This tool is not available yet. We are building it now.</p>
      <p>{summary}</p>
      <p><Link to="/home">Back to the home page</Link></p>
    </section>
  );
}
