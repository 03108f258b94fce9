/**
 * Writes the Pagefind bundle described by a job file (see index.ts):
 *   node runPagefind.mjs <job.json>
 * A process of its own because Pagefind is an ES module only and Docusaurus
 * loads plugins through jiti, which cannot import it. Prints a JSON summary.
 * JavaScript, not TypeScript: the build runs it with plain `node` (Node 20 runs
 * no TypeScript without a loader, and tsx is only a devDependency).
 */
import {readFile} from 'node:fs/promises';
import * as pagefind from 'pagefind';
import {separateCells} from './separateCells.mjs';

const job = JSON.parse(await readFile(process.argv[2], 'utf8'));

function fail(what, errors) {
  throw new Error(`pagefind: ${what}: ${errors.join('; ')}`);
}

try {
  const {index, errors} = await pagefind.createIndex(job.config);
  if (!index) fail('could not create the index', errors);
  for (const page of job.pages) {
    const html = await readFile(page.file, 'utf8');
    if (!/<main\b/i.test(html)) fail(page.url, ['the page has no <main> element']);
    const added = await index.addHTMLFile({
      url: page.url,
      content: separateCells(
        html.replace(/<main\b([^>]*)>/i, (_, rest) => `<main ${page.attributes}${rest}>${page.markup}`),
      ),
    });
    if (added.errors.length > 0) fail(page.url, added.errors);
  }
  for (const record of job.records) {
    const added = await index.addCustomRecord(record);
    if (added.errors.length > 0) fail(record.url, added.errors);
  }
  const written = await index.writeFiles({outputPath: job.outputPath});
  if (written.errors.length > 0) fail('writing the bundle', written.errors);
  process.stdout.write(JSON.stringify({pages: job.pages.length, records: job.records.length}));
} finally {
  await pagefind.close();
}
