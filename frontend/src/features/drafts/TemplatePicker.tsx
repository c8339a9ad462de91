import type { TemplateEntry } from '@lexmitra/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryName, templateName } from './draftLanguage';

/** docs/product.md screen 9's 'Select a Template' dropdown, with the catalogue grouped by category; names and categories in the interface language. */
export function TemplatePicker({ templates, value, disabled, onChoose }: { templates: TemplateEntry[]; value: string; disabled: boolean; onChoose: (url: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const groups = new Map<string, TemplateEntry[]>();
  const other = t('drafts.templates');
  for (const entry of templates) groups.set(entry.category ?? other, [...(groups.get(entry.category ?? other) ?? []), entry]);
  return (
    <div className="field">
      <label htmlFor={id}>{t('drafts.template')}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChoose(e.target.value)}>
        <option value="">{t('drafts.selectTemplate')}</option>
        {[...groups].map(([category, entries]) => (
          <optgroup key={category} label={categoryName(t, category)}>
            {entries.map((entry) => <option key={entry.url} value={entry.url}>{templateName(t, entry.url, entry.name)}</option>)}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
