/**
 * No Docker engine or cluster runs here, so docker-compose.yml and k8s/ are checked by parsing:
 * every app is present with its image or build, health checks and dependency conditions exist, and
 * every environment variable name is one the config schema knows. The k8s manifests are rendered
 * with `kubectl kustomize` (offline) and every rendered object is checked.
 */
import { CONFIG_KEYS } from '@lexmitra/platform';
import fs from 'node:fs';
import path from 'node:path';
import { QUEUES } from '@lexmitra/contracts';
import { QueueKeys } from 'bullmq';
import { execFileSync } from 'node:child_process';
import { parse, parseAllDocuments } from 'yaml';
import { kustomizeCommand } from '../devstack/binaries';

const root = path.resolve(__dirname, '../..');
const APPS = ['bff', 'ai-worker', 'convert-worker', 'search-service'];
const known = new Set<string>(CONFIG_KEYS);
/** Read by the dev-stack launcher, not by any app's configuration. */
const LAUNCHER_ONLY = ['DEVSTACK_PORT_BASE', 'LEXMITRA_CACHE_DIR', 'MAIL_WEB_URL'];

describe('docker-compose.yml', () => {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });

  it('runs MongoDB 7, Redis 7 with AOF, MinIO and every app', () => {
    expect(compose.services.mongo.image).toBe('mongo:7');
    expect(compose.services.redis.image).toBe('redis:7');
    expect(compose.services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    // A memory limit whose policy never evicts a queued job.
    const cmd: string[] = compose.services.redis.command;
    expect(cmd[cmd.indexOf('--maxmemory-policy') + 1]).toBe('noeviction');
    expect(cmd[cmd.indexOf('--maxmemory') + 1]).toMatch(/^\d+[mg]b$/);
    expect(compose.services.minio.image).toMatch(/^minio\/minio:RELEASE\./);
    // Mailpit catches the apps' mail (SMTP_URL) and shows it on :8025.
    expect(compose.services.mailpit.image).toMatch(/^axllent\/mailpit:v\d/);
    expect(compose.services['ai-worker'].environment.SMTP_URL).toContain('smtp://mailpit:1025');
    for (const app of APPS) {
      const dockerfile = compose.services[app].build.dockerfile;
      expect(fs.existsSync(path.join(root, dockerfile))).toBe(true);
    }
  });

  it('gives every infrastructure service a health check and makes apps wait for them', () => {
    for (const infra of ['mongo', 'redis', 'minio']) expect(compose.services[infra].healthcheck.test.length).toBeGreaterThan(1);
    for (const app of APPS) {
      for (const infra of ['mongo', 'redis', 'minio']) {
        expect(compose.services[app].depends_on[infra]).toEqual({ condition: 'service_healthy' });
      }
    }
  });

  it('sets only environment variables the config schema knows, and all required ones', () => {
    for (const app of APPS) {
      const names = Object.keys(compose.services[app].environment);
      expect(names.filter((n) => !known.has(n))).toEqual([]);
      expect(names).toEqual(expect.arrayContaining(['MONGO_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']));
    }
    expect(compose.services.bff.ports).toContain('8080:8080');
    // NODE_ENV=production: the BFF refuses to start without these two.
    expect(Object.keys(compose.services.bff.environment)).toEqual(expect.arrayContaining(['PUBLIC_URL', 'METRICS_TOKEN']));
  });

  it('lets every worker scale (`--scale convert-worker=4`): no fixed name, no host port, a /healthz check', () => {
    for (const app of APPS.filter((a) => a !== 'bff')) {
      const svc = compose.services[app];
      expect(svc.container_name).toBeUndefined();
      expect(svc.ports).toBeUndefined();
      expect(svc.network_mode).toBeUndefined();
      // `docker compose up --wait` then waits until each worker copy serves its health endpoint.
      expect(svc.healthcheck.test.join(' ')).toContain(':9464/healthz');
    }
  });
});

/** Renders a kustomization offline (kubectl kustomize, or kustomize built with Go), as `kubectl apply -k` would. */
function render(dir: string): K8sDoc[] {
  const kustomize = kustomizeCommand();
  const out = execFileSync(kustomize.command, kustomize.args(path.join(root, dir)), { encoding: 'utf8' });
  return parseAllDocuments(out).map((d) => d.toJS() as K8sDoc);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type K8sDoc = { kind: string; apiVersion: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> }; spec?: any; data?: Record<string, string> };
