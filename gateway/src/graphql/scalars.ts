import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL = /^-?\d{1,20}(\.\d{1,8})?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

function stringScalar(name: string, description: string, pattern: RegExp): GraphQLScalarType {
  const check = (value: unknown): string => {
    if (typeof value === 'string' && pattern.test(value)) return value;
    throw new GraphQLError(`${name} must be a string like ${description}`, { extensions: { code: 'BAD_USER_INPUT' } });
  };
  return new GraphQLScalarType({
    name,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

export const scalarResolvers = {
  Decimal: stringScalar('Decimal', '"1234.50"', DECIMAL),
  DateTime: stringScalar('DateTime', '"2026-11-21T13:00:00.000Z"', ISO_DATE_TIME),
};
