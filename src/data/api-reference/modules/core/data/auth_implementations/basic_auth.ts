import type {ApiModule} from '../../../../types';
import {modelSerializer} from '../../../../builders';

const mod: ApiModule = {
  route: 'core/utcp/data/auth_implementations/basic_auth',
  file: 'core/data/auth_implementations/basic_auth',
  module: 'utcp.data.auth_implementations.basic_auth',
  distribution: 'utcp',
  source: 'core/src/utcp/data/auth_implementations/basic_auth.py',
  sidebarLabel: 'basic_auth',
  sidebarPosition: 2,
  description: 'BasicAuth holds a username and password for HTTP Basic authentication; reference of its fields and serializer.',
  purpose: [
    'HTTP Basic authentication sends a username and a password, base64-encoded in the `Authorization` header. The HTTP-based protocols hand both values to aiohttp, which builds the header; you only fill in the two fields.',
    'Both values pass through variable substitution first, so keep them out of the manual and reference variables instead.',
  ],
  importLine: 'from utcp.data.auth_implementations import BasicAuth',
  items: [
    {
      kind: 'class',
      name: 'BasicAuth',
      classKind: 'model',
      bases: ['Auth'],
      summary: ['Username and password credential for the `Authorization: Basic …` header.'],
      fields: [
        {name: 'auth_type', type: 'Literal["basic"]', default: '"basic"', required: false, description: 'Discriminator; always `"basic"`.'},
        {name: 'username', type: 'str', required: true, description: 'User name, usually a `${VAR}` reference.'},
        {name: 'password', type: 'str', required: true, description: 'Password or API token, usually a `${VAR}` reference.'},
      ],
    },
    modelSerializer({
      name: 'BasicAuthSerializer',
      target: 'BasicAuth',
      validateRaises: [
        {type: 'UtcpSerializerValidationError', when: 'Pydantic rejects the dict (a field is missing or not a string), or any other error occurs while validating.'},
      ],
    }),
  ],
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

export default mod;
