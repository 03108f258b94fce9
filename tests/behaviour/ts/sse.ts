/** Cases of the SSE call template (@utcp/http) against a loopback server. */
import {clientWithTools, collectStream, tool} from './support/client';
import {raw, withServer} from './support/loopback';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

/** Calls an SSE tool whose server sends `body`; returns what callTool gave and how many requests arrived. */
async function eventsOf(sdk: LoadedSdk, body: string, streaming = false): Promise<unknown> {
  return withServer({'GET /events': raw(body, 'text/event-stream')}, async ({base, received}) => {
    const utcp = await clientWithTools(sdk, 'feed', [tool('events', {call_template_type: 'sse', url: `${base}/events`})]);
    const result = streaming ? await collectStream(utcp.callToolStreaming('feed.events', {})) : await utcp.callTool('feed.events', {});
    await utcp.close();
    return {result, requests: received.length};
  });
}

export const cases: BehaviourCase[] = [
  {key: 'sse.events.line-endings', case: 'lf', run: (sdk) => eventsOf(sdk, 'data: {"n": 1}\n\ndata: two\n\n')},
  {key: 'sse.events.line-endings', case: 'crlf', run: (sdk) => eventsOf(sdk, 'data: {"n": 1}\r\n\r\ndata: two\r\n\r\n')},
  {key: 'sse.events.line-endings', case: 'cr', run: (sdk) => eventsOf(sdk, 'data: {"n": 1}\r\rdata: two\r\r')},
];
