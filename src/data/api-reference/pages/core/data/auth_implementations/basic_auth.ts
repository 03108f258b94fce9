import type {PageProse} from '../../../../types';

const page: PageProse = {
  module: 'utcp.data.auth_implementations.basic_auth',
  route: 'core/utcp/data/auth_implementations/basic_auth',
  file: 'core/data/auth_implementations/basic_auth',
  sidebarLabel: 'basic_auth',
  sidebarPosition: 2,
  description:
    'BasicAuth holds a username and password for HTTP Basic authentication; reference of its fields and serializer.',
  purpose: [
    'HTTP Basic authentication sends a username and a password, base64-encoded in the `Authorization` header. The HTTP-based protocols hand both values to aiohttp, which builds the header; you only fill in the two fields.',
    'Both values pass through variable substitution first, so keep them out of the manual and reference variables instead.',
  ],
  importLine: 'from utcp.data.auth_implementations import BasicAuth',
  classes: {
    BasicAuth: {
      summary: ['Username and password credential for the `Authorization: Basic …` header.'],
      fields: {
        auth_type: 'Discriminator; always `"basic"`.',
        username: 'User name, usually a `${VAR}` reference.',
        password: 'Password or API token, usually a `${VAR}` reference.',
      },
    },
    BasicAuthSerializer: {summary: []},
  },
  examples: [
    {
      title: 'Basic credentials on an HTTP call template',
      language: 'json',
      code: `{
  "name": "jira",
  "call_template_type": "http",
  "url": "https://example.atlassian.net/rest/api/3/search",
  "http_method": "GET",
  "auth": {
    "auth_type": "basic",
    "username": "\${JIRA_EMAIL}",
    "password": "\${JIRA_API_TOKEN}"
  }
}`,
    },
    {
      title: 'Creating the model directly',
      language: 'python',
      code: `from utcp.data.auth_implementations import BasicAuth

auth = BasicAuth(username="\${JIRA_EMAIL}", password="\${JIRA_API_TOKEN}")
print(auth.model_dump())
# {'auth_type': 'basic', 'username': '\${JIRA_EMAIL}', 'password': '\${JIRA_API_TOKEN}'}`,
    },
  ],
};

export default page;
