/**
 * `npm start`: starts the dev stack (if MONGO_URL/REDIS_URL/S3_ENDPOINT are not given), builds every
 * project, and runs the product at http://localhost:8080 until Ctrl-C, which stops what it started.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureExportFonts } from './devstack/binaries';
import { ensureDocumentTools } from './devstack/document-tools';
import { stackDown, stackUp } from './devstack/stack';
import { repoRoot, startProduct } from './product';

async function main() {
  const envFile = path.join(repoRoot, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const stack = await stackUp('dev');
  ensureExportFonts();
  ensureDocumentTools({ required: false });
  console.log('[start] building all projects (nx run-many -t build)');
  execSync('npx nx run-many -t build --outputStyle=static', { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  const port = Number(process.env.PORT ?? 8080);
  const product = await startProduct(stack.env, { port, inheritOutput: true });
  console.log(`\nLexMitra is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs). Ctrl-C stops it.\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[start] stopping the product and the dev stack it started');
    await product.stop();
    if (stack.started.length) await stackDown('dev', { only: stack.started });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of product.children) {
    child.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(`[start] a product process exited (code ${code}, signal ${signal}); stopping everything`);
        void stop();
      }
    });
  }
}

main().catch((err) => {
  console.error(`[start] ${(err as Error).message}`);
  process.exit(1);
});
