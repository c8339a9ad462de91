/**
 * `npm run content:preview -- <entry-id> [--all]`: the answer the product would give, offline, for
 * the entry's own examples (the `examples:` of content/entries/<id>.yaml), in each language the answer
 * is written in. It reads the content files as they are now, so an edit shows at once, without a build
 * or the dev stack. For each example: which entry leads (✓ this one, ✗ another, ? a question back);
 * then the whole answer to the first example (every example with --all) in each language.
 */
import { composeOfflineAnswer, KbAnswer, kbContent, legalKb, triage } from '../src';

const args = process.argv.slice(2);
const id = args.find((a) => !a.startsWith('--'));
const all = args.includes('--all');
const content = kbContent();
const file = content.entries.find((e) => e.id === id);
if (!file) {
  console.error(id ? `No entry "${id}" (content/entries/${id}.yaml).` : 'Usage: npm run content:preview -- <entry-id> [--all]');
  const near = id ? content.entries.filter((e) => e.id.includes(id.split('-')[0])).map((e) => e.id).slice(0, 10) : [];
  if (near.length) console.error(`Entries with a similar id: ${near.join(', ')}`);
  process.exit(1);
}

/** The languages the offline answer is written in, among the content's: each is asked as that interface language. */
const LANGUAGES = content.languages.filter((l) => ['en', 'hi'].includes(l.code));
const kb = legalKb();

function print(a: KbAnswer) {
  console.log(`    ${a.lawyer_response}`);
  const list = (name: string, items: string[]) => items.length && console.log(`    ${name}:\n${items.map((s) => `      - ${s}`).join('\n')}`);
  list('charges', a.potential_charges);
  list('rights', a.rights);
  list('steps', a.next_steps);
  if (a.clarify) console.log(`    asks: ${a.clarify.question} [${a.clarify.options.join(' | ')}]`);
  if (a.citations.length) console.log(`    citations: ${a.citations.map((c) => `${c.act} ${c.section}${c.case_id ? ` → /cases/${c.case_id}` : ''}`).join('; ')}`);
}

console.log(`${file.id}: ${(file.text as Record<string, { title: string }>).en.title} (${file.examples.length} examples)\n`);
let leads = 0;
const answers: [string, ReturnType<typeof triage>][] = [];
for (const q of file.examples) {
  const t = triage(kb, q);
  const mark = t.clarify ? '?' : t.lead?.id === file.id ? '✓' : '✗';
  if (mark === '✓') leads++;
  console.log(`${mark} ${q}${mark === '✗' ? `\n    led by: ${t.lead?.id ?? 'nothing'}` : mark === '?' ? `\n    asks: ${t.clarify!.question}` : ''}`);
  answers.push([q, t]);
}
console.log(`\nThis entry leads the answer to ${leads} of ${file.examples.length} of its examples.\n`);
for (const [q, t] of all ? answers : answers.slice(0, 1)) {
  console.log(`=== ${q}`);
  for (const l of LANGUAGES) {
    console.log(`  --- ${l.name}`);
    print(composeOfflineAnswer(kb, t, q, l.code));
  }
  console.log('');
}
