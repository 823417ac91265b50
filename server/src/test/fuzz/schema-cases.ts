import fc from 'fast-check';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';

/**
 * Malformed inputs derived from the contract: a valid sample is built from each schema's JSON
 * Schema (zod 4's `z.toJSONSchema`, input side), then one field at a time is replaced with a value
 * that the contract must refuse. Values are invalid by construction, so every such request must
 * answer 4xx `{detail}` and change nothing.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export function jsonSchemaOf(schema: $ZodType): JsonSchema {
  return toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The branches of a node (a union's members, or the node itself). */
function branches(node: JsonSchema): JsonSchema[] {
  return node.anyOf ?? node.oneOf ?? [node];
}

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);
const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

export const isDateNode = (node: JsonSchema): boolean =>
  node.format === 'date' || (typeof node.pattern === 'string' && DATE_PATTERN.test(node.pattern));

function typeOf(node: JsonSchema): string | undefined {
  if (node.const !== undefined) return typeof node.const === 'number' ? 'number' : typeof node.const;
  if (node.enum) return typeof node.enum[0];
  return Array.isArray(node.type) ? node.type[0] : node.type;
}

/** Ids and values a sample uses where the schema alone cannot say (uuids, e-mails, dates). */
export interface SampleContext {
  uuid: string;
}

/** A valid value for a node: first non-null branch, every property present, one array item. */
export function sampleOf(node: JsonSchema, ctx: SampleContext): unknown {
  if (node.default !== undefined && node.default !== null && typeof node.default !== 'object') return node.default;
  const nonNull = branches(node).find((branch) => branch.type !== 'null') ?? node;
  if (nonNull !== node) return sampleOf(nonNull, ctx);
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  switch (typeOf(node)) {
    case 'string': {
      if (node.format === 'uuid') return ctx.uuid;
      if (node.format === 'email') return 'fuzz@example.com';
      if (isDateNode(node)) return '2026-11-23';
      if (node.format === 'date-time') return '2026-11-23T10:00:00.000Z';
      const base = 'Fuzz';
      return base.padEnd(Math.max(node.minLength ?? 1, base.length), 'z').slice(0, node.maxLength ?? 1000);
    }
    case 'integer':
    case 'number': {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(1, min), node.maximum ?? 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return node.items ? [sampleOf(node.items, ctx)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node.properties ?? {})) out[key] = sampleOf(child, ctx);
      return out;
    }
    default:
      return 'x';
  }
}

export type Path = Array<string | number>;

export interface Mutation {
  path: Path;
  /** undefined with `remove` set: the field is left out. */
  value?: unknown;
  remove?: boolean;
  /** Failure class for the report, e.g. "string:nul". */
  kind: string;
}

/** Where the value travels: JSON keeps types; query, path and form fields are text only. */
export type Carrier = 'json' | 'text';

const acceptsNull = (node: JsonSchema): boolean => branches(node).some((branch) => branch.type === 'null');

/** Whether any branch of a union would take this value's JSON type (then it is no type error). */
function typeAccepted(node: JsonSchema, value: unknown): boolean {
  const jsonType = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return branches(node).some((branch) => {
    const type = typeOf(branch);
    if (branch.type === undefined && branch.const === undefined && !branch.enum) return true; // "any"
    if (jsonType === 'number') return type === 'number' || type === 'integer';
    if (jsonType === 'object') return type === 'object';
    return type === jsonType;
  });
}

/** Strings that must never reach the database: NUL, lone or reversed UTF-16 surrogates. */
const BAD_CHARS = ['\u0000', '\uD800', '\uDFFF', '\uDC00\uD800'];

function insertAt(text: string, at: number, piece: string): string {
  const index = Math.min(at, text.length);
  return text.slice(0, index) + piece + text.slice(index);
}

/** An invalid calendar date in the YYYY-MM-DD shape, or a date in the wrong shape. */
export const badDateArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 13, max: 99 }), day: fc.integer({ min: 1, max: 28 }) })
    .map(({ year, month, day }) => `${year}-${month}-${String(day).padStart(2, '0')}`),
  fc
    .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 32, max: 99 }) })
    .map(({ year, month, day }) => `${year}-${String(month).padStart(2, '0')}-${day}`),
  fc.integer({ min: 1001, max: 9999 }).filter((year) => year % 4 !== 0).map((year) => `${year}-02-29`),
  fc.constantFrom('2026-13-45', '2026-02-30', '2026-04-31', '0000-00-00', '2026-00-10', '2026-1-1', '26-11-23', '2026/11/23', '99999-01-01'),
);

/** Text with a character PostgreSQL or JSON text cannot hold, somewhere in it. */
const badTextArb = (carrier: Carrier): fc.Arbitrary<string> =>
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...(carrier === 'json' ? BAD_CHARS : ['\u0000'])), fc.string({ maxLength: 20 }))
    .map(([before, bad, after]) => before + bad + after);

const bigIntArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: INT32_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: INT32_MIN - 1 }),
);

function nodeLabel(node: JsonSchema): string {
  return typeOf(node) ?? 'any';
}

/**
 * Every single-field replacement of `sample` that `node` (the schema at that path) must refuse.
 * `randomPerLeaf` extra values per leaf come from fast-check arbitraries with `seed`.
 */
