import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field';
import { blankLabel } from './draftLanguage';

/**
 * The draft's blanks as a form, asked for in the draft's language (`lng`). It stays once every blank
 * is filled, with the values given, so a name or an amount can be changed without hunting for it in
 * the text. `left`: how many {{blanks}} the text still has.
 */
export function PlaceholderForm({ names, filled, suggested = {}, left, lng, disabled, onFill }: {
  names: string[]; filled: Record<string, string>; left: number; lng: string; disabled: boolean; onFill: (values: Record<string, string>) => void;
  /** Values offered for blanks not filled yet (the firm's details); put in the text only by Fill. */
  suggested?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...Object.fromEntries(Object.entries(suggested).filter(([name]) => names.includes(name))), ...filled }));
  if (!names.length) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFill(values);
  };
  return (
    <form className="card stack drafts__fill" aria-labelledby="drafts-fill-title" onSubmit={submit}>
      <h2 id="drafts-fill-title">{t('drafts.fillTitle')}</h2>
      <p className="muted">{left === 0 ? t('drafts.allFilled') : left === 1 ? t('drafts.blankLeft') : t('drafts.blanksLeft', { n: left })}</p>
      <div className="drafts__fill-fields" lang={lng}>
        {names.map((name) => (
          <Field key={name} label={blankLabel(t, name, lng)} name={name} value={values[name] ?? ''} disabled={disabled}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
        ))}
      </div>
      <div className="row">
        <button type="submit" className="btn btn--accent" disabled={disabled}>{left === 0 ? t('drafts.update') : t('drafts.fill')}</button>
      </div>
    </form>
  );
}
