/**
 * npx tsx scripts/versions/links.ts [--write]
 *
 * Lists the absolute links to docs pages in docs/ and versioned_docs/ (they change meaning when a
 * version is cut) with the version-relative or explicit link to write instead; --write rewrites them.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseOptions, runMain} from '../lib/options';
import {
  absoluteDocLinks,
  indexDocs,
  markdownFiles,
  readVersionIds,
  rewriteAbsoluteDocLinks,
  ROOT,
  versionFolders,
} from './docLinks';

const USAGE = `Usage: npx tsx scripts/versions/links.ts [--write]

Lists every absolute link to a docs page inside docs/ and versioned_docs/, with the link to write
instead: a relative .md link for a page of the same version, @site/<version folder>/<file>.md for
another version. --write rewrites them in place.`;

function main(): void {
  const {values} = parseOptions({
    args: process.argv.slice(2),
    options: {write: {type: 'boolean', default: false}, help: {type: 'boolean', default: false}},
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const folders = versionFolders(readVersionIds());
  const index = indexDocs(folders);
  let total = 0;
  for (const folder of folders) {
    for (const file of markdownFiles(path.join(ROOT, folder.dir))) {
      const absolute = path.join(ROOT, folder.dir, file);
      const text = readFileSync(absolute, 'utf8');
      if (values.write) {
        const rewritten = rewriteAbsoluteDocLinks(text, folder, file, folders, index);
        if (rewritten.count > 0) writeFileSync(absolute, rewritten.text);
        total += rewritten.count;
      } else {
        for (const problem of absoluteDocLinks(text, folder, file, folders, index)) {
          console.log(`${problem.file}:${problem.line}: ${problem.url} -> ${problem.replacement}`);
          total += 1;
        }
      }
    }
  }
  console.log(`${total} absolute docs link(s)${values.write ? ' rewritten' : ''}.`);
  if (!values.write && total > 0) process.exitCode = 1;
}

runMain(main, USAGE, module);
