/** Cases of websocket call templates in @utcp/sdk, which no published package implements. */
import {client, manual, settle, tool, validateWith, type Json} from './support/client';
import {json, withServer} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

const WEBSOCKET = {name: 'markets', call_template_type: 'websocket', url: 'wss://stream.example.com/ws'};

/** An http manual listing one websocket tool, registered through the client: what the registry keeps. */
async function httpManualWithWebsocketTool(sdk: LoadedSdk) {
  const gateway = {...WEBSOCKET, name: 'gateway', message: {action: 'quote', symbol: 'UTCP_ARG_symbol_UTCP_ARG'}};
  return withServer({'GET /utcp': json(manual(tool('get_quote', gateway)))}, async ({base}) => {
    const utcp = await client(sdk);
    const template: Json = {name: 'markets', call_template_type: 'http', http_method: 'GET', url: `${base}/utcp`};
    if (sdk.impl === 'sdk-1.1') template.allowed_communication_protocols = ['http', 'websocket'];
    const outcome = await settle(async () => {
      const result = await utcp.registerManual(template);
      const tools = result.manual?.tools ?? [];
      return {
        success: result.success,
        errors: result.errors.map((error) => error.replace(/\s+/g, ' ').slice(0, 160)),
        tools: tools.map((t) => ({name: t.name, tool_call_template: t.tool_call_template})),
      };
    });
    const call = await settle(() => utcp.callTool('markets.get_quote', {symbol: 'ACME'}));
    await utcp.close();
    return {registration: outcome, call};
  });
}

export const cases: BehaviourCase[] = casesOf('websocket.sdk.unsupported-type', {
  'client-config': (sdk) =>
    settle(() => validateWith(sdk, 'UtcpClientConfigSerializer', {manual_call_templates: [WEBSOCKET]})),
  'register-manual': async (sdk) => settle(async () => (await client(sdk)).registerManual(WEBSOCKET)),
  serializer: (sdk) => settle(() => validateWith(sdk, 'CallTemplateSerializer', WEBSOCKET)),
  'http-manual-with-websocket-tool': httpManualWithWebsocketTool,
});
