import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { JSONResolver } from 'graphql-scalars';

function stringScalar(name: string, description: string) {
  // Inputs are accepted as strings and checked by the shared validation schemas, so that a bad
  // country, e-mail or URL comes back as a translated userError on its field, not a request error.
  const parse = (value: unknown) => {
    if (typeof value !== 'string') throw new GraphQLError(`${name} must be a string`);
    return value.trim();
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => String(value),
    parseValue: parse,
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string`);
      return parse(ast.value);
    },
  });
}

// What toISOString gives for years 0–9999. Rows keep dates this way (inputs go through toIso,
// seeds through toISOString), so output skips the parse and format: 10,000 rows carry 30,000 dates.
const ISO = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

const serializeDate = (value: unknown) => (typeof value === 'string' && ISO.test(value) ? value : toIso(value));

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (typeof value !== 'string' && !(value instanceof Date)) throw new GraphQLError('DateTime must be an ISO 8601 string');
  if (Number.isNaN(date.getTime())) throw new GraphQLError(`Invalid DateTime: ${String(value)}`);
  return date.toISOString();
}

export const scalarResolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: serializeDate,
    parseValue: toIso,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO 8601 string');
      return toIso(ast.value);
    },
  }),
  JSON: JSONResolver,
  RichText: new GraphQLScalarType({ ...JSONResolver.toConfig(), name: 'RichText' }),
  CountryCode: stringScalar('CountryCode', 'ISO 3166-1 alpha-2 code'),
  EmailAddress: stringScalar('EmailAddress', 'E-mail address'),
  URL: stringScalar('URL', 'Absolute URL'),
};

/** Plausible values for fields no resolver or row serves (a field the backend team just added). */
export const scalarMocks = {
  DateTime: () => new Date(Date.UTC(2026, 0, 1 + Math.floor(Math.random() * 300))).toISOString(),
  JSON: () => ({}),
  RichText: () => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'متن نمونه — Sample text' }] }] }),
  CountryCode: () => 'IR',
  EmailAddress: () => 'someone@example.com',
  URL: () => 'https://cdn.example.com/sample.png',
  String: () => 'نمونه — Sample',
};
