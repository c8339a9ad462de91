/** `tsx --tsconfig libs/legal-kb/tsconfig.scripts.json libs/legal-kb/eval/debug.ts "question"`: the frame, the fields and the ranked entries, for one question. */
import { frameOf, legalKb, triage } from '../src';

const q = process.argv.slice(2).join(' ');
const kb = legalKb();
console.log('frame', JSON.stringify(frameOf(q)));
console.log('raw', kb.find(q, [], 10, 0.03).map((h) => `${h.entry.id}:${h.score.toFixed(1)}`).join(' '));
const t = triage(kb, q);
console.log('lead', t.lead?.id, 'sides', t.sides.join(','), 'clarify', t.clarify?.question ?? '-');
console.log('ranked', t.hits.slice(0, 10).map((h) => `${h.entry.id}${h.otherSide ? '(other)' : ''}:${h.score.toFixed(1)}`).join(' '));