/** The production OpenSearch cluster's and Redis's objects (opensearch.yaml, redis.yaml): infrastructure, not one of our apps. */
const isInfrastructure = (d: K8sDoc) => ['lexmitra-search', 'lexmitra-queue'].includes(d.metadata.labels?.['app.kubernetes.io/part-of'] ?? '');
const WORKERS = ['ai-worker', 'convert-worker'];
const SECRET_TEMPLATE = path.join(root, 'k8s/base/secret.template.yaml');

describe.each(['k8s/base', 'k8s/overlays/production'])('k8s manifests rendered from %s', (dir) => {
  const docs = render(dir);
  const byKind = (kind: string) => docs.filter((d) => d.kind === kind);
  const named = (kind: string, name: string) => byKind(kind).find((d) => d.metadata.name === name);
  const containerOf = (d: K8sDoc) => d.spec.template.spec.containers[0];

  it('has a Deployment, a Service and a PodDisruptionBudget for every app', () => {
    for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget']) expect(byKind(kind).filter((d) => !isInfrastructure(d)).map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    for (const pdb of byKind('PodDisruptionBudget')) expect(pdb.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': pdb.metadata.name });
  });

  it('pins every image to a release, sets requests and limits, and reads config from the ConfigMap and Secret', () => {
    for (const d of byKind('Deployment')) {
      const c = containerOf(d);
      expect(c.image).toMatch(/^[\w./-]+\/[\w-]+:\d+\.\d+\.\d+$/);
      expect(c.image).not.toMatch(/:latest$/);
      for (const r of ['cpu', 'memory']) {
        expect(c.resources.requests[r]).toBeDefined();
        expect(c.resources.limits[r]).toBeDefined();
      }
      expect(c.envFrom.map((e: { configMapRef?: { name: string }; secretRef?: { name: string } }) => e.configMapRef?.name ?? e.secretRef?.name)).toEqual([
        'lexmitra-config',
        'lexmitra-secrets',
      ]);
      expect(d.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': d.metadata.name });
      expect(d.spec.template.metadata.labels['app.kubernetes.io/name']).toBe(d.metadata.name);
    }
  });

  it('gives every Deployment readiness and liveness probes on a real health endpoint of a declared port', () => {
    for (const d of byKind('Deployment')) {
      const c = containerOf(d);
      const ports = c.ports.map((p: { name: string }) => p.name);
      for (const probe of [c.readinessProbe, c.livenessProbe]) {
        expect(probe.httpGet.path).toMatch(/^\/(api\/health|healthz)/);
        expect(ports).toContain(probe.httpGet.port);
      }
    }
    const bff = containerOf(named('Deployment', 'bff')!);
    expect(bff.readinessProbe.httpGet.path).toBe('/api/health');
    // Liveness must not depend on MongoDB/Redis/MinIO, or an outage restarts every pod.
    expect(bff.livenessProbe.httpGet.path).toBe('/api/health/live');
    for (const app of APPS.filter((a) => a !== 'bff')) {
      const c = containerOf(named('Deployment', app)!);
      expect(c.readinessProbe.httpGet.path).toBe('/healthz');
      expect(c.ports).toContainEqual({ name: 'metrics', containerPort: Number(c.env.find((e: { name: string }) => e.name === 'METRICS_PORT').value) });
    }
  });

  it('binds worker metrics to the pod IP (downward API), and keeps the production requirements of the BFF', () => {
    for (const app of APPS.filter((a) => a !== 'bff')) {
      const c = containerOf(named('Deployment', app)!);
      expect(c.env.find((e: { name: string }) => e.name === 'METRICS_HOST')).toEqual({ name: 'METRICS_HOST', valueFrom: { fieldRef: { fieldPath: 'status.podIP' } } });
    }
    const config = byKind('ConfigMap')[0].data!;
    expect(config.NODE_ENV).toBe('production');
    expect(config.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(Object.keys(parse(fs.readFileSync(SECRET_TEMPLATE, 'utf8')).stringData)).toContain('METRICS_TOKEN');
  });

  it('names only variables the config schema knows, in the ConfigMap, the Secret template and container env', () => {
    const secret = parse(fs.readFileSync(SECRET_TEMPLATE, 'utf8'));
    const envNames = byKind('Deployment').flatMap((d) => (containerOf(d).env ?? []).map((e: { name: string }) => e.name));
    const keys = [...Object.keys(byKind('ConfigMap')[0].data!), ...Object.keys(secret.stringData), ...envNames];
    expect(keys.filter((k) => !known.has(k) && !LAUNCHER_ONLY.includes(k))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['MONGO_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']));
    // Template only: no value in it may look like a real credential.
    for (const v of Object.values<string>(secret.stringData)) expect(v).toMatch(/^$|CHANGE_ME|USER:PASSWORD/);
    expect(byKind('Secret')).toEqual([]);
  });

  it('scales the BFF with an HPA and every BullMQ worker with a KEDA ScaledObject on its waiting-job list', () => {
    const hpa = named('HorizontalPodAutoscaler', 'bff')!;
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'bff' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const prefix = byKind('ConfigMap')[0].data!.BULLMQ_PREFIX;
    expect(byKind('ScaledObject').map((d) => d.metadata.name).sort()).toEqual(WORKERS);
    for (const so of byKind('ScaledObject')) {
      expect(so.apiVersion).toBe('keda.sh/v1alpha1');
      expect(so.spec.scaleTargetRef.name).toBe(so.metadata.name);
      expect(so.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      for (const t of so.spec.triggers) {
        expect(t.type).toBe('redis');
        // BullMQ's own key layout: <prefix>:<queue>:wait holds the waiting jobs.
        const queue = /^([^:]+):([^:]+):wait$/.exec(t.metadata.listName);
        expect(queue?.[1]).toBe(prefix);
        expect(new QueueKeys(prefix).toKey(queue![2], 'wait')).toBe(t.metadata.listName);
        expect(Object.values<string>(QUEUES)).toContain(queue![2]);
      }
    }
    expect(named('ScaledObject', 'ai-worker')!.spec.triggers.map((t: { metadata: { listName: string } }) => t.metadata.listName)).toContain(`${prefix}:${QUEUES.ai}:wait`);
    expect(named('ScaledObject', 'convert-worker')!.spec.triggers[0].metadata.listName).toBe(`${prefix}:${QUEUES.convert}:wait`);
  });
});

