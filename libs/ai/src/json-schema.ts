import { z, ZodType } from 'zod';

type Json = { [k: string]: unknown };

/**
 * The JSON schema a model is asked to follow, from a zod schema. OpenAI's strict structured output
 * wants every property listed in `required` and no extra keywords such as `default`, so those are
 * normalised here; the zod schema still validates the answer afterwards.
 */
export function toStrictJsonSchema(schema: ZodType): Json {
  const raw = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  delete raw.$schema;
  return normalise(raw) as Json;
}

function normalise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalise);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === 'default') continue;
    out[k] = normalise(v);
  }
  if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
    out.required = Object.keys(out.properties as Json);
    out.additionalProperties = false;
  }
  return out;
}
