import { AskRequestSchema } from '@lexmitra/contracts';
import { CaseIndex } from '../../services/search-service/src/index/case-index';
import { generateCases } from './search-corpus';
const cases = generateCases(20000);
const idx = new CaseIndex();
for (const c of cases) idx.upsert({ ...c, parties: c.parties! });
const ms: any = (idx as any).search;
for (const q of ['dowry death', 'dowry death', 'Signh Gopal', 'Signh Gopal']) {
  let t = performance.now();
  const r0 = ms.search(q, { fields: ['names', 'cite', 'summary', 'tags', 'text'] });
  const a = performance.now() - t; t = performance.now();
  const res = idx.query(AskRequestSchema.parse({ query: q }));
  const d = performance.now() - t;
  console.log(q, r0.length, res.total, 'plain', a.toFixed(1), 'full', d.toFixed(1));
}
