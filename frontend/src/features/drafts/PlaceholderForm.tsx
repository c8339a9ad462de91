import { placeholderLabel } from '@lexmitra/contracts';
import { FormEvent, useState } from 'react';
import { Field } from '../../shared/ui/Field';

/**
 * The {{placeholders}} still left in the draft, as a form. Filling replaces them in the editor's
 * current text (so manual edits are kept); a filled placeholder disappears from the list.
 */
export function PlaceholderForm({ names, disabled, onFill }: { names: string[]; disabled: boolean; onFill: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  if (!names.length) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFill(values);
  };
  return (
    <form className="card stack drafts__fill" aria-labelledby="drafts-fill-title" onSubmit={submit}>
      <h2 id="drafts-fill-title">Fill in the blanks</h2>
      <p className="muted">{names.length} {names.length === 1 ? 'blank is' : 'blanks are'} left. Blanks you leave empty stay in the draft.</p>
      <div className="drafts__fill-fields">
        {names.map((name) => (
          <Field key={name} label={placeholderLabel(name)} name={name} value={values[name] ?? ''} disabled={disabled}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
        ))}
      </div>
      <div className="row">
        <button type="submit" className="btn btn--accent" disabled={disabled}>Fill in the draft</button>
      </div>
    </form>
  );
}
