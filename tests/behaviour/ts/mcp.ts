/** Cases of the mcp call template (@utcp/mcp 1.1.3) against a stdio MCP server of our own. */
import path from 'node:path';
import {client, settle, type Json} from './support/client';
import {skip, type BehaviourCase, type LoadedSdk, type RegisterManualResult, type UtcpClient} from './support/sdk';

const SERVER = path.join(__dirname, 'support', 'mcp-server.mjs');

function stdioServer(sdk: LoadedSdk, extra: Json = {}): Json {
  return {transport: 'stdio', command: process.execPath, args: [SERVER, sdk.root], ...extra};
}

function template(sdk: LoadedSdk, servers: Json = {files: stdioServer(sdk)}, extra: Json = {}): Json {
  return {name: 'workspace', call_template_type: 'mcp', config: {mcpServers: servers}, ...extra};
}

/** Registers the template and reports success, errors and tool names (no SDK objects). */
async function register(sdk: LoadedSdk, value: Json) {
  return settle(async () => {
    const utcp = await client(sdk, {}, ['@utcp/mcp']);
    try {
      const result = await utcp.registerManual(value);
      return {
        success: result.success,
        errors: result.errors.map((e) => e.split('\n')[0]),
        tools: (result.manual?.tools ?? []).map((t) => t.name),
      };
    } finally {
      await utcp.close();
    }
  });
}

/** Registers the stdio server and calls one of its tools (twice when asked), then closes the client. */
/**
 * One client with the plain stdio server registered, shared by the cases that only call its tools
 * (starting a server per case would make the file the slowest of the collection). It is closed when
 * the process ends.
 */
let shared: Promise<{utcp: UtcpClient; result: RegisterManualResult}> | undefined;
function sharedClient(sdk: LoadedSdk) {
  shared ??= (async () => {
    const utcp = await client(sdk, {}, ['@utcp/mcp']);
    return {utcp, result: await utcp.registerManual(template(sdk))};
  })();
  return shared;
}

/** Calls one tool of the stdio server; with `servers`, through a client of its own. */
async function call(sdk: LoadedSdk, toolName: string, args: Json = {}, servers?: Json) {
  return settle(async () => {
    if (!servers) {
      const {utcp, result} = await sharedClient(sdk);
      if (!result.success) return {registered: false, errors: result.errors.map((e) => e.split('\n')[0])};
      return await settle(utcp.callTool(`workspace.files.${toolName}`, args));
    }
    const utcp = await client(sdk, {}, ['@utcp/mcp']);
    try {
      const result = await utcp.registerManual(template(sdk, servers));
      if (!result.success) return {registered: false, errors: result.errors.map((e) => e.split('\n')[0])};
      return await settle(utcp.callTool(`workspace.${Object.keys(servers)[0]}.${toolName}`, args));
    } finally {
      await utcp.close();
    }
  });
}

/** Starting a stdio server means starting Node.js with the MCP SDK: generous, for a busy machine. */
const MCP_TIMEOUT = 60_000;

