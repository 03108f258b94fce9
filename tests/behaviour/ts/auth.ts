/** Cases of the auth objects as @utcp/sdk reads them (AuthSerializer), apart from any protocol. */
import {settle, type Json} from './support/client';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

async function read(sdk: LoadedSdk, value: Json) {
  const core = await sdk.sdk();
  return settle(async () => new core.AuthSerializer().validateDict(value));
}

export const cases: BehaviourCase[] = [
  {key: 'auth.api-key.fields', case: 'minimal', run: (sdk) => read(sdk, {auth_type: 'api_key', api_key: 'k'})},
  {
    key: 'auth.api-key.fields',
    case: 'location-cookie',
    run: (sdk) => read(sdk, {auth_type: 'api_key', api_key: 'k', var_name: 'session', location: 'cookie'}),
  },
  {
    key: 'auth.api-key.fields',
    case: 'location-invalid',
    run: (sdk) => read(sdk, {auth_type: 'api_key', api_key: 'k', location: 'body'}),
  },
  {key: 'auth.api-key.fields', case: 'api-key-missing', run: (sdk) => read(sdk, {auth_type: 'api_key'})},
  {
    key: 'auth.api-key.fields',
    case: 'extra-field',
    run: (sdk) => read(sdk, {auth_type: 'api_key', api_key: 'k', prefix: 'Bearer'}),
  },
  {
    key: 'auth.basic.fields',
    case: 'complete',
    run: (sdk) => read(sdk, {auth_type: 'basic', username: 'u', password: 'p'}),
  },
  {key: 'auth.basic.fields', case: 'password-missing', run: (sdk) => read(sdk, {auth_type: 'basic', username: 'u'})},
  {
    key: 'auth.basic.fields',
    case: 'empty-strings',
    run: (sdk) => read(sdk, {auth_type: 'basic', username: '', password: ''}),
  },
  {
    key: 'auth.oauth2.fields',
    case: 'minimal',
    run: (sdk) =>
      read(sdk, {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c', client_secret: 's'}),
  },
  {
    key: 'auth.oauth2.fields',
    case: 'scope-null',
    run: (sdk) =>
      read(sdk, {
        auth_type: 'oauth2',
        token_url: 'https://x.example/token',
        client_id: 'c',
        client_secret: 's',
        scope: null,
      }),
  },
  {
    key: 'auth.oauth2.fields',
    case: 'secret-missing',
    run: (sdk) => read(sdk, {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c'}),
  },
  {
    key: 'auth.oauth2-user.fields',
    case: 'minimal',
    run: (sdk) => read(sdk, {auth_type: 'oauth2_user', access_token: '${TOKEN}'}),
  },
  {
    key: 'auth.oauth2-user.fields',
    case: 'all-fields',
    run: (sdk) => read(sdk, {auth_type: 'oauth2_user', access_token: 't', var_name: 'X-User', prefix: 'Token '}),
  },
  {key: 'auth.types.unknown', case: 'bearer', run: (sdk) => read(sdk, {auth_type: 'bearer', token: 't'})},
  {key: 'auth.types.unknown', case: 'missing-type', run: (sdk) => read(sdk, {api_key: 'k'})},
  {key: 'auth.types.unknown', case: 'upper-case-type', run: (sdk) => read(sdk, {auth_type: 'API_KEY', api_key: 'k'})},
];