it('production overlay raises replicas and sizes, and puts everything in its namespace', () => {
  const base = render('k8s/base');
  const prod = render('k8s/overlays/production');
  const replicas = (docs: K8sDoc[], name: string) => docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name)!.spec.replicas;
  for (const app of APPS) expect(replicas(prod, app)).toBeGreaterThanOrEqual(replicas(base, app));
  expect(replicas(prod, 'bff')).toBeGreaterThanOrEqual(3);
  expect(prod.every((d) => d.metadata.namespace === 'lexmitra')).toBe(true);
  expect(prod.find((d) => d.kind === 'ConfigMap')!.data!.API_DOCS).toBe('off');
});

it('production overlay searches a three-node OpenSearch cluster of a pinned image, stateless search-service replicas', () => {
  const prod = render('k8s/overlays/production');
  const sts = prod.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'opensearch')!;
  expect(sts.spec.replicas).toBe(3);
  const c = sts.spec.template.spec.containers[0];
  expect(c.image).toMatch(/^opensearchproject\/opensearch:\d+\.\d+\.\d+$/);
  const env = Object.fromEntries(c.env.map((e: { name: string; value?: string }) => [e.name, e.value]));
  expect(env['cluster.initial_cluster_manager_nodes']).toBe('opensearch-0,opensearch-1,opensearch-2');
  expect(env['discovery.seed_hosts']).toBe(sts.spec.serviceName);
  expect(c.resources.requests.memory).toBe(c.resources.limits.memory);
  expect(sts.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
  expect(prod.find((d) => d.kind === 'PodDisruptionBudget' && d.metadata.name === 'opensearch')!.spec.maxUnavailable).toBe(1);
  const config = prod.find((d) => d.kind === 'ConfigMap')!.data!;
  expect(config).toMatchObject({ SEARCH_ENGINE: 'opensearch', OPENSEARCH_URL: 'http://opensearch:9200', OPENSEARCH_REPLICAS: '1' });
  // The Service search-service reaches it by.
  expect(prod.find((d) => d.kind === 'Service' && d.metadata.name === 'opensearch')!.spec.ports[0].port).toBe(9200);
  // The base (and `npm start`) keeps the embedded engine.
  expect(render('k8s/base').find((d) => d.kind === 'ConfigMap')!.data!.SEARCH_ENGINE).toBeUndefined();
});