export function mutationsOf(
  node: JsonSchema,
  sample: unknown,
  options: { carrier: Carrier; seed: number; randomPerLeaf: number },
  path: Path = [],
  required = true,
): Mutation[] {
  const out: Mutation[] = [];
  const { carrier } = options;
  const add = (kind: string, value: unknown): void => {
    if (value === null && acceptsNull(node)) return;
    out.push({ path, value, kind: `${nodeLabel(node)}:${kind}` });
  };
  const random = <T>(arb: fc.Arbitrary<T>, salt: number): T[] =>
    options.randomPerLeaf > 0 ? fc.sample(arb, { seed: options.seed + salt * 7919 + path.length, numRuns: options.randomPerLeaf }) : [];
  const salt = path.join('.').length + String(path.at(-1) ?? '').charCodeAt(0);

  if (required && path.length > 0 && node.default === undefined && !acceptsNull(node) && carrier === 'json') {
    out.push({ path, remove: true, kind: `${nodeLabel(node)}:missing` });
  }

  const main = branches(node).find((branch) => branch.type !== 'null') ?? node;
  const type = typeOf(main);
  const stringBranch = branches(node).find((branch) => typeOf(branch) === 'string' && !branch.enum && branch.const === undefined);

  // Wrong JSON types (JSON only: text carriers have one type).
  if (carrier === 'json') {
    for (const [kind, value] of [
      ['type-number', 12345],
      ['type-string', 'not the right type'],
      ['type-bool', true],
      ['type-object', { unexpected: 1 }],
      ['type-array', ['x']],
      ['type-null', null],
    ] as const) {
      // A number field may coerce (true → 1, null → 0): only text, objects and arrays are surely wrong there.
      if ((type === 'number' || type === 'integer') && (kind === 'type-bool' || kind === 'type-null')) continue;
      if (!typeAccepted(node, value)) add(kind, value);
    }
  }

  if (stringBranch) {
    const valid = typeof sample === 'string' && sample.length > 0 ? sample : 'Fuzz';
    for (const bad of carrier === 'json' ? BAD_CHARS : ['\u0000']) add(`bad-char-${bad.codePointAt(0)!.toString(16)}`, insertAt(valid, 1, bad));
    // Past the declared maximum; a string without one must still be bounded (100k is beyond any field).
    const max = stringBranch.maxLength;
    add(max === undefined ? 'unbounded' : 'too-long', 'y'.repeat((max ?? 100_000) + 1));
    if (stringBranch.format === 'uuid') add('not-uuid', 'not-a-uuid');
    if (stringBranch.format === 'date-time') for (const time of ['2026-13-45T10:00:00Z', '2026-11-23 10:00', 'yesterday']) add('bad-date-time', time);
    if (isDateNode(stringBranch)) for (const date of random(badDateArb, salt + 1).concat(['2026-13-45', '2026-02-30'])) add('bad-date', date);
    for (const text of random(badTextArb(carrier), salt + 2)) add('random-bad-char', text);
  }
  if (!stringBranch && branches(node).some((branch) => branch.enum || (branch.const !== undefined && typeof branch.const === 'string'))) {
    add('not-in-enum', 'NOT_A_CHOICE');
    add('enum-nul', '\u0000');
  }

  const numberBranches = branches(node).filter((branch) => ['number', 'integer'].includes(typeOf(branch) ?? ''));
  if (numberBranches.length > 0) {
    const asCarried = (value: number): unknown => (carrier === 'text' ? String(value) : value);
    const constants = numberBranches.filter((branch) => branch.const !== undefined).map((branch) => branch.const as number);
    if (constants.length === numberBranches.length) {
      for (const value of [0, 3, -1, 2 ** 31, 1.5]) if (!constants.includes(value)) add('not-a-choice', asCarried(value));
    } else {
      const numeric = numberBranches[0]!;
      const integer = typeOf(numeric) === 'integer';
      const min = numeric.minimum ?? (numeric.exclusiveMinimum !== undefined ? numeric.exclusiveMinimum : undefined);
      const max = numeric.maximum;
      // Integers are 32-bit in the database: anything wider must be refused whatever the schema says.
      add('int32-overflow', asCarried(2 ** 31));
      add('int32-underflow', asCarried(-(2 ** 31) - 1));
      add('huge', asCarried(1e300));
      add('huge-negative', asCarried(-1e300));
      if (integer) add('fraction', asCarried(1.5));
      if (min !== undefined && min > INT32_MIN) add('below-min', asCarried(Math.ceil(min) - 1));
      if (max !== undefined && max < INT32_MAX) add('above-max', asCarried(Math.floor(max) + 1));
      add('nan-text', 'abc');
      if (carrier === 'text') add('empty-number', '1e');
      for (const value of random(bigIntArb, salt + 3)) add('random-wide-int', asCarried(value));
    }
  }

  if (type === 'boolean' && carrier === 'text') add('not-boolean', 'maybe');

  if (type === 'array' && main.items) {
    const items = Array.isArray(sample) ? sample : [];
    const max = main.maxItems;
    const item = items[0] ?? sampleOf(main.items, { uuid: '00000000-0000-4000-8000-000000000000' });
    add(max === undefined ? 'unbounded-array' : 'too-many-items', Array.from({ length: (max ?? 10_000) + 1 }, () => item));
    if (items.length > 0) out.push(...mutationsOf(main.items, items[0], options, [...path, 0], true));
  }

  if (type === 'object' && main.properties) {
    const record = (sample && typeof sample === 'object' ? sample : {}) as Record<string, unknown>;
    const requiredKeys = new Set(main.required ?? []);
    for (const [key, child] of Object.entries(main.properties)) {
      out.push(...mutationsOf(child, record[key], options, [...path, key], requiredKeys.has(key)));
    }
  }
  return out;
}

/** A deep copy of `sample` with one mutation applied. */
export function applyMutation(sample: unknown, mutation: Mutation): unknown {
  if (mutation.path.length === 0) return mutation.value;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of mutation.path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  const last = mutation.path.at(-1)!;
  if (mutation.remove) delete cursor[last];
  else cursor[last] = mutation.value;
  return copy;
}
