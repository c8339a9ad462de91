import { placeholderLabel } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field';

/**
 * The {{placeholders}} still left in the draft, as a form. Filling replaces them in the editor's
 * current text (so manual edits are kept); a filled placeholder disappears from the list.
 */
export function PlaceholderForm({ names, disabled, onFill }: { names: string[]; disabled: boolean; onFill: (values: Record<string, string>) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  if (!names.length) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFill(values);
  };
  return (
    <form className="card stack drafts__fill" aria-labelledby="drafts-fill-title" onSubmit={submit}>
      <h2 id="drafts-fill-title">{t('drafts.fillTitle')}</h2>
      <p className="muted">{names.length === 1 ? t('drafts.blankLeft') : t('drafts.blanksLeft', { n: names.length })}</p>
      <div className="drafts__fill-fields">
        {names.map((name) => (
          <Field key={name} label={placeholderLabel(name)} name={name} value={values[name] ?? ''} disabled={disabled}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
        ))}
      </div>
      <div className="row">
        <button type="submit" className="btn btn--accent" disabled={disabled}>{t('drafts.fill')}</button>
      </div>
    </form>
  );
}
