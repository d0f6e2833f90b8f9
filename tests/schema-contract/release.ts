// Prints the current SDL as the released schema (`pnpm schema:release`, at a release): what the breaking-change
// check holds later changes to. Record the release in schema/CHANGELOG.md.
import { writeFileSync } from 'node:fs';
import { RELEASED_SCHEMA, releaseText } from './schema-contract.js';
import { SCHEMA_DIR, sdlOfDir } from './sdl.js';

writeFileSync(RELEASED_SCHEMA, releaseText(sdlOfDir(SCHEMA_DIR)));
console.warn(`wrote ${RELEASED_SCHEMA}`);
