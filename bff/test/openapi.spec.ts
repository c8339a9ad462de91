/**
 * The OpenAPI document is generated from the zod schemas that validate (common/openapi.ts): every
 * Nest route is in it, JSON bodies are exactly their validating schema and refuse unknown
 * properties (the one rule), path parameters are described, and every operation documents the one
 * error shape.
 */
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { BffApp } from '../src/app';
import { DiaryEntryPatchSchema } from '@lexmitra/contracts';
import request from 'supertest';
import { toOpenApiSchema } from '../src/common/openapi';
import { startApp } from './helpers';

type Op = { operationId?: string; parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, unknown> };

describe('GET /api/docs/openapi.json', () => {
  let app: BffApp;
  let ops: [string, string, Op][];

  beforeAll(async () => {
    app = await startApp();
    const doc = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Op>> };
    ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [method, path, op] as [string, string, Op]));
  });
  afterAll(() => app?.close());

  it('lists every route the BFF serves', () => {
    const documented = new Set(ops.map(([, , op]) => op.operationId));
    const missing: string[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as { name: string; prototype: Record<string, unknown> } | null;
        if (!controller || Reflect.getMetadata(PATH_METADATA, controller) === undefined) continue;
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = controller.prototype[name];
          if (typeof handler === 'function' && Reflect.getMetadata(METHOD_METADATA, handler) !== undefined && !documented.has(`${controller.name}_${name}`)) missing.push(`${controller.name}.${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(ops.length).toBeGreaterThan(50);
  });

  it('describes JSON bodies by the schema that validates them, refusing unknown properties', () => {
    const open = ops.filter(([, , op]) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      return schema && schema.additionalProperties !== false;
    });
    expect(open.map(([m, p]) => `${m.toUpperCase()} ${p}`)).toEqual([]);
    const patch = ops.find(([m, p]) => m === 'patch' && p === '/api/diary/entries/{id}')![2];
    expect(patch.requestBody!.content['application/json'].schema).toEqual(toOpenApiSchema(DiaryEntryPatchSchema));
  });

  it('describes every path parameter and the {error, code} answer of every refusal', () => {
    for (const [method, path, op] of ops) {
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        expect({ at: `${method} ${path}`, param: op.parameters?.some((p) => p.in === 'path' && p.name === name) }).toEqual({ at: `${method} ${path}`, param: true });
      }
      expect({ at: `${method} ${path}`, errors: Boolean(op.responses['4XX']) }).toEqual({ at: `${method} ${path}`, errors: true });
    }
  });

  it('describes multipart uploads with their file field', () => {
    for (const path of ['/api/pdf/upload', '/process_pdf']) {
      const op = ops.find(([m, p]) => m === 'post' && p === path)![2];
      const schema = op.requestBody!.content['multipart/form-data'].schema as { properties: Record<string, { format?: string }>; required: string[] };
      expect(schema.properties.file.format).toBe('binary');
      expect(schema.required).toContain('file');
    }
  });
});