it('production overlay runs Redis with AOF and a memory limit that never evicts a queued job', () => {
  const prod = render('k8s/overlays/production');
  const sts = prod.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'redis')!;
  const args: string[] = sts.spec.template.spec.containers[0].args;
  expect(args[args.indexOf('--maxmemory-policy') + 1]).toBe('noeviction');
  expect(args[args.indexOf('--appendonly') + 1]).toBe('yes');
  // The limit leaves the container room for AOF rewrites and client buffers.
  const mb = Number(/^(\d+)mb$/.exec(args[args.indexOf('--maxmemory') + 1])![1]);
  expect(mb * 1024 * 1024).toBeLessThan(2 * 1024 ** 3);
  expect(sts.spec.template.spec.containers[0].resources.limits.memory).toBe('2Gi');
  expect(prod.find((d) => d.kind === 'Service' && d.metadata.name === 'redis')!.spec.ports[0].port).toBe(6379);
});

it('production overlay authenticates every KEDA Redis trigger from a Secret of its own', () => {
  const prod = render('k8s/overlays/production');
  const auths = prod.filter((d) => d.kind === 'TriggerAuthentication');
  expect(auths.map((a) => a.metadata.name)).toEqual(['lexmitra-redis']);
  expect(auths[0].spec.secretTargetRef).toEqual([{ parameter: 'password', name: 'lexmitra-redis-auth', key: 'password' }]);
  // Not the apps' Secret: its keys become container variables, which must all be config variables.
  expect(auths[0].spec.secretTargetRef[0].name).not.toBe('lexmitra-secrets');
  const triggers = prod.filter((d) => d.kind === 'ScaledObject').flatMap((so) => so.spec.triggers);
  expect(triggers.length).toBeGreaterThanOrEqual(3);
  for (const t of triggers) expect(t.authenticationRef).toEqual({ name: 'lexmitra-redis' });
});

describe('.github/workflows/integration.yml', () => {
  const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/integration.yml'), 'utf8'));
  const job = workflow.jobs.compose;
  const runs: string[] = job.steps.map((s: { run?: string }) => s.run ?? '');

  it('tests against the composed stack: up --build --wait first, down -v always last', () => {
    const up = runs.findIndex((r) => /\$COMPOSE up -d --build --wait/.test(r));
    const tests = runs.findIndex((r) => /nx run-many -t test/.test(r));
    expect(up).toBeGreaterThanOrEqual(0);
    expect(tests).toBeGreaterThan(up);
    expect(job.steps.at(-1)).toMatchObject({ if: 'always()', run: expect.stringContaining('down -v') });
    expect(job.env.COMPOSE).toContain('-f docker-compose.yml');
    expect(runs.some((r) => r.includes('--scale convert-worker=4'))).toBe(true);
  });

  it('points the tests at the compose services so the dev-stack launcher starts nothing', () => {
    const override = parse(fs.readFileSync(path.join(root, '.github/compose.ci.yml'), 'utf8'));
    const published = (svc: string) => override.services[svc].ports[0].split(':')[0];
    expect(job.env.MONGO_URL).toContain(`127.0.0.1:${published('mongo')}/`);
    expect(job.env.REDIS_URL).toBe(`redis://127.0.0.1:${published('redis')}`);
    expect(job.env.S3_ENDPOINT).toBe(`http://127.0.0.1:${published('minio')}`);
    const envNames = Object.keys(job.env).filter((k) => !/^(NX_|COMPOSE$)/.test(k));
    expect(job.env.SMTP_URL).toBe(`smtp://127.0.0.1:${published('mailpit')}`);
    expect(envNames.filter((k) => !known.has(k) && !LAUNCHER_ONLY.includes(k))).toEqual([]);
  });
});

describe('.env.example', () => {
  const documented = fs
    .readFileSync(path.join(root, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));

  it('documents every configuration variable, and nothing the apps do not read', () => {
    expect(CONFIG_KEYS.filter((k) => !documented.includes(k))).toEqual([]);
    expect(documented.filter((k) => !known.has(k) && !LAUNCHER_ONLY.includes(k))).toEqual([]);
  });
});
