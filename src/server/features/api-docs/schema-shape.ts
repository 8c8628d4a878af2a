// A JSON Schema written out the way a reader expects a type: `{ id: string; tags?: string[] }`,
// indented, for the API's documentation page. Only what zod's JSON Schema output uses is read.
import type { JsonSchema } from './openapi.ts';

const INDENT = '  ';

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

const literal = (value: unknown) => JSON.stringify(value);

function union(parts: string[]): string {
  const unique = [...new Set(parts)];
  return unique.length === 0 ? 'never' : unique.join(' | ');
}

function scalar(type: string, schema: JsonSchema): string {
  const notes: string[] = [];
  if (typeof schema.format === 'string') notes.push(schema.format);
  if (typeof schema.pattern === 'string' && !schema.format) notes.push('pattern');
  for (const [key, word] of [
    ['minLength', 'min'],
    ['maxLength', 'max'],
    ['minimum', '≥'],
    ['maximum', '≤'],
    ['exclusiveMinimum', '>'],
    ['exclusiveMaximum', '<'],
  ] as const) {
    // zod states every integer's safe range; it says nothing to a reader
    const bound = schema[key];
    if (typeof bound === 'number' && Math.abs(bound) !== Number.MAX_SAFE_INTEGER) notes.push(`${word}${word.length === 1 ? '' : ' '}${bound}`);
  }
  return notes.length > 0 ? `${type} (${notes.join(', ')})` : type;
}

function objectShape(schema: JsonSchema, depth: number): string {
  const properties = isSchema(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const lines = Object.entries(properties).map(([name, property]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
    return `${INDENT.repeat(depth + 1)}${key}${required.has(name) ? '' : '?'}: ${shapeOf(property, depth + 1)};`;
  });
  const rest = schema.additionalProperties;
  if (isSchema(rest)) {
    const keys = isSchema(schema.propertyNames) ? shapeOf(schema.propertyNames, depth + 1) : 'string';
    lines.push(`${INDENT.repeat(depth + 1)}[key: ${keys}]: ${shapeOf(rest, depth + 1)};`);
  }
  if (lines.length === 0) return rest === false ? '{}' : 'object';
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}

/** The schema as a type, its nested lines indented from `depth`. */
export function shapeOf(schema: unknown, depth = 0): string {
  if (schema === true || (isSchema(schema) && Object.keys(schema).length === 0)) return 'unknown';
  if (schema === false || !isSchema(schema)) return 'never';
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map(literal));
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return union((schema[key] as unknown[]).map((part) => shapeOf(part, depth)));
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as unknown[]).map((part) => shapeOf(part, depth)).join(' & ');
  if (Array.isArray(schema.type)) return union(schema.type.map((type: string) => shapeOf({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'object':
      return objectShape(schema, depth);
    case 'array': {
      if (Array.isArray(schema.prefixItems)) return `[${(schema.prefixItems as unknown[]).map((item) => shapeOf(item, depth)).join(', ')}]`;
      const item = shapeOf(schema.items ?? true, depth);
      return / [|&] /.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return scalar(schema.type, schema);
    case 'null':
      return 'null';
    default:
      return 'unknown';
  }
}
