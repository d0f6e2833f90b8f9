import { describe, expect, it } from 'vitest';
import { buildASTSchema, isInterfaceType, parse } from 'graphql';
import { possibleTypes } from '../type-policies';

// The schema lives in the workspace's schema package; Vite reads it as raw text.
const sdl = import.meta.glob<string>('../../../../../schema/**/*.graphql', {
  eager: true,
  query: '?raw',
  import: 'default',
});

function loadSchema() {
  return buildASTSchema(parse(Object.values(sdl).join('\n')));
}

describe('cache type policies', () => {
  it('lists exactly the schema implementations of every interface in possibleTypes', () => {
    const schema = loadSchema();
    const interfaces = Object.values(schema.getTypeMap()).filter(isInterfaceType);
    expect(interfaces.map((type) => type.name)).toEqual(['Node']);
    for (const type of interfaces) {
      const implementations = schema.getPossibleTypes(type).map((object) => object.name).sort();
      expect([...(possibleTypes[type.name] ?? [])].sort(), type.name).toEqual(implementations);
    }
  });
});
