import { InputHTMLAttributes, useId } from 'react';

/** A labelled input; the label is always rendered so screen readers announce every field. */
export function Field({ label, hint, ...input }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hintId} {...input} />
      {hint && <span id={hintId} className="field__hint">{hint}</span>}
    </div>
  );
}
