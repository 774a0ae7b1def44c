/** Run by the build (scripts/build.mjs): writes the new-folder database template beside the bundle. */
import path from 'node:path';
import { seedDatabase } from '../src/app.ts';
import { writeDataTemplate } from '../src/db/data-template.ts';
import { apiRoot } from '../src/paths.ts';

await writeDataTemplate(path.join(apiRoot, 'dist'), seedDatabase);
