#!/usr/bin/env node
/**
 * The build of an app (the BFF and the worker services): each file of `tsconfig.build.json` compiled
 * on its own with TypeScript's transpileModule, without type-checking, into its outDir.
 *
 * Why: nothing imports an app, so it needs no declarations, and `tsc` spent most of its time loading
 * and checking the types of every dependency: 16.7 s of CPU for the BFF against 4.8 s here. On a
 * first `npm start` that is on the path to serving. The types are still checked: every project's
 * `lint` (`tsc --noEmit`, the type-check step of `npm test` and CI) checks them. This is sound because
 * the base config sets `isolatedModules`, which makes tsc refuse anything a per-file compile could
 * get wrong; decorator metadata then names each parameter's class where it is a value and `Object`
 * where it is only a type, which is also how ts-jest compiles the code every test runs.
 *
 *   node tools/build/transpile.mjs            (in an app's folder)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const configFile = path.resolve('tsconfig.build.json');
const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
function fail(diagnostics) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };
  console.error(ts.formatDiagnostics(diagnostics, host));
  process.exit(1);
}
if (parsed.errors.length) fail(parsed.errors);
const { options, fileNames } = parsed;
if (!options.outDir || !options.rootDir) {
  console.error(`${configFile} must set outDir and rootDir`);
  process.exit(1);
}

const errors = [];
for (const file of fileNames) {
  const out = path.join(options.outDir, path.relative(options.rootDir, file)).replace(/\.ts$/, '.js');
  const result = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { ...options, declaration: false },
    fileName: file,
    reportDiagnostics: true,
  });
  // Only syntax errors are reported here (a per-file compile knows nothing else).
  errors.push(...(result.diagnostics ?? []));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  if (result.sourceMapText) {
    // Same layout as tsc: the map beside the file, its source path relative to the map.
    const map = JSON.parse(result.sourceMapText);
    map.file = path.basename(out);
    map.sources = [path.relative(path.dirname(out), file)];
    fs.writeFileSync(`${out}.map`, JSON.stringify(map));
    fs.writeFileSync(out, result.outputText.replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${path.basename(out)}.map`));
  } else fs.writeFileSync(out, result.outputText);
}
if (errors.length) fail(errors);
