/** Cases of the cli call template from TypeScript: @utcp/cli is not on npm, so only the SDK's answer is observed. */
import {client, settle} from './support/client';
import type {BehaviourCase} from './support/sdk';

const cliTemplate = {name: 'tools', call_template_type: 'cli', commands: [{command: 'echo hello'}]};

export const cases: BehaviourCase[] = [
  {
    key: 'cli.install.typescript',
    case: 'register-manual',
    run: async (sdk) => settle((await client(sdk)).registerManual(cliTemplate)),
  },
  {
    key: 'cli.install.typescript',
    case: 'client-config',
    run: (sdk) =>
      settle(async () => ((await client(sdk, {manual_call_templates: [cliTemplate]})) ? 'created' : 'none')),
  },
  {
    key: 'cli.install.typescript',
    case: 'serializer',
    run: async (sdk) => {
      const core = await sdk.sdk();
      return settle(async () => new core.CallTemplateSerializer().validateDict(cliTemplate));
    },
  },
];
