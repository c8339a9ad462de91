import type { TemplateEntry } from '@lexmitra/contracts';
import { useId } from 'react';

/** SPEC's 'Select a Template' dropdown, with the catalogue grouped by category. */
export function TemplatePicker({ templates, value, disabled, onChoose }: { templates: TemplateEntry[]; value: string; disabled: boolean; onChoose: (url: string) => void }) {
  const id = useId();
  const groups = new Map<string, TemplateEntry[]>();
  for (const t of templates) groups.set(t.category ?? 'Templates', [...(groups.get(t.category ?? 'Templates') ?? []), t]);
  return (
    <div className="field">
      <label htmlFor={id}>Template</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChoose(e.target.value)}>
        <option value="">Select a Template</option>
        {[...groups].map(([category, entries]) => (
          <optgroup key={category} label={category}>
            {entries.map((t) => <option key={t.url} value={t.url}>{t.name}</option>)}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
