/**
 * The case index in OpenSearch, behind an alias: searches and updates go to the alias; a rebuild
 * fills a new index (bulk, no refresh, no replicas while loading), merges it to one segment per
 * shard and then moves the alias to it in one atomic `_aliases` call, so searches never see a
 * half-built or missing index.
 * The corpus version the index holds is kept in the index mapping's `_meta`.
 */
import { Client } from '@opensearch-project/opensearch';
import type { AskAnswer, CasesMeta } from '@lexmitra/contracts';
import { topicRetry } from '../index/units';
import { splitPhrases } from '../query/plan';
import { indexBody, MAPPING_VERSION, toDocument, type JudgmentCase } from './case-mapping';
import { INDIC, META_BODY, queryWords, searchBody, toAnswer, toMeta, type CaseSearch, type WordShares } from './case-query';

/** Bulk requests of about this size (the client splits the stream). */
const FLUSH_BYTES = 8 * 1024 * 1024;

/** Index names must be lower case and may not hold some characters; a database name may. */
export const aliasFor = (database: string): string => `lexmitra-cases-${database.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;

export interface RebuildReport {
  index: string;
  cases: number;
  ms: number;
}

type Body = Record<string, unknown>;

/** How often a rebuild asks whether its index's merge is done. */
const MERGE_POLL_MS = 250;
/** Word shares are kept this long at most, so another replica's import reaches them soon enough. */
const SHARES_TTL_MS = 60_000;
const SHARES_KEPT = 20_000;
/**
 * The fields whose statistics say how common a word is: names, summary + subjects, full text,
 * citation and court (analysed as text in its sub-field); and the Hindi analyses of the first three.
 */
const SHARE_FIELDS = ['names_fuzzy', 'other_fuzzy', 'paragraphs', 'citation', 'court.text'];
const SHARE_FIELDS_HI = ['names_fuzzy.hi', 'other_fuzzy.hi', 'paragraphs.hi'];
interface TermVectors { term_vectors?: Record<string, { field_statistics?: { doc_count: number }; terms?: Record<string, { doc_freq?: number }> }> }

export class CaseSearchIndex {
  constructor(
    readonly client: Client,
    readonly alias: string,
    private readonly shards: number,
    private readonly replicas: number,
  ) {}

  private readonly shares = new Map<string, { share: number; until: number }>();
  /** Judgments in the index as the last word shares counted them (0 until then): the plan's common rule needs counts. */
  private corpus = 0;

  static connect(url: string, alias: string, shards: number, replicas: number): CaseSearchIndex {
    // Every request has a deadline; a slow cluster must not hold a search past the caller's 5 s.
    return new CaseSearchIndex(new Client({ node: url, requestTimeout: 30_000, maxRetries: 2 }), alias, shards, replicas);
  }

  /** The concrete indexes the alias points at (none before the first build). */
  async current(): Promise<string[]> {
    const res = await this.client.indices.getAlias({ name: this.alias }, { ignore: [404] });
    return res.statusCode === 404 ? [] : Object.keys(res.body as Body);
  }

  /** The corpus version the live index was built from, or null when there is no index. */
  async corpusVersion(): Promise<string | null> {
    const [index] = await this.current();
    if (!index) return null;
    const res = await this.client.indices.getMapping({ index });
    const meta = (res.body as Record<string, { mappings: { _meta?: { corpusVersion?: string; mappingVersion?: number } } }>)[index]?.mappings._meta;
    // An index of an older mapping is stale whatever corpus it holds: no corpus version equals this.
    if (meta && meta.mappingVersion !== MAPPING_VERSION) return `mapping-${meta.mappingVersion ?? 1}`;
    return meta?.corpusVersion ?? null;
  }

  /** Builds a fresh index from `docs` and moves the alias to it; older indexes of the alias go. */
  async rebuild(docs: AsyncIterable<JudgmentCase>, corpusVersion: string): Promise<RebuildReport> {
    const t0 = performance.now();
    const index = `${this.alias}-${Date.now()}`;
    const body = indexBody(this.shards, 0, corpusVersion);
    // While loading: no refresh and no replica copies (they are made once, from the finished shards).
    await this.client.indices.create({ index, body: { ...body, settings: { ...body.settings, refresh_interval: '-1' } } as Body });
    let cases = 0;
    try {
      const iterator = (async function* () {
        for await (const doc of docs) {
          cases++;
          yield toDocument(doc);
        }
      })();
      const stats = await this.client.helpers.bulk({
        datasource: iterator,
        onDocument: (doc) => ({ index: { _index: index, _id: doc.case_id } }),
        flushBytes: FLUSH_BYTES,
        concurrency: 2,
        refreshOnCompletion: false,
      });
      if (stats.failed) throw new Error(`bulk load of ${index}: ${stats.failed} of ${stats.total} documents failed`);
      await this.mergeSegments(index);
      await this.client.indices.putSettings({ index, body: { index: { refresh_interval: '1s', number_of_replicas: this.replicas } } as Body });
      await this.client.indices.refresh({ index });
      const old = await this.current();
      await this.client.indices.updateAliases({
        body: { actions: [...old.map((o) => ({ remove: { index: o, alias: this.alias } })), { add: { index, alias: this.alias } }] } as Body,
      });
      for (const o of old) await this.client.indices.delete({ index: o }, { ignore: [404] });
      this.forgetShares();
    } catch (err) {
      await this.client.indices.delete({ index }, { ignore: [404] });
      throw err;
    }
    return { index, cases, ms: Math.round(performance.now() - t0) };
  }

  /**
   * Merges each shard of a freshly loaded index into one segment, before searches see it. A bulk
   * load leaves dozens of segments, and a search pays per segment for every word's lookup, typo
   * expansion and rescore: at 100k full texts one segment cost 0.70x the node CPU per query of the
   * load's 46 (`bench:search-os-probe`; the merge took 2 minutes). Run as a task and polled, since
   * a large shard's merge outlasts any HTTP timeout; the old index serves meanwhile.
   */
  private async mergeSegments(index: string): Promise<void> {
    const res = await this.client.indices.forcemerge({ index, max_num_segments: 1, wait_for_completion: false });
    const task = (res.body as { task?: string }).task;
    for (let done = !task; !done; ) {
      await new Promise((r) => setTimeout(r, MERGE_POLL_MS));
      const t = (await this.client.tasks.get({ task_id: task! })).body as { completed: boolean; error?: { reason?: string } };
      if (t.error) throw new Error(`merging ${index}: ${t.error.reason ?? 'failed'}`);
      done = t.completed;
    }
  }

  /** Adds or replaces cases in the live index (one bulk request) and records the corpus version. */
  async upsert(docs: JudgmentCase[], corpusVersion: string): Promise<void> {
    const [index] = await this.current();
    if (!index) throw new Error(`no index behind ${this.alias} yet`);
    if (docs.length) {
      const body = docs.flatMap((d) => [{ index: { _index: index, _id: d.case_id } }, toDocument(d)]);
      const res = await this.client.bulk({ body, refresh: 'wait_for' });
      const failed = (res.body as { errors: boolean; items: { index: { error?: { reason: string } } }[] }).items.filter((i) => i.index.error);
      if (failed.length) throw new Error(`bulk update: ${failed.length} failed (${failed[0].index.error!.reason})`);
    }
    await this.client.indices.putMapping({ index, body: { _meta: { corpusVersion, mappingVersion: MAPPING_VERSION } } as Body });
    this.forgetShares();
  }

  /** Judgments in the index as the last word shares counted them (0 until then), for searchBody. */
  get corpusSize(): number {
    return this.corpus;
  }

  /** Forgets the word shares: the corpus changed (this index's own writes call it too). */
  forgetShares(): void {
    this.shares.clear();
    this.corpus = 0;
  }

  /**
   * The share of judgments holding each word of a query (case-query.ts WordShares), from the
   * cluster's term statistics: one _mtermvectors call analyses each word unknown here as a document
   * of its own and reports its document frequency in the names, summary and full-text fields (of
   * one shard: a share, not a count, is what the rules need). Known words are kept SHARES_TTL_MS.
   * On failure the query goes without (typo variants for every word, as before the shares).
   */
  async wordShares(query: string): Promise<WordShares | undefined> {
    // The words outside "quoted phrases": the only ones the shares are used for (case-query.ts).
    const { text } = splitPhrases(query);
    const words = queryWords(text);
    const now = Date.now();
    // Read before the call: an import may make this replica forget the kept shares meanwhile.
    const shares: WordShares = new Map();
    for (const w of words) {
      const kept = this.shares.get(w);
      if (kept && kept.until > now) shares.set(w, kept.share);
    }
    const missing = words.filter((w) => !shares.has(w));
    if (!missing.length) return shares;
    const fields = INDIC.test(text) ? [...SHARE_FIELDS, ...SHARE_FIELDS_HI] : SHARE_FIELDS;
    // Each word as an artificial document holding it in every field (by the fields' top-level names).
    const docs = missing.map((w) => ({ doc: Object.fromEntries(SHARE_FIELDS.map((f) => [f.split('.')[0], w])), fields, term_statistics: true, field_statistics: true, positions: false, offsets: false, payloads: false }));
    const res = await this.client.mtermvectors({ index: this.alias, body: { docs } as Body }).catch(() => null);
    if (!res) return undefined;
    (res.body as { docs: TermVectors[] }).docs.forEach((d, i) => {
      // Field statistics are one shard's (each artificial document is routed to one): about 1/shards of the corpus.
      this.corpus = Math.max(this.corpus, docCountOf(d) * this.shards);
      const share = shareOf(d);
      shares.set(missing[i], share);
      if (this.shares.size >= SHARES_KEPT) this.shares.delete(this.shares.keys().next().value!);
      this.shares.set(missing[i], { share, until: now + SHARES_TTL_MS });
    });
    return shares;
  }

  /** A search; when its statute references or citations find nothing at all, their topics instead (units.ts topicRetry). */
  async search(req: CaseSearch): Promise<AskAnswer> {
    const answer = await this.find(req);
    const retry = topicRetry(req, answer.total);
    return retry ? this.find(retry) : answer;
  }

  private async find(req: CaseSearch): Promise<AskAnswer> {
    const shares = await this.wordShares(req.query);
    const body = searchBody(req, shares, this.corpusSize);
    if (!body) return { cases: [], total: 0, page: req.page ?? 1, pageSize: req.pageSize ?? 10 };
    // request_cache: each shard keeps the query phase of a repeated search until the next refresh.
    const res = await this.client.search({ index: this.alias, body: body as Body, request_cache: true });
    return toAnswer(req, res.body as Parameters<typeof toAnswer>[1]);
  }

  async meta(): Promise<CasesMeta> {
    const res = await this.client.search({ index: this.alias, body: META_BODY as Body });
    return toMeta(res.body as unknown as Parameters<typeof toMeta>[0]);
  }

  /** Removes the alias and every index behind it (tests, and a reset). */
  async drop(): Promise<void> {
    for (const index of await this.current()) await this.client.indices.delete({ index }, { ignore: [404] });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/**
 * A word's share of the corpus: in each field, the share of documents holding its rarest token
 * (over the documents of the largest field); the largest of these over the fields, since each field
 * analyses the word its own way ("shipping" is "ship" in names, "shipping" in citations). 1 when it
 * analyses to no token anywhere (a stop word), 0 when no field knows it.
 */
function shareOf(d: TermVectors): number {
  const fields = Object.values(d.term_vectors ?? {});
  const all = Math.max(1, docCountOf(d));
  const perField = fields.map((f) => Object.values(f.terms ?? {}).map((t) => (t.doc_freq ?? 0) / all)).filter((xs) => xs.length);
  return perField.length ? Math.max(...perField.map((xs) => Math.min(...xs))) : 1;
}

/** The documents of the largest field, on the shard that answered. */
function docCountOf(d: TermVectors): number {
  return Math.max(0, ...Object.values(d.term_vectors ?? {}).map((f) => f.field_statistics?.doc_count ?? 0));
}
