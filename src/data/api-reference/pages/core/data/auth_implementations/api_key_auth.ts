import type {PageProse} from '../../../../types';

const page: PageProse = {
  module: 'utcp.data.auth_implementations.api_key_auth',
  route: 'core/utcp/data/auth_implementations/api_key_auth',
  file: 'core/data/auth_implementations/api_key_auth',
  sidebarLabel: 'api_key_auth',
  sidebarPosition: 1,
  description:
    'ApiKeyAuth sends a secret key in a header, a query parameter or a cookie; reference of its fields and serializer.',
  purpose: [
    'An API key is the simplest credential: one secret string that the HTTP-based protocols attach to every request, under a name and in a place you choose. The same model also covers bearer tokens, because the key is sent verbatim: put `Bearer ` in front of it and name the header `Authorization`.',
    "Write the key as a variable reference such as `${STRIPE_SECRET_KEY}` rather than the secret itself. The client replaces the reference before each request, looking it up under the manual's namespace (see [variable substitution](api:core/implementations/default_variable_substitutor#how-names-are-resolved)).",
  ],
  importLine: 'from utcp.data.auth_implementations import ApiKeyAuth',
  classes: {
    ApiKeyAuth: {
      summary: [
        'Credential made of one key. `HttpCommunicationProtocol`, `SseCommunicationProtocol` and `StreamableHttpCommunicationProtocol` read `location` to decide where the key goes: a request header, a query-string parameter or a cookie, each named `var_name`. An empty `api_key` is rejected with `ValueError` before any request is sent (during registration that becomes a failed result).',
      ],
      fields: {
        auth_type: 'Discriminator; always `"api_key"`.',
        api_key:
          'The key, sent exactly as written after variable substitution. Use `${NAME}` or `$NAME` to pull it from the configuration, a variable loader or the environment.',
        var_name: 'Name of the header, query parameter or cookie that carries the key.',
        location: 'Where the key is placed in the request.',
      },
    },
    ApiKeyAuthSerializer: {summary: []},
  },
  examples: [
    {
      title: 'A bearer token in the Authorization header',
      language: 'json',
      code: `{
  "name": "forecast",
  "call_template_type": "http",
  "url": "https://api.forecast.example.com/v1/onecall",
  "http_method": "GET",
  "auth": {
    "auth_type": "api_key",
    "api_key": "Bearer \${FORECAST_TOKEN}",
    "var_name": "Authorization",
    "location": "header"
  }
}`,
    },
    {
      title: 'A key in the query string, built in Python',
      language: 'python',
      code: `from utcp.data.auth_implementations import ApiKeyAuth
from utcp_http.http_call_template import HttpCallTemplate

template = HttpCallTemplate(
    name="news_api",
    url="https://newsapi.org/v2/top-headlines",
    auth=ApiKeyAuth(api_key="\${NEWS_API_KEY}", var_name="apiKey", location="query"),
)
# Each call now sends ...?apiKey=<value of news__api_NEWS_API_KEY>`,
    },
  ],
};

export default page;
