// The breaking-change check of `pnpm run lint`: the SDL in schema/ against the released schema. Exit 1 on a break
// no accepted break covers, or on a deprecation without a removal date.
import { readFileSync } from 'node:fs';
import { checkContract, formatReport, passes, readAcceptedBreaks, RELEASED_SCHEMA } from './schema-contract.js';
import { SCHEMA_DIR, sdlOfDir } from './sdl.js';

const report = await checkContract(sdlOfDir(SCHEMA_DIR), readFileSync(RELEASED_SCHEMA, 'utf8'), readAcceptedBreaks());
const text = formatReport(report);
if (text) console.warn(text);
if (!passes(report)) process.exit(1);
console.warn(`schema contract: no breaking change against ${RELEASED_SCHEMA.slice(process.cwd().length + 1)}`);
