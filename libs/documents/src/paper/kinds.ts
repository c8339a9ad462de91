import { PaperKind, PaperKindEntry, PaperKindsFileSchema } from '@lexmitra/contracts';
import { readContentFile } from '../content-files';
import { headOf, Paragraph } from './text';

/** The kinds of paper with their wording compiled (content/paper-kinds.yaml), read once. */
const KINDS = readContentFile('paper-kinds.yaml', PaperKindsFileSchema).kinds.map((k) => ({
  entry: k,
  head: k.head.map((s) => new RegExp(s, 'imu')),
  body: k.body.map((s) => new RegExp(s, 'iu')),
  needs: k.needs.map((s) => new RegExp(s, 'iu')),
}));

export const paperKindEntry = (kind: PaperKind): PaperKindEntry | undefined => KINDS.find((k) => k.entry.kind === kind)?.entry;

export interface KindGuess {
  kind: PaperKind;
  score: number;
}

/**
 * The kind of a paper from its structure and wording: patterns found in its head (title, court,
 * parties: the first short paragraphs) weigh 3, anywhere else 1; a kind whose `needs` are not all met
 * is out. Below one head match the paper is 'other': better no label than a wrong one.
 */
export function paperKind(paragraphs: Paragraph[]): KindGuess {
  // Hindi PDFs often come out of their text layer with stray spaces inside words ("सम्म न"): the
  // patterns are tried on the text with the spaces between Devanagari letters taken out as well.
  const withCompact = (s: string) => `${s}\n${s.replace(/(?<=[\u0900-\u097F]) (?=[\u0900-\u097F])/gu, '')}`;
  const head = withCompact(headOf(paragraphs).map((p) => p.text).join('\n'));
  const all = withCompact(paragraphs.map((p) => p.text).join('\n'));
  let best: KindGuess = { kind: 'other', score: 0 };
  for (const k of KINDS) {
    if (!k.needs.every((r) => r.test(all))) continue;
    const headHits = k.head.filter((r) => r.test(head)).length;
    if (headHits === 0) continue;
    const score = 3 * headHits + k.body.filter((r) => r.test(all)).length;
    if (score > best.score) best = { kind: k.entry.kind, score };
  }
  return best;
}
