/**
 * Cases of plugin registration in the published TypeScript packages. Each case runs a small
 * module in a fresh node process inside the line's folder: in the runner's own process the
 * http plugin is already imported, and an import cannot be undone.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

/** What the script in a fresh process saw, by step: a value, or an error's type and first line. */
const SCRIPT = `
// The plugins log progress to stdout, which carries the result here.
for (const level of ['log', 'info', 'warn', 'error', 'debug']) console[level] = () => {};
const settle = async (work) => {
  try {
    return {value: await work()};
  } catch (error) {
    return {error: {type: error.constructor.name, message: String(error.message).split('\\n')[0]}};
  }
};
const template = {name: 'm', call_template_type: 'http', http_method: 'GET', url: 'http://127.0.0.1:9/manual'};
const register = (client) =>
  settle(async () => {
    const result = await client.registerManual(template);
    return {success: result.success, errors: result.errors.map((e) => String(e).split('\\n')[0])};
  });
const sdk = await import('@utcp/sdk');
const newClient = () => sdk.UtcpClient.create(process.cwd(), new sdk.UtcpClientConfigSerializer().validateDict({}));
const validate = () => settle(async () => new sdk.CallTemplateSerializer().validateDict(template).call_template_type);
const seen = {'sdk-only': await validate()};
const early = await newClient();
await import('@utcp/http');
seen['after-plugin-import'] = await validate();
const late = await newClient();
seen['client-created-before-import'] = await register(early);
seen['client-created-after-import'] = await register(late);
await early.close();
await late.close();
process.stdout.write(JSON.stringify(seen));
`;

const runs = new Map<string, Promise<Record<string, unknown>>>();

/** Runs SCRIPT once per line (the cases of a line share one run) and returns its observations. */
function observed(sdk: LoadedSdk): Promise<Record<string, unknown>> {
  let run = runs.get(sdk.root);
  if (!run) {
    run = (async () => {
      // The module must sit inside the line folder so that '@utcp/sdk' resolves to the line's copy.
      const folder = mkdtempSync(path.join(sdk.root, '.plugins-case-'));
      try {
        const file = path.join(folder, 'case.mjs');
        writeFileSync(file, SCRIPT);
        const {stdout} = await promisify(execFile)(process.execPath, [file], {cwd: sdk.root, timeout: 20_000});
        return JSON.parse(stdout) as Record<string, unknown>;
      } finally {
        rmSync(folder, {recursive: true, force: true});
      }
    })();
    runs.set(sdk.root, run);
  }
  return run;
}

export const cases: BehaviourCase[] = casesOf('plugins.sdk-import.side-effect', {
  'sdk-only': async (sdk) => (await observed(sdk))['sdk-only'],
  'after-plugin-import': async (sdk) => (await observed(sdk))['after-plugin-import'],
  'client-created-before-import': async (sdk) => (await observed(sdk))['client-created-before-import'],
  'client-created-after-import': async (sdk) => (await observed(sdk))['client-created-after-import'],
});
