import { InterfaceLanguage, placeholderLabel } from '@lexmitra/contracts';
import type { TFunction } from 'i18next';

/**
 * Scripts a draft may be written in, with the interface language that asks for its blanks. The
 * danda (U+0964, U+0965) sits in the Devanagari block but ends Bengali sentences too: it counts for
 * neither script.
 */
const SCRIPTS: [RegExp, InterfaceLanguage][] = [
  [/[\u0900-\u0963\u0966-\u097f]/g, 'hi'],
  [/[\u0980-\u09ff]/g, 'bn'],
];

/**
 * A draft written mostly in Devanagari is a Hindi draft, mostly in Bengali script a Bengali one:
 * its blanks are asked for in that language, whatever the interface.
 */
export function draftLanguage(text: string): InterfaceLanguage | undefined {
  let best: InterfaceLanguage | undefined;
  let most = text.replace(/\{\{[^}]*\}\}/g, '').match(/[A-Za-z]/g)?.length ?? 0;
  for (const [script, language] of SCRIPTS) {
    const count = text.match(script)?.length ?? 0;
    if (count > most) [best, most] = [language, count];
  }
  return best;
}

/** The words for a {{blank}} in `lng` (`drafts.blanks.<name>`), or the name made readable when we have none. */
export const blankLabel = (t: TFunction, name: string, lng: string): string => t(`drafts.blanks.${name}`, { lng, defaultValue: placeholderLabel(name) });

/** "templates/rent-agreement-hindi.txt" → "rent-agreement-hindi": the key of its localized name. */
const stemOf = (url: string) => url.replace(/^.*\//, '').replace(/\.txt$/, '');

/** A catalogue template's name in the interface language (`drafts.templateNames.<file>`), else the server's. */
export const templateName = (t: TFunction, url: string, fallback: string): string => t(`drafts.templateNames.${stemOf(url)}`, { defaultValue: fallback });
/** A catalogue category in the interface language (`drafts.categories.<English name>`), else as the server named it. */
export const categoryName = (t: TFunction, category: string): string => t(`drafts.categories.${category}`, { defaultValue: category });
