import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isUploadedFile, type UploadedFile } from './values/uploaded-file.js';
import { parseMoney } from './values/money.js';

const DECIMAL = /^-?\d{1,20}(\.\d{1,8})?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

const badInput = (message: string): GraphQLError => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function stringScalar(name: string, description: string, pattern: RegExp): GraphQLScalarType {
  const check = (value: unknown): string => {
    if (typeof value === 'string' && pattern.test(value)) return value;
    throw badInput(`${name} must be a string like ${description}`);
  };
  return new GraphQLScalarType({
    name,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

// Input only: checked while the request's variables are coerced, so a bad amount fails before any resolver runs.
const checkMoney = (value: unknown): string => {
  const money = parseMoney(value);
  if (money === null) throw badInput('Money must be a string like "100" or "0.50": above 0, at most 2 decimals and at most 1000000000');
  return money;
};

const Money = new GraphQLScalarType<string, string>({
  name: 'Money',
  serialize: checkMoney,
  parseValue: checkMoney,
  parseLiteral: (ast) => checkMoney(ast.kind === Kind.STRING ? ast.value : undefined),
});

// Files exist only as parts of a multipart request, which puts them into the variables; a literal cannot be one.
const Upload = new GraphQLScalarType<UploadedFile, never>({
  name: 'Upload',
  serialize: () => {
    throw badInput('Upload is an input type.');
  },
  parseValue: (value) => {
    if (isUploadedFile(value)) return value;
    throw badInput('Upload must be a file part of a multipart request.');
  },
  parseLiteral: () => {
    throw badInput('Upload must be a file part of a multipart request.');
  },
});

/**
 * Only the behaviour goes to makeExecutableSchema: it copies every property of what it is given onto the SDL's
 * scalar, so a whole GraphQLScalarType would put its `description: undefined` over the SDL's description
 * (schema/common/common.graphql), and GraphiQL would show these scalars undescribed.
 */
const behaviourOf = ({ serialize, parseValue, parseLiteral }: GraphQLScalarType) => ({ serialize, parseValue, parseLiteral });

export const scalarResolvers = {
  Decimal: behaviourOf(stringScalar('Decimal', '"1234.50"', DECIMAL)),
  DateTime: behaviourOf(stringScalar('DateTime', '"2026-11-21T13:00:00.000Z"', ISO_DATE_TIME)),
  Money: behaviourOf(Money),
  Upload: behaviourOf(Upload),
};
