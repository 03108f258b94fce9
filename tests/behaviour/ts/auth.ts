/** Cases of the auth objects as @utcp/sdk reads them (AuthSerializer), apart from any protocol. */
import {client, loadedCore, manual, settle, validateWith, type Json} from './support/client';
import {callOnce} from './support/http';
import {json, withServer} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

async function read(sdk: LoadedSdk, value: Json) {
  const core = await sdk.sdk();
  return settle(async () => new core.AuthSerializer().validateDict(value));
}

export const cases: BehaviourCase[] = [
  ...casesOf('auth.api-key.fields', {
    minimal: (sdk) => read(sdk, {auth_type: 'api_key', api_key: 'k'}),
    'location-cookie': (sdk) =>
      read(sdk, {auth_type: 'api_key', api_key: 'k', var_name: 'session', location: 'cookie'}),
    'location-invalid': (sdk) => read(sdk, {auth_type: 'api_key', api_key: 'k', location: 'body'}),
    'api-key-missing': (sdk) => read(sdk, {auth_type: 'api_key'}),
    'extra-field': (sdk) => read(sdk, {auth_type: 'api_key', api_key: 'k', prefix: 'Bearer'}),
  }),
  ...casesOf('auth.basic.fields', {
    complete: (sdk) => read(sdk, {auth_type: 'basic', username: 'u', password: 'p'}),
    'password-missing': (sdk) => read(sdk, {auth_type: 'basic', username: 'u'}),
    'empty-strings': (sdk) => read(sdk, {auth_type: 'basic', username: '', password: ''}),
  }),
  ...casesOf('auth.oauth2.fields', {
    minimal: (sdk) =>
      read(sdk, {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c', client_secret: 's'}),
    'scope-null': (sdk) =>
      read(sdk, {
        auth_type: 'oauth2',
        token_url: 'https://x.example/token',
        client_id: 'c',
        client_secret: 's',
        scope: null,
      }),
    'secret-missing': (sdk) => read(sdk, {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c'}),
  }),
  ...casesOf('auth.oauth2-user.fields', {
    minimal: (sdk) => read(sdk, {auth_type: 'oauth2_user', access_token: '${TOKEN}'}),
    'all-fields': (sdk) =>
      read(sdk, {auth_type: 'oauth2_user', access_token: 't', var_name: 'X-User', prefix: 'Token '}),
  }),
  ...casesOf('auth.types.unknown', {
    bearer: (sdk) => read(sdk, {auth_type: 'bearer', token: 't'}),
    'missing-type': (sdk) => read(sdk, {api_key: 'k'}),
    'upper-case-type': (sdk) => read(sdk, {auth_type: 'API_KEY', api_key: 'k'}),
  }),
  // Second reading (r-lead) 2026-11-29: scope as a number, a list and an empty string.
  ...casesOf('auth.oauth2.fields', {
    'scope-other-types': async (sdk) => {
      const base = {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c', client_secret: 's'};
      const out: Record<string, Json> = {};
      for (const [label, scope] of [
        ['number', 5],
        ['list', ['a', 'b']],
        ['empty string', ''],
      ] as unknown as [string, Json][])
        out[label] = (await read(sdk, {...base, scope})) as Json;
      return out;
    },
  }),
  // Second reading (s-yaml-core) 2026-11-30: scope given as undefined, true, an object, padded text and unicode.
  ...casesOf('auth.oauth2.fields', {
    'scope-more': async (sdk) => {
      const base = {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c', client_secret: 's'};
      const out: Record<string, Json> = {};
      for (const [label, scope] of [
        ['undefined', undefined],
        ['true', true],
        ['object', {}],
        ['padded', ' read  write '],
        ['unicode', 'read:é'],
      ] as unknown as [string, Json][]) {
        const outcome = (await read(sdk, {...base, scope})) as {value?: Record<string, Json>; error?: {type: string}};
        out[label] = outcome.error
          ? {error: outcome.error.type}
          : {kept: outcome.value && 'scope' in outcome.value ? outcome.value.scope : '(absent)'};
      }
      return out;
    },
  }),
  // Second reading (wave 3) 2026-11-29 (g-core): scope holding a CRLF, a long string, NaN and a String object.
  ...casesOf('auth.oauth2.fields', {
    'scope-wave-3': async (sdk) => {
      const base = {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c', client_secret: 's'};
      const out: Record<string, Json> = {};
      for (const [label, scope] of [
        ['crlf', 'read\r\nwrite'],
        ['long', 'r'.repeat(5000)],
        ['NaN', Number.NaN],
        ['String object', new String('read')],
      ] as unknown as [string, Json][]) {
        const outcome = (await read(sdk, {...base, scope})) as {value?: Record<string, Json>; error?: {type: string}};
        const kept = outcome.value && 'scope' in outcome.value ? outcome.value.scope : '(absent)';
        out[label] = outcome.error
          ? {error: outcome.error.type}
          : {kept: typeof kept === 'string' && kept.length > 100 ? `${kept.length} characters` : kept};
      }
      return out;
    },
  }),
  // First reading (wave 6) 2026-11-29: the missing api_key reached through each reader of documents and templates,
  // with the class of what is thrown (or the registration result), and api_key values of other JSON types.
  ...casesOf('auth.api-key.fields', {
    'missing-key-every-reader': async (sdk) => {
      const template = {
        name: 'shop',
        call_template_type: 'http',
        http_method: 'GET',
        url: 'https://shop.example.com/utcp',
        auth: {auth_type: 'api_key', var_name: 'X-Key'},
      };
      const document = manual({name: 't', description: '', tool_call_template: template});
      const kind = (outcome: unknown) => {
        const settled = outcome as {value?: {success?: boolean; errors?: string[]}; error?: {type: string}};
        if (settled.error) return settled.error.type;
        const value = settled.value;
        return value && typeof value === 'object' && 'success' in value
          ? {success: value.success ?? null, errors: (value.errors ?? []).map((e) => String(e).slice(0, 60))}
          : 'accepted';
      };
      const found: Record<string, unknown> = {
        AuthSerializer: kind(await read(sdk, {auth_type: 'api_key'})),
        CallTemplateSerializer: kind(await settle(async () => validateWith(sdk, 'CallTemplateSerializer', template))),
        UtcpManualSerializer: kind(await settle(async () => validateWith(sdk, 'UtcpManualSerializer', document))),
        UtcpClientConfigSerializer: kind(
          await settle(async () =>
            validateWith(sdk, 'UtcpClientConfigSerializer', {manual_call_templates: [template]}),
          ),
        ),
        'UtcpClient.create with that config': kind(
          await settle(async () => client(sdk, {manual_call_templates: [template]})),
        ),
        'registerManual of that template': kind(await settle(async () => (await client(sdk)).registerManual(template))),
      };
      const core = await sdk.sdk();
      try {
        new core.AuthSerializer().validateDict({auth_type: 'api_key'});
        found['the ZodError is an instance of Error'] = 'nothing thrown';
      } catch (error) {
        found['the ZodError is an instance of Error'] = error instanceof Error;
      }
      found['registerManual of a served manual holding it'] = await withServer(
        {'GET /utcp': json(document)},
        async ({base}) =>
          kind(
            await settle(async () =>
              (await client(sdk)).registerManual({
                name: 'served',
                call_template_type: 'http',
                http_method: 'GET',
                url: `${base}/utcp`,
              }),
            ),
          ),
      );
      return found;
    },
    'key-other-types': async (sdk) => {
      const out: Record<string, unknown> = {};
      for (const [label, value] of [
        ['number', 123],
        ['null', null],
        ['list', ['k']],
        ['true', true],
        ['unicode', 'clé-ü'],
      ] as [string, unknown][]) {
        const outcome = (await read(sdk, {auth_type: 'api_key', api_key: value} as Json)) as {
          value?: Json;
          error?: {type: string};
        };
        out[label] = outcome.error ? {error: outcome.error.type} : {kept: outcome.value?.api_key ?? '(absent)'};
      }
      return out;
    },
  }),
];

// First reading (wave 6) 2026-11-29 (u-http): the serializers called directly, not through AuthSerializer, on null,
// empty and wrongly typed fields; AuthSerializer on auth_type names that an object inherits, and on non-strings.
/** What `serializer` of the line makes of each of `inputs`: the value it returns, or the type of what it throws. */
async function eachRead(sdk: LoadedSdk, serializer: string, inputs: [string, unknown][]) {
  const core = await loadedCore(sdk);
  const out: Record<string, Json> = {};
  for (const [label, input] of inputs) {
    const outcome = (await settle(async () => new core[serializer]().validateDict(input))) as {
      value?: Json;
      error?: {type: string};
    };
    out[label] = outcome.error ? {error: outcome.error.type} : {value: outcome.value ?? null};
  }
  return out;
}

cases.push(
  ...casesOf('auth.api-key.fields', {
    'direct-serializer': (sdk) =>
      eachRead(sdk, 'ApiKeyAuthSerializer', [
        ['minimal', {auth_type: 'api_key', api_key: 'k'}],
        ['var_name null', {auth_type: 'api_key', api_key: 'k', var_name: null}],
        ['var_name empty', {auth_type: 'api_key', api_key: 'k', var_name: ''}],
        ['location HEADER', {auth_type: 'api_key', api_key: 'k', location: 'HEADER'}],
        ['api_key a number', {auth_type: 'api_key', api_key: 5}],
        ['auth_type basic', {auth_type: 'basic', api_key: 'k'}],
        ['extra field', {auth_type: 'api_key', api_key: 'k', prefix: 'Bearer'}],
        ['null', null],
      ]),
  }),
  ...casesOf('auth.basic.fields', {
    'direct-serializer': (sdk) =>
      eachRead(sdk, 'BasicAuthSerializer', [
        ['complete', {auth_type: 'basic', username: 'u', password: 'p'}],
        ['unicode', {auth_type: 'basic', username: 'Zoë', password: 'pässwörd'}],
        ['extra field', {auth_type: 'basic', username: 'u', password: 'p', realm: 'r'}],
        ['password a number', {auth_type: 'basic', username: 'u', password: 5}],
        ['auth_type api_key', {auth_type: 'api_key', username: 'u', password: 'p'}],
        ['null', null],
      ]),
  }),
  ...casesOf('auth.types.unknown', {
    'inherited-names-and-non-strings': (sdk) =>
      eachRead(sdk, 'AuthSerializer', [
        ['constructor', {auth_type: 'constructor', api_key: 'k'}],
        ['toString', {auth_type: 'toString', api_key: 'k'}],
        ['auth_type __proto__', {auth_type: '__proto__', api_key: 'k'}],
        ['empty', {auth_type: '', api_key: 'k'}],
        ['trailing space', {auth_type: 'api_key ', api_key: 'k'}],
        ['a number', {auth_type: 5, api_key: 'k'}],
        ['null', null],
      ]),
  }),
);

// First reading (wave 6) 2026-11-29: where an http call sends the key, by location and var_name.
cases.push(
  ...casesOf('auth.api-key.fields', {
    'sent-by-location': async (sdk) => {
      const found: Record<string, unknown> = {};
      for (const [label, auth] of [
        ['defaults', {api_key: '${KEY}'}],
        ['header X-Key', {api_key: '${KEY}', var_name: 'X-Key', location: 'header'}],
        ['query key', {api_key: '${KEY}', var_name: 'key', location: 'query'}],
        ['cookie session', {api_key: '${KEY}', var_name: 'session', location: 'cookie'}],
        ['a literal key', {api_key: 'plain-k', var_name: 'X-Key'}],
      ] as [string, Json][]) {
        const observed = await callOnce(
          sdk,
          {'GET /op': json({ok: true})},
          (base) => ({
            call_template_type: 'http',
            http_method: 'GET',
            url: `${base}/op`,
            auth: {auth_type: 'api_key', ...auth},
          }),
          {},
          {headers: ['x-key', 'x-api-key', 'cookie'], variables: {api_KEY: 'k-1'}},
        );
        found[label] = observed.requests.length
          ? {requests: observed.requests.map((r) => ({url: r.url, headers: r.headers}))}
          : observed.outcome;
      }
      return found;
    },
  }),
);
