import type {PageProse} from '../../../../types';

const page: PageProse = {
  module: 'utcp.data.variable_loader_implementations.dot_env_variable_loader',
  route: 'core/utcp/data/variable_loader_implementations/dot_env_variable_loader',
  file: 'core/data/variable_loader_implementations/dot_env_variable_loader',
  sidebarLabel: 'dot_env_variable_loader',
  sidebarPosition: 1,
  description:
    'DotEnvVariableLoader reads variable values from a .env file; reference of its fields, get() and serializer.',
  purpose: [
    'The `dotenv` loader reads `KEY=value` lines from a file with the python-dotenv library, which understands quoting, comments and `export` prefixes. It is registered by the core under the type `dotenv`, so no plugin is needed.',
    "The file is read again on every lookup, so edits take effect without restarting the client. A relative `env_file_path` is resolved against the working directory of the process (not the client's `root_dir`), and a missing file simply yields no values.",
  ],
  importLine: 'from utcp.data.variable_loader_implementations import DotEnvVariableLoader',
  classes: {
    DotEnvVariableLoader: {
      summary: ['Variable loader backed by a `.env` file.'],
      fields: {variable_loader_type: 'Discriminator; always `"dotenv"`.', env_file_path: 'Path of the `.env` file.'},
      methods: {
        get: {
          summary: ['Parses the file with `dotenv_values()` and returns one value.'],
          params: {
            key: 'Variable name as written in the file, including any manual prefix, e.g. `github__api_TOKEN`.',
          },
          returns: 'The value from the file, or `None` when the key is absent.',
        },
      },
    },
    DotEnvVariableLoaderSerializer: {summary: []},
  },
  examples: [
    {
      title: 'The loader in a configuration',
      language: 'json',
      meta: 'impl=python',
      code: `{
  "load_variables_from": [
    {
      "variable_loader_type": "dotenv",
      "env_file_path": "/etc/agent/secrets.env"
    }
  ]
}`,
    },
    {
      title: 'Using the loader directly',
      language: 'python',
      intro: 'With a file `secrets.env` that contains `weather_OPENWEATHER_KEY="3f9c0d…"`:',
      code: `from utcp.data.variable_loader_implementations import DotEnvVariableLoader

loader = DotEnvVariableLoader(env_file_path="secrets.env")
print(loader.get("weather_OPENWEATHER_KEY"))  # the key from the file
print(loader.get("NOT_IN_FILE"))              # None`,
    },
  ],
};

export default page;
