import { fillPlaceholders } from '@lexmitra/contracts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The draft with the form's values in it. Blanks still open are filled; a value changed after it
 * was filled replaces the old value where it stands as a whole (not inside a longer word or number),
 * and a value cleared puts its {{blank}} back. Edits typed around the values are kept.
 */
export function applyBlanks(text: string, before: Record<string, string>, after: Record<string, string>): string {
  let out = fillPlaceholders(text, after);
  for (const [name, old] of Object.entries(before)) {
    const previous = old.trim();
    const next = (after[name] ?? '').trim();
    if (!previous || previous === next) continue;
    const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escape(previous)}(?![\\p{L}\\p{N}])`, 'gu');
    out = out.replace(whole, () => next || `{{${name}}}`);
  }
  return out;
}
