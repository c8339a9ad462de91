import type { ChatAnswer, Citation } from '@lexmitra/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { answerLanguageOf, useAnswerLanguage } from './answer-language';

/**
 * One bot answer: the response text, docs/product.md screen 1's three headed lists (empty ones hidden), then sources.
 * A clarifying question shows its quick replies as buttons; only the latest answer's are live
 * (`onReply`), since an older question has been answered already.
 */
export function BotReply({ answer, onReply, busy = false }: { answer: ChatAnswer; onReply?: (text: string) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const inDashboard = useLocation().pathname.startsWith('/dashboard');
  // A Hindi answer on the English interface is headed in Hindi, and marked for screen readers.
  const lng = useAnswerLanguage(answer);
  const lists: [string, string[]][] = [
    [t('chat.charges', { lng }), answer.potential_charges],
    [t('chat.rights', { lng }), answer.rights],
    [t('chat.nextSteps', { lng }), answer.next_steps],
  ];
  return (
    <div className="chat__bot stack" lang={lng}>
      <p className="chat__response">{answer.lawyer_response}</p>
      {answer.clarify && onReply && (
        <div className="chat__replies" role="group" aria-label={answer.clarify.question}>
          {answer.clarify.options.map((option) => (
            <button key={option} type="button" className="btn btn--ghost chat__reply" disabled={busy} onClick={() => onReply(option)}>
              {option}
            </button>
          ))}
        </div>
      )}
      {lists.filter(([, items]) => items.length > 0).map(([heading, items]) => (
        <section key={heading} className="chat__list">
          <h3>{heading}</h3>
          <ul>{items.map((item, i) => <li key={i}>{item}</li>)}</ul>
        </section>
      ))}
      {answer.entries && answer.entries.length > 0 && (
        <p className="chat__more">
          {t('chat.moreDetail', { lng })}{' '}
          {answer.entries.map((e, i) => (
            <span key={e.id}>
              {i > 0 && ', '}
              <Link to={`${inDashboard ? '/dashboard/query' : '/query-page'}/entries/${encodeURIComponent(e.id)}${pageLanguage(answer, lng)}`}>{e.title}</Link>
            </span>
          ))}
        </p>
      )}
      {answer.citations?.length > 0 && (
        <ul className="chat__chips" aria-label={t('chat.cited')}>
          {answer.citations.map((c, i) => {
            const to = citationLink(c, inDashboard ? '/dashboard' : '');
            const label = chipText(c.act, c.section, c.act_short);
            const title = t('chat.chipTitle', { what: c.title ? `${c.title}: ${c.act}` : c.act });
            return (
              <li key={`${c.act}-${c.section}-${i}`}>
                {/* A judgment the corpus lacks has nowhere to lead: its name is shown, not a search for it. */}
                {to ? <Link className="chat__chip" to={to} title={title}>{label}</Link> : <span className="chat__chip chat__chip--plain" title={title}>{label}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A Hindi or Bengali answer's detail pages open in its language, whatever the interface. */
const pageLanguage = (answer: ChatAnswer, lng: string | undefined) => {
  const language = answerLanguageOf(answer) ?? lng;
  return language === 'hi' || language === 'bn' ? `?language=${language}` : '';
};

/** Whether a citation names a judgment (the court as `act`, the case as `section`) rather than a statute's section. */
const isCase = (act: string) => /^Supreme Court|High Court/.test(act);

/**
 * Where a chip leads: a judgment the corpus holds opens its own page (/cases/:id, public, so the same
 * inside the dashboard); a section or article opens the page of that provision (what the knowledge
 * base says of it and the judgments that cite it), under `base` ('' or '/dashboard'). A judgment
 * without a case id leads nowhere (null): a search for its name is not that judgment.
 */
export function citationLink({ act, section, case_id }: Pick<Citation, 'act' | 'section' | 'case_id'>, base: string): string | null {
  if (case_id) return `/cases/${encodeURIComponent(case_id)}`;
  if (isCase(act)) return null;
  return `${base}/law?${new URLSearchParams({ act, section })}`;
}

/**
 * "BNS 2023 s.303", "POSH Act 2013 s.9", "Constitution Art. 21", or a case name alone: chips stay small;
 * the full act is in the tooltip. The knowledge base gives each Act's accepted short name (`act_short`),
 * to which the chip adds the Act's year; an answer saved before it did falls back to initials.
 */
export function chipText(act: string, section: string, actShort?: string): string {
  if (isCase(act)) return section;
  const year = yearOf(act);
  const name = actShort ? (year ? `${actShort} ${year}` : actShort) : /^Constitution/.test(act) ? 'Constitution' : /^Reserve Bank/.test(act) ? 'RBI' : shortAct(act);
  return `${name} ${/^[\d(]/.test(section) ? `s.${section}` : section}`;
}

/**
 * Acts known by a short name that is not their initials: the Code of Civil Procedure is the CPC, never
 * "CCP"; the Code of Criminal Procedure the CrPC.
 */
const CUSTOMARY: Record<string, string> = {
  'Code of Civil Procedure': 'CPC',
  'Code of Criminal Procedure': 'CrPC',
  'Right to Information Act': 'RTI Act',
  'Information Technology Act': 'IT Act',
};

/** The year an Act's full name ends with ("Micro, Small and Medium Enterprises Development Act, 2006" → "2006"). */
const yearOf = (act: string) => /,\s*(\d{4})$/.exec(act)?.[1];

/** "Bharatiya Nyaya Sanhita, 2023" → "BNS 2023". */
function shortAct(act: string): string {
  const year = yearOf(act);
  const name = year ? act.slice(0, act.lastIndexOf(',')) : act;
  if (CUSTOMARY[name]) return year ? `${CUSTOMARY[name]} ${year}` : CUSTOMARY[name];
  const words = name.replace(/\(.*?\)/g, '').split(/\s+/).filter((w) => /^[A-Z]/.test(w));
  const initials = words.length > 1 ? words.map((w) => w[0]).join('') : name;
  return year ? `${initials} ${year}` : initials;
}
