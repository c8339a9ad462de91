import { InterfaceLanguage, placeholderLabel } from '@lexmitra/contracts';
import type { TFunction } from 'i18next';

/** A draft written mostly in Devanagari is a Hindi draft: its blanks are asked for in Hindi, whatever the interface. */
export function hindiDraft(text: string): InterfaceLanguage | undefined {
  const devanagari = text.match(/[\u0900-\u097f]/g)?.length ?? 0;
  const latin = text.replace(/\{\{[^}]*\}\}/g, '').match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > latin ? 'hi' : undefined;
}

/** The words for a {{blank}} in `lng` (`drafts.blanks.<name>`), or the name made readable when we have none. */
export const blankLabel = (t: TFunction, name: string, lng: string): string => t(`drafts.blanks.${name}`, { lng, defaultValue: placeholderLabel(name) });

/** "templates/rent-agreement-hindi.txt" → "rent-agreement-hindi": the key of its localized name. */
const stemOf = (url: string) => url.replace(/^.*\//, '').replace(/\.txt$/, '');

/** A catalogue template's name in the interface language (`drafts.templateNames.<file>`), else the server's. */
export const templateName = (t: TFunction, url: string, fallback: string): string => t(`drafts.templateNames.${stemOf(url)}`, { defaultValue: fallback });
/** A catalogue category in the interface language (`drafts.categories.<English name>`), else as the server named it. */
export const categoryName = (t: TFunction, category: string): string => t(`drafts.categories.${category}`, { defaultValue: category });
