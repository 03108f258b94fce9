import type {Line} from './facts';

/**
 * What the /validate page and the studio can validate per line, and the schema file of each: the
 * lines whose precompiled validators they bundle (src/lib/manualValidator/generated), not every
 * docs version.
 */
export const VALIDATED_KINDS: Record<Line, Record<string, string>> = {
  '1.0': {manual: 'manual', callTemplate: 'call-template', clientConfig: 'client-config'},
  next: {manual: 'manual', callTemplate: 'call-template', clientConfig: 'client-config'},
  '0.1': {manual: 'manual', callTemplate: 'provider', clientConfig: 'client-config', providersFile: 'providers'},
};

export const VALIDATED_LINES: readonly Line[] = Object.keys(VALIDATED_KINDS);
