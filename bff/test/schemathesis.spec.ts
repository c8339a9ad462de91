/**
 * A bounded run of Schemathesis (the schema-driven API fuzzer) against the BFF with its real
 * workers, signed in, for FUZZ_SECONDS (60 by default). Three checks: no 5xx, every documented
 * answer has its documented shape (every refusal is `{error, code}`), and a request the document
 * forbids is refused. Operations that take ids get real ones (a diary entry, a draft, a firm with
 * an invite, a member and a task, a stored document, a conversation, a job) so they are tested past their 404.
 */
import type { BffApp } from '../src/app';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSchemathesis } from '../../tools/devstack/schemathesis';
import { RunningService, spawnService } from '../../tools/jest/spawn-service';
import { pdf, signedInAgent } from './documents-fixtures';
import { createFirm, joinAs } from './firms-fixtures';
import { startApp, testConfig } from './helpers';

const FUZZ_SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const services = path.resolve(__dirname, '../../services');

// Ends the session the run signs in with, or the account: everything after would be a 401.
const EXCLUDED = ['POST /api/auth/logout', 'POST /api/auth/sessions/sign-out-everywhere', 'POST /api/account/deletion'];

describe('Schemathesis against the running BFF', () => {
  const prefix = `fz${process.pid}`;
  let app: BffApp;
  let base: string;
  const running: RunningService[] = [];
  let st: string;
  let fixtures: Record<string, string>;
  let cookie: string;

  beforeAll(async () => {
    st = ensureSchemathesis();
    const config = testConfig({ BULLMQ_PREFIX: prefix, DRAFT_CONVERT_RATE_LIMIT_PER_MINUTE: '100000', CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: '100000', SSE_STREAMS_PER_USER: '1000' });
    app = await startApp(config);
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const env = { BULLMQ_PREFIX: prefix, MONGO_URL: config.MONGO_URL, S3_BUCKET: config.S3_BUCKET };
    running.push(
      await spawnService(path.join(services, 'ai-worker'), /worker ready/, env),
      await spawnService(path.join(services, 'convert-worker'), /worker ready/, env),
      await spawnService(path.join(services, 'search-service'), /"msg":"index ready"/, env, 60_000),
    );
    const owner = await signedInAgent(app, 'fuzz');
    cookie = owner.cookie;
    const firm = await createFirm(owner);
    const member = await joinAs(app, owner, firm, 'Associate', 'fuzz-member');
    const invite = await owner.agent.post(`/api/firms/${firm.firmId}/invites`).send({});
    const task = await owner.agent.post(`/api/firms/${firm.firmId}/tasks`).send({ title: 'File the reply', priority: 'High', dueDate: '2026-12-01' });
    const entry = await owner.agent.post('/api/diary/entries').send({ partyName: 'Rao v. Sharma', matterNo: 'OS 12/2026' });
    const draft = await owner.agent.post('/api/drafts/saveDraft').send({ userId: owner.userId, documentContent: 'AFFIDAVIT\n\nI, Asha Rao, state on oath…' });
    const upload = await owner.agent.post('/api/pdf/upload').attach('file', pdf(), 'notice.pdf');
    const chat = await owner.agent.post('/chatbot').send({ user_message: 'My landlord keeps the security deposit after I moved out' });
    const job = await owner.agent.post('/process_pdf?async=1').field('operation', 'summarize').field('query', 'Summarize the document').attach('file', pdf(), 'notice.pdf');
    fixtures = {
      FUZZ_FIRM_ID: firm.firmId,
      FUZZ_INVITE_CODE: String(invite.body.code),
      FUZZ_MEMBER_ID: member.userId,
      FUZZ_TASK_ID: String(task.body.id),
      FUZZ_ENTRY_ID: String(entry.body.id),
      FUZZ_DRAFT_ID: String(draft.body.id),
      FUZZ_DOCUMENT_ID: String(upload.body.uniqueID),
      FUZZ_CONVERSATION_ID: String(chat.body.conversationId),
      FUZZ_JOB_ID: String(job.body.jobId),
    };
    const made = { invite, task, entry, draft, upload, chat, job };
    for (const [name, res] of Object.entries(made)) if (res.status >= 300) throw new Error(`fixture ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop('SIGKILL')));
    await app?.close();
  });

  it(`finds no server error, no answer off its documented shape and no forbidden request accepted in ${FUZZ_SECONDS} s`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
    fs.writeFileSync(path.join(dir, 'schemathesis.toml'), configFile());
    const args = [
      'run', `${base}/api/docs/openapi.json`,
      '--checks', 'not_a_server_error,response_schema_conformance,negative_data_rejection',
      '--max-time', String(FUZZ_SECONDS),
      // One worker: with two threads, Python 3.11 before 3.11.8 can raise a spurious "AST constructor
      // recursion depth mismatch" inside Hypothesis (CPython gh-106905), which ended a run as a crash.
      '--workers', '1',
      '--request-timeout', '15',
      '--seed', String(Date.now() % 100000),
      '--header', `Cookie: ${cookie}`,
      // The CSRF check (infra/csrf.ts) wants a same-origin Origin on state-changing requests.
      '--header', `Origin: ${base}`,
      ...EXCLUDED.flatMap((name) => ['--exclude-name', name]),
      '--no-color',
    ];
    const { code, output } = await run(st, args, dir, { ...process.env, ...fixtures });
    fs.rmSync(dir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`schemathesis exited with ${code}:\n${output.slice(-12_000)}`);
    expect(output).toMatch(/passed/i);
  }, (FUZZ_SECONDS + 150) * 1000);
});

/** Per-operation ids (by path) and the statuses that count as refusing a forbidden request. */
function configFile(): string {
  const ids: [string, Record<string, string>][] = [
    ['/api/firms/{id}/invites', { id: '${FUZZ_FIRM_ID}' }],
    ['/api/firms/{id}/invites/{code}', { id: '${FUZZ_FIRM_ID}', code: '${FUZZ_INVITE_CODE}' }],
    ['/api/firms/{id}/members/{userId}', { id: '${FUZZ_FIRM_ID}', userId: '${FUZZ_MEMBER_ID}' }],
    ['/api/firms/{id}/leave', { id: '${FUZZ_FIRM_ID}' }],
    ['/api/firms/{id}/dashboard', { id: '${FUZZ_FIRM_ID}' }],
    ['/api/firms/{id}/tasks', { id: '${FUZZ_FIRM_ID}' }],
    ['/api/firms/{id}/tasks/{taskId}', { id: '${FUZZ_FIRM_ID}', taskId: '${FUZZ_TASK_ID}' }],
    ['/api/diary/entries/{id}', { id: '${FUZZ_ENTRY_ID}' }],
    ['/api/diary/entries/{id}/document', { id: '${FUZZ_ENTRY_ID}' }],
    ['/api/drafts/{id}', { id: '${FUZZ_DRAFT_ID}' }],
    ['/api/drafts/{id}/versions/{version}', { id: '${FUZZ_DRAFT_ID}', version: '1' }],
    ['/api/pdf/{uniqueID}', { uniqueID: '${FUZZ_DOCUMENT_ID}' }],
    ['/api/chat/conversations/{id}', { id: '${FUZZ_CONVERSATION_ID}' }],
    ['/api/jobs/{id}', { id: '${FUZZ_JOB_ID}' }],
    ['/api/jobs/{id}/events', { id: '${FUZZ_JOB_ID}' }],
  ];
  const lines = [
    '[checks.negative_data_rejection]',
    'expected-statuses = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429"]',
    '',
  ];
  for (const [p, params] of ids) {
    lines.push('[[operations]]', `include-path = "${p}"`, `parameters = { ${Object.entries(params).map(([k, v]) => `"path.${k}" = "${v}"`).join(', ')} }`, '');
  }
  return lines.join('\n');
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
