import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { CLIENT_TYPES_PATH, clientTypesOf, liveOpenapiDocument } from './client-types';

/** `npm run gen:api`: regenerates the web client's API types after a route or schema changes. */
const types = await clientTypesOf(await liveOpenapiDocument());
await mkdir(dirname(CLIENT_TYPES_PATH), { recursive: true });
await writeFile(CLIENT_TYPES_PATH, types);
console.log(`wrote ${relative(process.cwd(), CLIENT_TYPES_PATH)}`);
