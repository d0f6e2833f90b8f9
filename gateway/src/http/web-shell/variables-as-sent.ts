import { Kind, parse, valueFromASTUntyped } from 'graphql';

/**
 * Apollo Client sends an operation's declared defaults along with the variables it was given (defaults first):
 * the same variables in the same order give the same fast-path key as the browser's own requests.
 */
export function variablesAsSent(document: string, given: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const operation = parse(document).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const defaults: Record<string, unknown> = {};
  for (const variable of operation?.variableDefinitions ?? []) {
    if (variable.defaultValue !== undefined) defaults[variable.variable.name.value] = valueFromASTUntyped(variable.defaultValue);
  }
  return { ...defaults, ...given };
}
