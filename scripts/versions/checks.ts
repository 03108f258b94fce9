/**
 * npx tsx scripts/versions/checks.ts [<id> ...]
 *
 * Prints, per docs version, what the offline checks of `npm test` cover: the python blocks and
 * probe markers whose python-utcp record must match, the signature blocks of the API reference,
 * and the TypeScript blocks type-checked against the version's npm packages. `npm run version:cut`
 * runs it for the version it cut; without an id it lists every version.
 */
import {collectBlocks, collectClaims} from '../python-utcp/collect';
import {PYTHON_VERSIONS} from '../python-utcp/environment';
import {collectSignatureBlocks, SIGNATURE_VERSIONS} from '../python-utcp/signatureBlocks';
import {OptionsError, parseOptions, runMain} from '../lib/options';
import {typescriptBlocks, SNIPPET_VERSIONS} from '../../tests/support/tsSnippets';

const USAGE = `Usage: npx tsx scripts/versions/checks.ts [<id> ...]

Counts the python blocks, probe markers, API signature blocks and TypeScript blocks that the unit
tests check for each docs version (next, 1.0, 0.1...; all of them without an id).`;

export function versionChecks(version: string): string {
  const blocks = collectBlocks(version);
  const claims = collectClaims(version);
  const parts = [
    `${blocks.length} python blocks`,
    `${claims.filter((claim) => claim.kind === 'probe').length} probe markers`,
    `${claims.filter((claim) => claim.kind !== 'probe').length} traces`,
  ];
  if (SIGNATURE_VERSIONS.includes(version)) parts.push(`${collectSignatureBlocks(version).length} signature blocks`);
  if (SNIPPET_VERSIONS.includes(version)) parts.push(`${typescriptBlocks(version).length} TypeScript blocks`);
  return `${version}: ${parts.join(', ')}`;
}

function main(): void {
  const {values, positionals} = parseOptions({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {help: {type: 'boolean', default: false}},
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const unknown = positionals.filter((id) => !PYTHON_VERSIONS.includes(id));
  if (unknown.length > 0)
    throw new OptionsError(`unknown docs version ${unknown.join(', ')} (src/config/version-pins.json)`);
  for (const version of positionals.length > 0 ? positionals : PYTHON_VERSIONS) console.log(versionChecks(version));
}

runMain(main, USAGE, module);
