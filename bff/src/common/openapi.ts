import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorSchema } from '@lexmitra/contracts';
import { z, ZodType } from 'zod';
import { ADMIN_QUEUES_PATH, SESSION_COOKIE } from './paths';
import { ZodValidationPipe } from './zod-validation.pipe';

/*
 * The OpenAPI document is generated from the zod schemas that validate each request, so the two
 * cannot drift: for every route, the ZodValidationPipe on @Body/@Query/@Param supplies the request
 * body, the query parameters and the path parameters. Decorators only add summaries, tags and the
 * multipart bodies (their fields are parsed by hand, see uploads/).
 *
 * One rule for unknown properties: a JSON body is a z.strictObject, so an unknown property is a 400
 * and the document says `additionalProperties: false`; unknown query parameters are ignored.
 * `io: 'input'` describes what the client sends (before defaults and transforms).
 */

type JsonSchema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

export function toOpenApiSchema(schema: ZodType): JsonSchema {
  return patternsOverFormats(z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema);
}

/**
 * zod checks a string format (an e-mail, say) with its own regular expression, which it also writes
 * as `pattern`. Other tools read `format` by their own, different rules; the pattern alone says
 * exactly what is accepted.
 */
function patternsOverFormats(node: JsonSchema): JsonSchema {
  if (typeof node.pattern === 'string' && typeof node.format === 'string') delete node.format;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => v && typeof v === 'object' && patternsOverFormats(v as JsonSchema));
    else if (value && typeof value === 'object') patternsOverFormats(value as JsonSchema);
  }
  return node;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('LexMitra API')
    .setDescription('The BFF of LexMitra: documented calls of docs/product.md §7 plus the product API. A request body with a property its schema does not name is refused (400).')
    .setVersion('0.1.0')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  const doc = SwaggerModule.createDocument(app, config);
  const byId = new Map<string, Operation>();
  for (const item of Object.values(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (op?.operationId) byId.set(op.operationId, op);
    }
  }
  for (const controller of controllers(app)) {
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = controller.prototype[name];
      if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
      const op = byId.get(`${controller.name}_${name}`);
      if (op) describeArguments(op, Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {});
    }
  }
  // The queue dashboard is an HTML app mounted on Express (admin/), not a Nest route; listed by hand.
  doc.paths[ADMIN_QUEUES_PATH] = {
    get: {
      tags: ['operations'],
      summary: 'Queue dashboard (HTML) for operators in ADMIN_EMAILS; anyone else gets the 404 of an unknown path',
      responses: { 200: { description: 'The dashboard page', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (op) finishOperation(path, op);
    }
  }
  return doc;
}

function controllers(app: INestApplication): Type[] {
  const found: Type[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      if (wrapper.metatype && Reflect.getMetadata(PATH_METADATA, wrapper.metatype) !== undefined) found.push(wrapper.metatype as Type);
    }
  }
  return found;
}

interface RouteArg { index: number; data?: string; pipes?: unknown[] }

function describeArguments(op: Operation, args: Record<string, RouteArg>): void {
  for (const [key, arg] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const schema = arg.pipes?.find((p): p is ZodValidationPipe<unknown> => p instanceof ZodValidationPipe)?.schema;
    if (type === RouteParamtypes.BODY && schema) {
      op.requestBody = { required: true, content: { 'application/json': { schema: toOpenApiSchema(schema) } } };
    } else if (type === RouteParamtypes.QUERY && schema && !arg.data) {
      const json = toOpenApiSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
      const query = Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: s }));
      op.parameters = [...(op.parameters ?? []).filter((p) => p.in !== 'query' || !json.properties?.[p.name]), ...query];
    } else if (type === RouteParamtypes.HEADERS && arg.data) {
      // Headers a handler reads (a bearer token, say) are optional unless a schema says otherwise.
      const header = op.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === arg.data!.toLowerCase());
      if (header) header.required = false;
    } else if (type === RouteParamtypes.PARAM && arg.data) {
      const existing = op.parameters?.find((p) => p.in === 'path' && p.name === arg.data);
      const s = schema ? toOpenApiSchema(schema) : { type: 'string', minLength: 1 };
      if (existing) existing.schema = s;
      else (op.parameters ??= []).push({ name: arg.data, in: 'path', required: true, schema: s });
    }
  }
}

const ERROR_RESPONSE = { description: 'The request was refused: `{error, code}`', content: { 'application/json': { schema: toOpenApiSchema(ApiErrorSchema) } } };

/** Path parameters every route declares in its path, and the one error shape for every refusal. */
function finishOperation(path: string, op: Operation): void {
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (!op.parameters?.some((p) => p.in === 'path' && p.name === name)) {
      (op.parameters ??= []).push({ name, in: 'path', required: true, schema: { type: 'string', minLength: 1 } });
    }
  }
  op.responses['4XX'] ??= ERROR_RESPONSE;
}
