/** The statutes the knowledge base cites, by code: full names for citations, short names for chips (content/acts.yaml). */
import { kbContent } from './content';

/** An Act code of content/acts.yaml ("BNS", "CrPC", "CASE" for a judgment). */
export type ActCode = string;

/** Code → full name ("BNS" → "Bharatiya Nyaya Sanhita, 2023"). */
export const ACTS: Readonly<Record<ActCode, string>> = Object.fromEntries(Object.entries(kbContent().acts).map(([code, a]) => [code, a.name]));

/** Code → the name people and courts know the Act by ("POSH Act, 2013"), shown on citation chips. */
export const ACT_SHORT_NAMES: Readonly<Record<ActCode, string>> = Object.fromEntries(Object.entries(kbContent().acts).map(([code, a]) => [code, a.short]));
