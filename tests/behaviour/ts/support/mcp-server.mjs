// A small MCP server on stdio for the behaviour cases, built with the MCP SDK installed in the line
// folder given as the first argument (the same library @utcp/mcp of that line talks to). It offers
// the tools below and one resource; with MCP_REQUEST_LOG set, it appends the method of every
// request it answers to that file, one a line.
import {appendFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const root = process.argv[2];
const from = (file) =>
  import(pathToFileURL(path.join(root, 'node_modules/@modelcontextprotocol/sdk/dist/esm', file)).href);
const {Server} = await from('server/index.js');
const {StdioServerTransport} = await from('server/stdio.js');
const {ListToolsRequestSchema, CallToolRequestSchema, ListResourcesRequestSchema, ReadResourceRequestSchema} =
  await from('types.js');

const log = (method) => {
  if (process.env.MCP_REQUEST_LOG) appendFileSync(process.env.MCP_REQUEST_LOG, `${method}\n`);
};

const object = {type: 'object', properties: {}};
const tools = {
  echo_json: (args) => ({content: [{type: 'text', text: JSON.stringify(args)}]}),
  plain: () => ({content: [{type: 'text', text: 'hello world'}]}),
  multi: () => ({
    content: [
      {type: 'text', text: '{"a": 1}'},
      {type: 'text', text: 'two'},
    ],
  }),
  structured: () => ({content: [{type: 'text', text: 'see structured'}], structuredContent: {result: {n: 1}}}),
  fail: () => ({content: [{type: 'text', text: 'bad input'}], isError: true}),
  env: () => ({
    content: [
      {
        type: 'text',
        text: JSON.stringify({
          secret: process.env.MCP_SECRET ?? null,
          inherited: process.env.BEHAVIOUR_PARENT_VAR ?? null,
        }),
      },
    ],
  }),
  pid: () => ({content: [{type: 'text', text: String(process.pid)}]}),
};

const readme = {uri: 'file:///readme', name: 'readme', mimeType: 'text/plain'};

const server = new Server({name: 'behaviour', version: '1.0.0'}, {capabilities: {tools: {}, resources: {}}});
server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  log(request.method);
  return {
    tools: Object.keys(tools).map((name) => ({name, description: `behaviour tool ${name}`, inputSchema: object})),
  };
});
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  log(request.method);
  return tools[request.params.name](request.params.arguments ?? {});
});
server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
  log(request.method);
  return {resources: [readme]};
});
server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  log(request.method);
  return {contents: [{uri: readme.uri, mimeType: readme.mimeType, text: 'read me'}]};
});
await server.connect(new StdioServerTransport());
