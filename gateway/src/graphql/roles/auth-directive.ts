import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestSession } from '../../session/request-session.js';
import type { Role } from '../../__generated__/schema-types.js';
import { requireRole } from './require-role.js';

interface RoleContext {
  session: Pick<RequestSession, 'get'>;
}

/**
 * Enforces `@auth(requires: Role)` from the SDL: the field's resolver runs only once the session may act in
 * that role. Declared once per field in the schema, enforced here for every field alike.
 */
export function enforceRoles(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const role = getDirective(schema, field, 'auth')?.[0]?.requires as Role | undefined;
      if (role === undefined) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, context: RoleContext, info) => {
          await requireRole(context.session, role);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
