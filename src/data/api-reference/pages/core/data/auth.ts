import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.data.auth',
  route: 'core/utcp/data/auth',
  file: 'core/data/auth',
  sidebarLabel: 'auth',
  sidebarPosition: 1,
  description:
    'The Auth base model every UTCP credential type extends, and the AuthSerializer that turns auth dicts into the right subclass.',
  purpose: [
    'Every call template can carry credentials in its `auth` field. This module holds the abstract model those credentials share and the serializer that reads an `auth` object from JSON and hands it to the class registered for its `auth_type`.',
    'The core package registers three auth types at start-up: `api_key` ([ApiKeyAuth](api:core/data/auth_implementations/api_key_auth#apikeyauth)), `basic` ([BasicAuth](api:core/data/auth_implementations/basic_auth#basicauth)) and `oauth2` ([OAuth2Auth](api:core/data/auth_implementations/oauth2_auth#oauth2auth)). A plugin can add more with `register_auth()`.',
  ],
  importLine: 'from utcp.data.auth import Auth, AuthSerializer',
  classes: {
    Auth: {
      summary: [
        'Abstract pydantic model for credentials. It only fixes the discriminator; each subclass narrows `auth_type` to a literal and adds its own fields. You normally build a subclass, never `Auth` itself.',
      ],
      fields: {
        auth_type: 'Names the credential scheme and selects the subclass when a dict is validated, e.g. `"api_key"`.',
      },
    },
    AuthSerializer: {
      summary: [
        'Polymorphic serializer for the `auth` field of call templates. `CallTemplate` and its subclasses use it to validate and dump their credentials, so an `auth` dict in a manual becomes the right subclass automatically.',
      ],
      fields: {
        auth_serializers:
          'Maps each `auth_type` value to the serializer that handles it. Shared by all instances; filled by [`register_auth()`](api:core/plugins/discovery#register_auth).',
      },
    },
  },
  examples: [
    {
      title: 'An auth object in JSON',
      language: 'json',
      intro: 'Credentials appear inside a call template. The `auth_type` key decides which model validates the rest:',
      code: `{
  "auth_type": "api_key",
  "api_key": "Bearer \${GITHUB_TOKEN}",
  "var_name": "Authorization",
  "location": "header"
}`,
    },
    {
      title: 'Validating and dumping credentials',
      language: 'python',
      code: `from utcp.data.auth import AuthSerializer
from utcp.data.auth_implementations import BasicAuth

serializer = AuthSerializer()

auth = serializer.validate_dict({
    "auth_type": "basic",
    "username": "\${JIRA_USER}",
    "password": "\${JIRA_API_TOKEN}",
})
assert isinstance(auth, BasicAuth)

print(serializer.to_dict(auth))
# {'auth_type': 'basic', 'username': '\${JIRA_USER}', 'password': '\${JIRA_API_TOKEN}'}`,
    },
  ],
};

export default page;
