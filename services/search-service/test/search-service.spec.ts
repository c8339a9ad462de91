import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { AskAnswer, AskAnswerSchema, CasesMeta, EVENTS, HealthPingResultSchema, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
import { redisOptions, RequestQueueClient } from '@lexmitra/platform';
import mongoose, { Connection } from 'mongoose';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstValueFrom, timeout } from 'rxjs';
import { requireOpenSearch, requireStack } from '../../../tools/jest/require-stack';
import { RunningService, spawnService } from '../../../tools/jest/spawn-service';
import { CasesRepository } from '@lexmitra/data';
import { importCasesFile, importedEvent } from '../src/corpus/importer';
import { aliasFor, CaseSearchIndex } from '../src/opensearch/case-search-index';

/** The same behaviour from both engines: each replica's memory, and an OpenSearch node. */
describe.each(['memory', 'opensearch'] as const)('search-service process (SEARCH_ENGINE=%s)', (engine) => {
  const stack = requireStack();
  const engineEnv = engine === 'opensearch' ? { SEARCH_ENGINE: engine, OPENSEARCH_URL: requireOpenSearch() } : { SEARCH_ENGINE: engine };
  // A database of this suite's own: the service seeds it and answers on a queue named after it.
  const database = `lexmitra_search_svc_${engine}_${process.pid}`;
  const mongoUrl = stack.mongoUrl.replace(/\/[^/]*$/, `/${database}`);
  let service: RunningService;
  let client: ClientProxy;
  let queue: RequestQueueClient;
  let connection: Connection;

  const send = <T>(pattern: string, data: unknown) => firstValueFrom(client.send<T>(pattern, data).pipe(timeout(5000)));
  const ask = <T>(pattern: string, db: string, data: unknown) => queue.request<T>(searchChannel(pattern, db), data, 5000);
  const search = (query: string) => ask<AskAnswer>(MESSAGE_PATTERNS.searchQuery, database, { query });
  const dropIndex = async (db: string) => {
    if (engine !== 'opensearch') return;
    const index = CaseSearchIndex.connect(engineEnv.OPENSEARCH_URL!, aliasFor(db), 1, 0);
    await index.drop().finally(() => index.close());
  };

  beforeAll(async () => {
    await dropIndex(database);
    service = await spawnService(path.resolve(__dirname, '..'), /"msg":"index ready"/, { MONGO_URL: mongoUrl, ...engineEnv }, 90_000);
    const { host, port } = redisOptions(stack.redisUrl);
    client = ClientProxyFactory.create({ transport: Transport.REDIS, options: { host, port } });
    queue = new RequestQueueClient(stack.redisUrl);
    connection = await mongoose.createConnection(mongoUrl).asPromise();
  }, 100_000);

  afterAll(async () => {
    await service?.stop('SIGKILL');
    await client?.close();
    await queue?.close();
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
    await dropIndex(database);
  });

  it('answers search.ping over the Redis transport', async () => {
    // Other replicas (other suites) may answer too; any answer must be well-formed.
    const result = HealthPingResultSchema.parse(await send(MESSAGE_PATTERNS.searchPing, { requestedAt: new Date().toISOString() }));
    expect(result.service).toBe('search-service');
  });

  it('loaded the seed corpus into an empty database on first start and searches it', async () => {
    expect(service.output()).toMatch(/"msg":"seed corpus loaded","accepted":\d{3},"rejected":0/);
    const meta = await ask<CasesMeta>(MESSAGE_PATTERNS.searchMeta, database, {});
    expect(meta.total).toBeGreaterThanOrEqual(150);
    const answer = await search('basic structure');
    expect(answer.cases.slice(0, 3).map((c) => c.case_id)).toContain('sc-1973-kesavananda-bharati');
    expect(answer.cases[0]).toEqual(expect.objectContaining({ court: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), description: expect.any(String) }));
  });

  it('answers exactly to AskAnswerSchema, with no property it does not name (the BFF sends answers on unparsed)', async () => {
    const requests = [
      { query: 'basic structure' },
      { query: '(1978) 1 SCC 248' },
      { query: 'Puttuswamy privacy' },
      { query: 'rights', court: 'Supreme Court of India', yearFrom: 1950, yearTo: 2020, page: 2, pageSize: 3 },
      { query: 'सिंह' },
      { query: '"personal liberty" arrest' },
      { query: 'qqqq zzzz nothing like this' },
    ];
    for (const request of requests) {
      // Twice: the second answer comes from the replica's cache of serialised answers.
      for (const round of [1, 2]) {
        const json = await queue.requestJson(searchChannel(MESSAGE_PATTERNS.searchQuery, database), request, 5000);
        const answer = JSON.parse(json) as unknown;
        expect({ request, round, answer }).toStrictEqual({ request, round, answer: AskAnswerSchema.parse(answer) });
      }
    }
  });

  it('rejects an invalid request with an error instead of hanging', async () => {
    await expect(ask(MESSAGE_PATTERNS.searchQuery, database, { query: '   ' })).rejects.toMatchObject({ message: 'invalid search request' });
    expect(service.child.exitCode).toBeNull();
  });

  it('updates its index on a cases.imported event', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-')), 'new.jsonl');
    fs.writeFileSync(file, JSON.stringify({ case_id: 'test-zebra-1', title: 'Zyxwv Quokka v. State', court: 'Patna High Court', date: '2020-01-01', description: 'An imaginary case about quokkas.', text: 'Zyxwv keeps a quokka at home.' }));
    const report = await importCasesFile(file, new CasesRepository(connection));
    expect(report.inserted).toBe(1);
    expect((await search('Zyxwv')).total).toBe(0);
    await firstValueFrom(client.emit(EVENTS.casesImported, importedEvent(mongoUrl, report.changedIds)), { defaultValue: undefined });
    // The search before the event found the word unknown (OpenSearch: a share of 0, which chooses no
    // passage); the event makes the replica forget that, so within the wait (far less than the minute
    // a share is kept) the full text's passage is chosen by the word. A search racing the update may
    // still read the old share, hence the wait for the passage, not only for the case.
    const passage = '<mark>Zyxwv</mark> keeps a quokka at home.';
    const done = (a?: AskAnswer) => !!a?.total && (engine !== 'opensearch' || !!a.cases[0].highlights?.includes(passage));
    let found: AskAnswer | undefined;
    for (let i = 0; i < 40 && !done(found); i++) {
      await new Promise((r) => setTimeout(r, 100));
      found = await search('Zyxwv');
    }
    expect(found?.cases[0]).toMatchObject({ case_id: 'test-zebra-1', court: 'Patna High Court' });
    if (engine === 'opensearch') expect(found?.cases[0].highlights).toContain(passage);
  });

  it('finds a party named in Devanagari once the corpus holds the case, and nothing for other Devanagari words', async () => {
    expect((await search('रमेश्वरी सिन्हा')).total).toBe(0);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-')), 'hindi.jsonl');
    fs.writeFileSync(file, JSON.stringify({ case_id: 'test-hindi-1', title: 'रमेश्वरी सिन्हा बनाम बिहार राज्य', court: 'Patna High Court', date: '2021-03-09', description: 'भरण-पोषण के आदेश के विरुद्ध पुनरीक्षण।' }));
    const report = await importCasesFile(file, new CasesRepository(connection));
    expect(report.inserted).toBe(1);
    await firstValueFrom(client.emit(EVENTS.casesImported, importedEvent(mongoUrl, report.changedIds)), { defaultValue: undefined });
    let found: AskAnswer | undefined;
    for (let i = 0; i < 40 && !found?.total; i++) {
      await new Promise((r) => setTimeout(r, 100));
      found = await search('रमेश्वरी सिन्हा');
    }
    expect(found?.cases.map((c) => c.case_id)).toEqual(['test-hindi-1']);
    // (The word being typed is a prefix, as in English: 'रमेश' would find रमेश्वरी.)
    for (const other of ['सिंह', 'सुरेश', 'केशवानंद भारती']) expect((await search(other)).total).toBe(0);
  });

  it('heals a missed cases.imported event by comparing the corpus version', async () => {
    // A replica of its own on another database, checking every 500 ms; no event is ever sent to it.
    const otherDb = `${database}_heal`;
    const otherUrl = stack.mongoUrl.replace(/\/[^/]*$/, `/${otherDb}`);
    await dropIndex(otherDb);
    const other = await spawnService(path.resolve(__dirname, '..'), /"msg":"index ready"/, { MONGO_URL: otherUrl, SEARCH_RECONCILE_MS: '500', ...engineEnv }, 90_000);
    const otherConnection = await mongoose.createConnection(otherUrl).asPromise();
    try {
      const searchOther = (query: string) => ask<AskAnswer>(MESSAGE_PATTERNS.searchQuery, otherDb, { query });
      expect((await searchOther('Quagga')).total).toBe(0);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'svc-')), 'missed.jsonl');
      fs.writeFileSync(file, JSON.stringify({ case_id: 'test-quagga-1', title: 'Quagga Trust v. Union of India', court: 'Delhi High Court', date: '2021-03-04', description: 'An imaginary case nobody announced.' }));
      expect((await importCasesFile(file, new CasesRepository(otherConnection))).inserted).toBe(1);
      let found: AskAnswer | undefined;
      for (let i = 0; i < 50 && !found?.total; i++) {
        await new Promise((r) => setTimeout(r, 200));
        found = await searchOther('Quagga');
      }
      expect(found?.cases[0]).toMatchObject({ case_id: 'test-quagga-1' });
    } finally {
      await other.stop('SIGKILL');
      await otherConnection.dropDatabase().catch(() => undefined);
      await otherConnection.close();
      await dropIndex(otherDb);
    }
  }, 120_000);

  it('exits 0 on SIGTERM', async () => {
    expect(await service.stop('SIGTERM')).toBe(0);
  });
});
