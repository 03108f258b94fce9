/**
 * The preview of the tools whose auth needs a first request (OAuth2) and of
 * the streaming templates, run with the real @utcp/http of each line.
 */
import {describe, expect, it} from 'vitest';
import {FAKE_TOKEN, previewCall, type PreviewInput} from '../../../src/lib/studio/requestPreview';
import {STUDIO_LINES} from '../../../src/lib/studio/utcpLine';

const oauth: Omit<PreviewInput, 'line'> = {
  manualName: 'music',
  toolName: 'get_album',
  template: {
    name: 'music',
    call_template_type: 'http',
    http_method: 'GET',
    url: 'https://api.music.example/albums/{id}',
    auth: {
      auth_type: 'oauth2',
      token_url: 'https://accounts.music.example/api/token',
      client_id: '${CLIENT_ID}',
      client_secret: '${CLIENT_SECRET}',
      scope: 'read',
    },
  },
  args: {id: 'a1'},
  variables: {music_CLIENT_ID: 'id-1', music_CLIENT_SECRET: 'secret-1'},
};

describe.each(STUDIO_LINES)('the preview with @utcp/http of line %s', (line) => {
  it('answers the OAuth2 token request with a fake token and shows token requests, then the call', async () => {
    const result = await previewCall({...oauth, line});
    const roles = result.requests.map((request) => request.role);
    expect(roles[roles.length - 1]).toBe('call');
    expect(roles.filter((role) => role === 'token').length).toBeGreaterThanOrEqual(1);
    expect(roles.indexOf('call')).toBe(roles.length - 1);
    for (const token of result.requests.filter((request) => request.role === 'token')) {
      expect(token).toMatchObject({method: 'POST', url: 'https://accounts.music.example/api/token'});
      expect(token.body).toContain('grant_type=client_credentials');
    }
    expect(result.request).toMatchObject({method: 'GET', url: 'https://api.music.example/albums/a1'});
    expect(result.request?.headers.Authorization).toBe(`Bearer ${FAKE_TOKEN}`);
    expect(result.auth).toMatch(/^OAuth2 client credentials/);
  });

  it('names basic and API key auth the same way', async () => {
    const basic = await previewCall({
      ...oauth,
      line,
      template: {...oauth.template, auth: {auth_type: 'basic', username: 'u', password: 'p'}},
    });
    expect(basic.requests.map((request) => request.role)).toEqual(['call']);
    expect(basic.request?.headers.Authorization).toBe('Basic dTpw');
    expect(basic.auth).toMatch(/^Basic:/);
    const key = await previewCall({
      ...oauth,
      line,
      template: {...oauth.template, auth: {auth_type: 'api_key', api_key: 'k', var_name: 'X-Key', location: 'header'}},
    });
    expect(key.request?.headers['X-Key']).toBe('k');
    expect(key.auth).toBe('API key, sent in the header as X-Key.');
  });

  it.each(['streamable_http', 'sse'])('shows that a %s tool call sends no request', async (type) => {
    const result = await previewCall({
      ...oauth,
      line,
      template: {name: 'music', call_template_type: type, url: 'https://api.music.example/stream', http_method: 'GET'},
    });
    expect(result.requests).toEqual([]);
    expect(result.request).toBeUndefined();
    expect(result.returned).toContain('get_album');
  });
});
