import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestSession } from '../../infra/session/request-session.js';
import type { AuthRefusal, Role } from '../../__generated__/schema-types.js';
import { gatewayError } from '../../infra/errors/gateway-error.js';
import { roleRefusal } from './require-role.js';
import { describeRole } from './role-description.js';

interface RoleContext {
  session: Pick<RequestSession, 'get'>;
}

/**
 * Enforces `@auth(requires: Role, whenRefused)` from the SDL: the field's resolver runs only once the session may
 * act in that role; a refusal is the role's error, or null where the field says `whenRefused: NULL`. Declared once
 * per field in the schema, enforced here for every field alike, and told in the field's description.
 */
export function enforceRoles(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const auth = getDirective(schema, field, 'auth')?.[0] as { requires: Role; whenRefused: AuthRefusal } | undefined;
      if (auth === undefined) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const { subscribe } = field;
      return {
        ...field,
        description: describeRole(field.description, auth),
        resolve: async (source, args, context: RoleContext, info) => {
          const refusal = roleRefusal(await context.session.get(), auth.requires);
          if (refusal !== null) {
            if (auth.whenRefused === 'NULL') return null;
            throw gatewayError(refusal);
          }
          return resolve(source, args, context, info);
        },
        // A subscription is refused before it starts watching anything, as a query field before it reads.
        ...(subscribe === undefined
          ? {}
          : {
              subscribe: async (source: unknown, args: Record<string, unknown>, context: RoleContext, info: Parameters<typeof subscribe>[3]) => {
                const refusal = roleRefusal(await context.session.get(), auth.requires);
                if (refusal !== null) throw gatewayError(refusal);
                return subscribe(source, args, context, info);
              },
            }),
      };
    },
  });
}
