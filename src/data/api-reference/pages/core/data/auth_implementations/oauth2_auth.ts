import type {PageProse} from '../../../../types';

const page: PageProse = {
  module: 'utcp.data.auth_implementations.oauth2_auth',
  route: 'core/utcp/data/auth_implementations/oauth2_auth',
  file: 'core/data/auth_implementations/oauth2_auth',
  sidebarLabel: 'oauth2_auth',
  sidebarPosition: 3,
  description:
    'OAuth2Auth describes an OAuth 2.0 client-credentials grant whose access token is sent as a bearer token; reference of its fields and serializer.',
  purpose: [
    'For APIs protected by OAuth 2.0, the client does not hold a token up front. It holds a client ID and secret and exchanges them for an access token at the token endpoint (the client-credentials grant), then sends that token as `Authorization: Bearer <token>`.',
    'In the HTTP-based protocols of `utcp-http` 1.0.x the exchange works like this: the protocol POSTs `grant_type=client_credentials`, `client_id`, `client_secret` and `scope` as a form to `token_url`; if that fails it retries with the ID and secret in a Basic `Authorization` header instead. The `access_token` of the JSON answer is cached per `client_id` for the life of the protocol object and reused; 1.0.x does not look at `expires_in` and does not refresh it.',
  ],
  importLine: 'from utcp.data.auth_implementations import OAuth2Auth',
  classes: {
    OAuth2Auth: {
      summary: ['Client-credentials configuration. The access token itself is never stored in the model.'],
      fields: {
        auth_type: 'Discriminator; always `"oauth2"`.',
        token_url: 'Token endpoint that issues access tokens.',
        client_id: 'OAuth client ID; also the key of the token cache.',
        client_secret: 'OAuth client secret, best given as a `${VAR}` reference.',
        scope: 'Space-separated scopes to request, or `None` for the server default.',
      },
    },
    OAuth2AuthSerializer: {summary: []},
  },
  examples: [
    {
      title: 'Client credentials on an HTTP manual',
      language: 'json',
      code: `{
  "name": "salesforce",
  "call_template_type": "http",
  "url": "https://example.my.salesforce.com/utcp/manual.json",
  "http_method": "GET",
  "auth": {
    "auth_type": "oauth2",
    "token_url": "https://login.salesforce.com/services/oauth2/token",
    "client_id": "\${SF_CLIENT_ID}",
    "client_secret": "\${SF_CLIENT_SECRET}",
    "scope": "api refresh_token"
  }
}`,
    },
    {
      title: 'Validating a dict',
      language: 'python',
      code: `from utcp.data.auth_implementations import OAuth2AuthSerializer

auth = OAuth2AuthSerializer().validate_dict({
    "auth_type": "oauth2",
    "token_url": "https://auth.example.com/oauth/token",
    "client_id": "\${BILLING_CLIENT_ID}",
    "client_secret": "\${BILLING_CLIENT_SECRET}",
})
print(auth.scope)  # None: the server decides the scopes`,
    },
  ],
};

export default page;
