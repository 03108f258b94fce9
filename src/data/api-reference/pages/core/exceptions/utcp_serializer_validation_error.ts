import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.exceptions.utcp_serializer_validation_error',
  route: 'core/utcp/exceptions/utcp_serializer_validation_error',
  file: 'core/exceptions/utcp_serializer_validation_error',
  sidebarLabel: 'utcp_serializer_validation_error',
  sidebarPosition: 1,
  description: 'UtcpSerializerValidationError, raised when a serializer cannot turn a dict into a UTCP object.',
  purpose: [
    "All serializers in python-utcp convert invalid input into this one exception, so loading a configuration, a manual or a call template has a single error type to catch. Most messages start with `Invalid <Type>:` followed by pydantic's explanation or by the traceback of the original error, but not all: the auth serializers fall back to a generic message saying an unexpected error occurred during validation, and the WebSocket serializer starts with `Failed to validate`. Where the serializer uses `raise ... from`, the original error is chained as `__cause__`.",
    "It is exported from `utcp.exceptions`. Two cases do not raise it: an unknown type key in a polymorphic serializer raises `ValueError`, and the search strategy's own serializer raises `ValueError` (the polymorphic wrapper around it converts that into this exception).",
  ],
  importLine: 'from utcp.exceptions import UtcpSerializerValidationError',
  classes: {
    UtcpSerializerValidationError: {
      summary: [
        'Plain exception subclass with no extra attributes; read `str(error)` for the details. `UtcpClient.create()` lets it through unchanged when a configuration file or dict is invalid.',
      ],
    },
  },
  examples: [
    {
      title: 'Reporting a broken manual',
      language: 'python',
      code: `import json

from utcp.data.utcp_manual import UtcpManualSerializer
from utcp.exceptions import UtcpSerializerValidationError

with open("manual.json", encoding="utf-8") as handle:
    raw = json.load(handle)

try:
    manual = UtcpManualSerializer().validate_dict(raw)
except UtcpSerializerValidationError as error:
    # e.g. "Invalid UtcpManual: Traceback ... tool_call_template ..."
    print(str(error).splitlines()[0])
    raise SystemExit(1)

print(f"{len(manual.tools)} tools are valid")`,
    },
  ],
};

export default page;
