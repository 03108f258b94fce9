/**
 * The validator's warnings: what the published schemas allow but @utcp/sdk
 * refuses. Each rule names the test that runs @utcp/sdk 1.0.16 and 1.1.2 on a
 * document that triggers it (`backedBy`); a key the SDKs accept (a `timeout`
 * in an HTTP call template, an unknown auth field) gets no warning, since both
 * register such manuals (the same test shows it).
 */
import type {DocumentKind, UtcpLine} from './detect';
import {findUnknownFields} from './unknownFields';

export type WarningRuleId = 'unknown-tool-field' | 'proto-member';

export interface WarningRule {
  id: WarningRuleId;
  /** The vitest test (file and name) that runs both SDKs on a document that triggers the rule. */
  backedBy: string;
}

const BACKING_TEST = 'tests/unit/validator/warning-rules.test.ts';

export const WARNING_RULES: Record<WarningRuleId, WarningRule> = {
  'unknown-tool-field': {
    id: 'unknown-tool-field',
    backedBy: `${BACKING_TEST} > unknown-tool-field`,
  },
  'proto-member': {
    id: 'proto-member',
    backedBy: `${BACKING_TEST} > proto-member`,
  },
};

export interface RuleWarning {
  rule: WarningRuleId;
  pointer: string;
  message: string;
}

/** The lines whose TypeScript packages the rules were run against. */
const SDK_LINES: readonly UtcpLine[] = ['1.0', 'next'];

/** `/tools/3/name` → true when the pointer names a key of a tool, or of the document itself. */
function refusedPlace(pointer: string): boolean {
  return /^\/[^/]+$/.test(pointer) || /^\/tools\/\d+\/[^/]+$/.test(pointer);
}

export function warningsOf(
  value: unknown,
  protoKeys: readonly string[],
  kind: DocumentKind,
  line: UtcpLine,
): RuleWarning[] {
  if (!SDK_LINES.includes(line)) return [];
  const warnings: RuleWarning[] = protoKeys.filter(refusedPlace).map((pointer) => ({
    rule: 'proto-member',
    pointer,
    message:
      'A member named "__proto__": @utcp/sdk 1.0.16 and 1.1.2 refuse the document (an unrecognized key), and JavaScript code that copies objects by assignment sets the prototype instead of the key. Rename it.',
  }));
  if (kind !== 'manual') return warnings;
  const proto = new Set(protoKeys);
  for (const unknown of findUnknownFields(value, kind, line)) {
    // Only a tool's own keys: the SDKs keep unknown keys of call templates and auth objects.
    if (!/^\/tools\/\d+\/[^/]+$/.test(unknown.pointer) || proto.has(unknown.pointer)) continue;
    warnings.push({
      rule: 'unknown-tool-field',
      pointer: unknown.pointer,
      message: `"${unknown.key}" is not a field of a tool: @utcp/sdk 1.0.16 and 1.1.2 refuse the whole manual (an unrecognized key). Check the spelling.`,
    });
  }
  return warnings;
}
