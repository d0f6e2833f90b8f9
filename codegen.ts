import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The resolver types' mappers, from each gateway module's mappers.ts (gateway/src/graphql/modules/<domain>/): every
 * `<Type>Model` it exports maps the GraphQL type <Type>. Paths are relative to gateway/src/__generated__/.
 */
function moduleMappers(): Record<string, string> {
  const modules = 'gateway/src/graphql/modules';
  const mappers: Record<string, string> = {};
  for (const domain of readdirSync(modules).sort()) {
    const file = `${modules}/${domain}/mappers.ts`;
    if (!existsSync(file)) continue;
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/export type \{([^}]*)\}/g)) {
      for (const item of names.split(',').map((name) => name.trim()).filter(Boolean)) {
        const exported = item.split(/\s+as\s+/).at(-1) ?? item;
        if (!exported.endsWith('Model')) throw new Error(`${file}: ${exported} is not named <Type>Model.`);
        mappers[exported.slice(0, -'Model'.length)] = `../graphql/modules/${domain}/mappers.js#${exported}`;
      }
    }
  }
  return mappers;
}

// One schema, three outputs: the schema's types for gateway services (a leaf that imports only the upload file
// type, so services can use the public enums without depending on the resolver types), typed resolvers, and the web's documents.
// Uploads arrive in the gateway as files already read and judged by their bytes (gateway/src/http/uploads/, the file type in graphql/values/uploaded-file.ts).
const GATEWAY_SCALARS = {
  Decimal: 'string',
  DateTime: 'string',
  Money: 'string',
  Upload: '../graphql/values/uploaded-file.js#UploadedFile',
};

const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/schema-types.ts': {
      plugins: ['typescript'],
      config: {
        useTypeImports: true,
        enumsAsConst: true,
        namingConvention: { enumValues: 'keep' },
        scalars: GATEWAY_SCALARS,
      },
    },
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../graphql/context.js#GatewayContext',
        enumsAsTypes: true,
        scalars: GATEWAY_SCALARS,
        mappers: moduleMappers(),
      },
    },
    // The schema's enums as values, for tables the web keys by a vocabulary no document selects (error codes).
    'web/src/gql/schema-enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true, namingConvention: { enumValues: 'keep' } },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      // persisted-documents.json: sha256 → document, loaded by the gateway; each document carries its hash
      // (`__meta__.hash`), which the web sends instead of the text.
      presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string', Money: 'string', Upload: 'File' },
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
      },
    },
    // The integrator example's own operations (tests/integrator): typed documents for graphql-request, kept apart
    // from the web's so an integrator can copy the folder; not in the persisted manifest (an integrator sends text).
    'tests/integrator/gql/': {
      documents: ['tests/integrator/operations/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Node's ESM resolution (the tests package is not bundled) needs the extension in relative imports.
        importExtension: '.js',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string', Money: 'string', Upload: 'File' },
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
