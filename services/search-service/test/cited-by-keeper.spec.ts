/**
 * The cited-by prior in a replica's index keeper, on a real MongoDB: the counts come from the stored
 * `cites` when the index is built, and are recounted when an import event names new judgments.
 * Two judgments that answer a query equally well are ordered by how many judgments cite them.
 */
import { AskRequestSchema } from '@lexmitra/contracts';
import { CasesRepository } from '@lexmitra/data';
import { createLogger } from '@lexmitra/platform';
import mongoose, { Connection } from 'mongoose';
import { requireStack } from '../../../tools/jest/require-stack';
import { IndexKeeper } from '../src/index/index-keeper';

const judgment = (id: string, citation: string, extra: Record<string, unknown> = {}) => ({
  case_id: id, title: `${id} v. State`, court: 'Supreme Court of India', date: '2001-02-03', citation, description: 'The widget doctrine applies to sealed tenders.', ...extra,
});
const citing = (id: string, cites: string[]) => ({
  case_id: id, title: `${id} v. Union`, court: 'Supreme Court of India', date: '2010-05-06', description: 'A later appeal on another point.', cites,
});

describe('cited-by counts in the index keeper (real MongoDB)', () => {
  const stack = requireStack();
  const mongoUrl = stack.mongoUrl.replace(/\/[^/]*$/, `/lexmitra_citedby_${process.pid}`);
  let connection: Connection;
  let repo: CasesRepository;
  let keeper: IndexKeeper;

  beforeAll(async () => {
    connection = await mongoose.createConnection(mongoUrl, { serverSelectionTimeoutMS: 5000 }).asPromise();
    repo = new CasesRepository(connection);
    await repo.ensureIndexes();
    // Alpha is stored first, so without the prior it would lead a tie; one judgment cites Beta.
    await repo.upsertMany([judgment('alpha', '(2001) 1 SCC 11'), judgment('beta', '(2001) 1 SCC 22'), citing('gamma', ['(2001) 1 SCC 22'])]);
    keeper = new IndexKeeper({ MONGO_URL: mongoUrl, SEARCH_RECONCILE_MS: 60_000 }, createLogger('cited-by-keeper-spec', 'warn'));
    await keeper.start();
  });

  afterAll(async () => {
    await keeper?.stop();
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
  });

  const order = async () => (await keeper.query(AskRequestSchema.parse({ query: 'widget doctrine' }))).cases.map((c) => c.case_id);

  it('puts the judgment more others cite first, and recounts when new citing judgments arrive', async () => {
    expect(await order()).toEqual(['beta', 'alpha']);
    await repo.upsertMany([citing('delta', ['(2001) 1 SCC 11']), citing('epsilon', ['(2001) 1 SCC 11', '(2001) 1 SCC 11'])]);
    await keeper.onImported({ database: keeper.database, caseIds: ['delta', 'epsilon'], at: new Date().toISOString() });
    expect(await order()).toEqual(['alpha', 'beta']);
  });
});
