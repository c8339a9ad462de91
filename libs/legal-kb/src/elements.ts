/**
 * The fact that defines an offence (content/charges.yaml `elements`): no theft by a servant without a servant, no
 * dowry death without a death. Read by the charges an answer lists, and, for elements marked `lead`, by the ranking.
 */
import { kbContent } from './content';

let res: Map<string, RegExp[]> | undefined;
const patterns = () => (res ??= new Map(Object.entries(kbContent().charges.elements).map(([id, e]) => [id, e.any.map((p) => new RegExp(p, 'iu'))])));

/** Whether the story shows the defining fact of an offence (true for offences with no listed element). */
export function holdsElements(entryId: string, story: string): boolean {
  const found = patterns().get(entryId);
  return !found || found.some((re) => re.test(story));
}

let required: Map<string, RegExp[]> | undefined;
const requirements = () =>
  (required ??= new Map((kbContent().rules.requires ?? []).flatMap((r) => r.entries.map((id) => [id, r.any.map((p) => new RegExp(p, 'iu'))] as const))));

/**
 * Whether an entry lacks what it needs to lead: an offence whose element decides the lead (`lead: true` in
 * charges.yaml) or an entry with a fact of its own (rules.yaml `requires`), when the story shows none of it.
 */
export function lacksLeadElement(entryId: string, story: string): boolean {
  if (kbContent().charges.elements[entryId]?.lead === true && !holdsElements(entryId, story)) return true;
  const needs = requirements().get(entryId);
  return !!needs && !needs.some((re) => re.test(story));
}
