/** Cases of the calls mechanism (@utcp/sdk with @utcp/http): where a client's requests go after registration. */
import {client, manual, tool} from './support/client';
import {json, withServer, type Handler} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

/**
 * Server A serves a manual whose one tool lives on server B, with an API key in a header. The manual
 * is registered once and the tool called `calls` times; each server lists what it received.
 */
async function manualThenCalls(sdk: LoadedSdk, calls: number) {
  const toolHandler: Handler = json({ok: true});
  return withServer({'GET /forecast': toolHandler}, (toolServer) => {
    const forecast = tool('forecast', {
      call_template_type: 'http',
      http_method: 'GET',
      url: `${toolServer.base}/forecast`,
      auth: {auth_type: 'api_key', api_key: 'k1', var_name: 'X-Key', location: 'header'},
    });
    return withServer({'GET /utcp': json(manual(forecast))}, async (manualServer) => {
      const utcp = await client(sdk);
      await utcp.registerManual({
        name: 'weather',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${manualServer.base}/utcp`,
      });
      const results: unknown[] = [];
      for (let i = 0; i < calls; i++) results.push(await utcp.callTool('weather.forecast', {}));
      await utcp.close();
      return {
        'manual server': manualServer.received.map((r) => `${r.method} ${r.url.split('?')[0]}`),
        'tool server': toolServer.received.map(
          (r) => `${r.method} ${r.url.split('?')[0]} X-Key=${String(r.headers['x-key'] ?? null)}`,
        ),
        results,
      };
    });
  });
}

export const cases: BehaviourCase[] = casesOf('calls.direct.manual-then-tool', {
  'one-call': (sdk) => manualThenCalls(sdk, 1),
  'three-calls': (sdk) => manualThenCalls(sdk, 3),
});
