// The documentation page writes each JSON Schema as a type a reader knows.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaOf } from './openapi.ts';
import { shapeOf } from './schema-shape.ts';

const shape = (schema: z.ZodType, io: 'input' | 'output' = 'output') => shapeOf(jsonSchemaOf(schema, io));

describe('a schema written as a type', () => {
  it('writes objects with their optional fields, nested and indented', () => {
    expect(shape(z.object({ id: z.uuid(), tags: z.array(z.string()).optional(), score: z.object({ value: z.int() }) }))).toBe(
      '{\n  id: string (uuid);\n  tags?: string[];\n  score: {\n    value: integer;\n  };\n}',
    );
  });

  it('writes unions, literals, enums, nulls and bounds', () => {
    expect(shape(z.enum(['free', 'paid']))).toBe('"free" | "paid"');
    expect(shape(z.literal(true))).toBe('true');
    expect(shape(z.string().max(80).nullable())).toBe('string (max 80) | null');
    expect(shape(z.array(z.union([z.string(), z.number()])))).toBe('(string | number)[]');
    expect(shape(z.record(z.string(), z.number()))).toBe('{\n  [key: string]: number;\n}');
    expect(shape(z.number().min(0).max(100))).toBe('number (≥0, ≤100)');
  });

  it('writes what JSON Schema cannot say as unknown, and reads a request as it is sent', () => {
    expect(shape(z.custom<string>(() => true))).toBe('unknown');
    expect(
      shape(
        z.string().transform((text) => text.length),
        'input',
      ),
    ).toBe('string');
    expect(shape(z.object({ page: z.coerce.number().default(1) }), 'input')).toBe('{\n  page?: number;\n}');
  });
});
