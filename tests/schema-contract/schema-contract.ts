import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { ROOT } from './sdl.js';

// graphql as graphql-inspector and graphql-tools load it (Node's resolution): under Vitest a plain import would be
// a second copy of graphql, and schemas of one copy are refused by the other.
const { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, lexicographicSortSchema } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQL;

/** The schema of the last release: what clients may rely on. `pnpm schema:release` prints it anew. */
export const RELEASED_SCHEMA = join(ROOT, 'schema-release', 'schema.graphql');
/** Breaking changes made on purpose, each after its deprecation period (schema/CHANGELOG.md tells the story). */
export const ACCEPTED_BREAKS = join(ROOT, 'schema-release', 'accepted-breaks.json');

/** A breaking change let through: the element's path as graphql-inspector names it, and why it may go. */
export interface AcceptedBreak {
  path: string;
  /** The day the element was deprecated (YYYY-MM-DD): clients had the time between it and the release to move. */
  deprecatedOn: string;
  reason: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A deprecation names the day after which the element may go, so clients know their deadline. */
const REMOVAL_DATE = /[Rr]emoval after (\d{4}-\d{2}-\d{2})\./;

/**
 * The released schema's text: sorted, so a release shows as a readable diff, and with the directives a field
 * carries (@auth, @idempotent), so that a field given a stricter role shows in the check as well.
 */
export const releaseText = (sdl: string): string => `${printSchemaWithDirectives(lexicographicSortSchema(buildSchema(sdl)))}\n`;

export function readAcceptedBreaks(file = ACCEPTED_BREAKS): AcceptedBreak[] {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as AcceptedBreak[];
  for (const entry of entries) {
    if (!entry.path || !DAY.test(entry.deprecatedOn) || !entry.reason) throw new Error(`${file}: each entry needs path, deprecatedOn (YYYY-MM-DD) and reason: ${JSON.stringify(entry)}`);
  }
  return entries;
}

/** Deprecated elements whose reason does not say what to use instead and after which day the element may go. */
export function deprecationsWithoutPlan(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const check = (path: string, reason: string | null | undefined) => {
    if (reason === null || reason === undefined) return;
    if (!REMOVAL_DATE.test(reason)) problems.push(`${path}: the deprecation reason must end with "Removal after YYYY-MM-DD." (got "${reason}")`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of 'args' in field ? field.args : []) check(`${type.name}.${field.name}(${arg.name})`, arg.deprecationReason);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.deprecationReason);
  }
  return problems;
}

export interface ContractReport {
  /** Breaking changes no accepted break covers: each fails the check. */
  breaking: Change[];
  /** Changes that may break a client that relies on a detail (a new enum value, a changed default). */
  dangerous: Change[];
  deprecations: string[];
}

/** The current SDL against the released schema's (both as text). */
export async function checkContract(currentSdl: string, releasedSdl: string, accepted: readonly AcceptedBreak[]): Promise<ContractReport> {
  const current = buildSchema(currentSdl);
  const changes = await diff(buildSchema(releasedSdl), current);
  const acceptedPaths = new Set(accepted.map((entry) => entry.path));
  return {
    breaking: changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking && !acceptedPaths.has(change.path ?? '')),
    dangerous: changes.filter((change) => change.criticality.level === CriticalityLevel.Dangerous),
    deprecations: deprecationsWithoutPlan(current),
  };
}

export const passes = (report: ContractReport): boolean => report.breaking.length === 0 && report.deprecations.length === 0;

/** The report as CI prints it. */
export function formatReport(report: ContractReport): string {
  const lines: string[] = [];
  for (const change of report.breaking) lines.push(`BREAKING  ${change.path ?? ''}: ${change.message}`);
  for (const problem of report.deprecations) lines.push(`DEPRECATION  ${problem}`);
  for (const change of report.dangerous) lines.push(`dangerous (allowed)  ${change.path ?? ''}: ${change.message}`);
  if (report.breaking.length > 0) {
    lines.push(
      '',
      'A change above breaks clients of the released schema (schema-release/schema.graphql). Deprecate instead',
      '(@deprecated(reason: "Use … Removal after YYYY-MM-DD.")); once that day has passed, record the removal in',
      'schema-release/accepted-breaks.json and schema/CHANGELOG.md.',
    );
  }
  return lines.join('\n');
}
