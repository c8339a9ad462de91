import { parseDraft } from '@lexmitra/contracts';
import { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { blankLabel } from './draftLanguage';

const BLANK = /\{\{\s*([a-z0-9_]+)\s*\}\}/g;

/** A line's text with each {{blank}} shown as what it asks for, marked so it stands out as still to fill. */
function withBlanks(text: string, label: (name: string) => string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(BLANK)) {
    if (m.index! > at) out.push(text.slice(at, m.index));
    out.push(<mark key={m.index} className="drafts__blank">{label(m[1])}</mark>);
    at = m.index! + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/**
 * The draft as it reads (and exports: the same parser as the PDF and DOCX): headings as headings,
 * numbered paragraphs with their numbers, blanks by name in the draft's language; no "# " or {{…}}.
 */
export function DraftPreview({ text, lng, id }: { text: string; lng: string; id: string }) {
  const { t } = useTranslation();
  const label = (name: string) => blankLabel(t, name, lng);
  return (
    <div id={id} className="drafts__preview" lang={lng} tabIndex={0} aria-label={t('drafts.readView')}>
      {parseDraft(text).map((block, i) => {
        if (block.kind === 'blank') return <div key={i} className="drafts__preview-gap" aria-hidden="true" />;
        if (block.kind === 'heading') return <h3 key={i} className="drafts__preview-heading">{withBlanks(block.text, label)}</h3>;
        if (block.kind === 'numbered') return <p key={i} className="drafts__preview-numbered"><span>{block.marker}</span> {withBlanks(block.text, label)}</p>;
        return <p key={i} className="drafts__preview-line">{withBlanks(block.text, label)}</p>;
      })}
    </div>
  );
}