export const cases: BehaviourCase[] = [
  {
    key: 'mcp.install.sdk-line',
    case: 'register-stdio-server',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) =>
      settle(async () => {
        const {result} = await sharedClient(sdk);
        return {
          success: result.success,
          errors: result.errors.map((e) => e.split('\n')[0]),
          tools: (result.manual?.tools ?? []).map((t) => t.name),
        };
      }),
  },
  {
    key: 'mcp.install.sdk-line',
    case: 'template-in-config',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) =>
      settle(async () =>
        (await client(sdk, {manual_call_templates: [template(sdk)]}, ['@utcp/mcp'])) ? 'created' : 'none',
      ),
  },
  {
    key: 'mcp.install.sdk-line',
    case: 'without-import',
    run: async (sdk) => {
      // Once another case of this process imported @utcp/mcp 1.1.3 into the 1.1 SDK it stays registered.
      if (sdk.impl === 'sdk-1.1') skip('in the 1.1 line @utcp/mcp registers into this SDK once any case imports it');
      const core = await sdk.sdk();
      return settle(async () => new core.CallTemplateSerializer().validateDict(template(sdk)));
    },
  },
  {
    key: 'mcp.tools.names',
    case: 'three-part-names',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) =>
      settle(async () => {
        const {result} = await sharedClient(sdk);
        return {
          success: result.success,
          errors: result.errors.map((e) => e.split('\n')[0]),
          tools: (result.manual?.tools ?? []).map((t) => t.name),
        };
      }),
  },
  {
    key: 'mcp.tools.names',
    case: 'server-name-with-hyphen',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => register(sdk, template(sdk, {'my-files': stdioServer(sdk)})),
  },
  {
    key: 'mcp.result.content',
    case: 'json-text',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => call(sdk, 'echo_json', {path: '/srv/reports', n: 1}),
  },
  {key: 'mcp.result.content', case: 'plain-text', timeoutMs: MCP_TIMEOUT, run: (sdk) => call(sdk, 'plain')},
  {key: 'mcp.result.content', case: 'two-items', timeoutMs: MCP_TIMEOUT, run: (sdk) => call(sdk, 'multi')},
  {
    key: 'mcp.result.content',
    case: 'structured-content',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => call(sdk, 'structured'),
  },
  {key: 'mcp.result.content', case: 'is-error', timeoutMs: MCP_TIMEOUT, run: (sdk) => call(sdk, 'fail')},
  {
    key: 'mcp.stdio.environment',
    case: 'env-and-inherited',
    timeoutMs: MCP_TIMEOUT,
    run: async (sdk) => {
      process.env.BEHAVIOUR_PARENT_VAR = 'from-parent';
      try {
        return await call(sdk, 'env', {}, {secrets: stdioServer(sdk, {env: {MCP_SECRET: 's-1'}})});
      } finally {
        delete process.env.BEHAVIOUR_PARENT_VAR;
      }
    },
  },
  {
    key: 'mcp.stdio.environment',
    case: 'no-env',
    timeoutMs: MCP_TIMEOUT,
    run: async (sdk) => {
      process.env.BEHAVIOUR_PARENT_VAR = 'from-parent';
      try {
        return await call(sdk, 'env', {}, {plain: stdioServer(sdk)});
      } finally {
        delete process.env.BEHAVIOUR_PARENT_VAR;
      }
    },
  },
  {
    key: 'mcp.session.reuse',
    case: 'two-calls',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) =>
      settle(async () => {
        const {utcp, result} = await sharedClient(sdk);
        if (!result.success) return {registered: false, errors: result.errors.map((e) => e.split('\n')[0])};
        const first = await utcp.callTool('workspace.files.pid', {});
        const second = await utcp.callTool('workspace.files.pid', {});
        return {samePid: first === second};
      }),
  },
  {
    key: 'mcp.session.reuse',
    case: 'after-deregister',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) =>
      settle(async () => {
        const utcp = await client(sdk, {}, ['@utcp/mcp']);
        try {
          const result = await utcp.registerManual(template(sdk));
          if (!result.success) return {registered: false, errors: result.errors.map((e) => e.split('\n')[0])};
          const removed = await utcp.deregisterManual('workspace');
          return {removed, call: await settle(utcp.callTool('workspace.files.pid', {}))};
        } finally {
          await utcp.close();
        }
      }),
  },
  {
    key: 'mcp.server.config',
    case: 'missing-transport',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => register(sdk, template(sdk, {files: {command: process.execPath, args: [SERVER, sdk.root]}})),
  },
  {
    key: 'mcp.server.config',
    case: 'command-not-found',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => register(sdk, template(sdk, {files: {transport: 'stdio', command: '/nonexistent/mcp-server'}})),
  },
  {
    key: 'mcp.server.config',
    case: 'empty-servers',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => register(sdk, template(sdk, {})),
  },
  {
    key: 'mcp.server.config',
    case: 'resources-as-tools',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => register(sdk, template(sdk, undefined, {register_resources_as_tools: true})),
  },
  {
    key: 'mcp.http.url-rule',
    case: 'remote-http',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => register(sdk, template(sdk, {remote: {transport: 'http', url: 'http://example.invalid/mcp'}})),
  },
  {
    key: 'mcp.http.url-rule',
    case: 'loopback-closed-port',
    timeoutMs: MCP_TIMEOUT,
    run: (sdk) => register(sdk, template(sdk, {remote: {transport: 'http', url: 'http://127.0.0.1:9/mcp'}})),
  },
  {
    key: 'mcp.session.reuse',
    case: 'other-client-same-server-name',
    timeoutMs: MCP_TIMEOUT,
    run: async (sdk) => {
      await sharedClient(sdk);
      return call(sdk, 'env', {}, {files: stdioServer(sdk, {env: {MCP_SECRET: 's-2'}})});
    },
  },
];
