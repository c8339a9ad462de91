/**
 * No Docker engine or cluster runs here, so docker-compose.yml and k8s/ are checked by parsing:
 * every app is present with its image or build, health checks and dependency conditions exist, and
 * every environment variable name is one the config schema knows.
 */
import { CONFIG_KEYS } from '@lexmitra/platform';
import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../..');
const APPS = ['bff', 'ai-worker', 'convert-worker', 'search-service'];
const known = new Set<string>(CONFIG_KEYS);

describe('docker-compose.yml', () => {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });

  it('runs MongoDB 7, Redis 7 with AOF, MinIO and every app', () => {
    expect(compose.services.mongo.image).toBe('mongo:7');
    expect(compose.services.redis.image).toBe('redis:7');
    expect(compose.services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(compose.services.minio.image).toMatch(/^minio\/minio:RELEASE\./);
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
  });
});

describe('k8s manifests', () => {
  const docs = fs
    .readdirSync(path.join(root, 'k8s'))
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .flatMap((f) => parseAllDocuments(fs.readFileSync(path.join(root, 'k8s', f), 'utf8')).map((d) => ({ file: f, doc: d.toJS() })));
  const byKind = (kind: string) => docs.filter((d) => d.doc?.kind === kind).map((d) => d.doc);

  it('has a Deployment and a Service for every app', () => {
    expect(byKind('Deployment').map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    expect(byKind('Service').map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
  });

  it('pins images, sets resources, and reads config from the ConfigMap and Secret', () => {
    for (const d of byKind('Deployment')) {
      const [container] = d.spec.template.spec.containers;
      expect(container.image).toMatch(/^[\w./-]+\/[\w-]+:\d+\.\d+\.\d+$/);
      expect(container.resources.requests).toBeDefined();
      expect(container.resources.limits).toBeDefined();
      expect(container.envFrom.map((e: { configMapRef?: { name: string }; secretRef?: { name: string } }) => e.configMapRef?.name ?? e.secretRef?.name)).toEqual([
        'lexmitra-config',
        'lexmitra-secrets',
      ]);
      expect(d.spec.selector.matchLabels).toEqual(d.spec.template.metadata.labels['app.kubernetes.io/name'] ? { 'app.kubernetes.io/name': d.metadata.name } : {});
    }
  });

  it('probes the BFF on its real health endpoint', () => {
    const bff = byKind('Deployment').find((d) => d.metadata.name === 'bff');
    const [container] = bff.spec.template.spec.containers;
    expect(container.readinessProbe.httpGet.path).toBe('/api/health');
    expect(container.livenessProbe.httpGet.path).toBeDefined();
  });

  it('names only variables the config schema knows in the ConfigMap and Secret template', () => {
    const keys = [...Object.keys(byKind('ConfigMap')[0].data), ...Object.keys(byKind('Secret')[0].stringData)];
    expect(keys.filter((k) => !known.has(k))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining(['MONGO_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']));
  });
});

describe('.env.example', () => {
  const LAUNCHER_ONLY = ['DEVSTACK_PORT_BASE', 'LEXMITRA_CACHE_DIR', 'SHUTDOWN_GRACE_MS'];
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
