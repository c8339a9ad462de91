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

/** Whether the offence may lead the answer: its element decides the lead (`lead: true`) and the story lacks it. */
export function lacksLeadElement(entryId: string, story: string): boolean {
  return kbContent().charges.elements[entryId]?.lead === true && !holdsElements(entryId, story);
}
