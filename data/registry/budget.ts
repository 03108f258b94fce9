import type {RegistryBudget} from '../../src/data/registry/types';

/**
 * Size budget of the manual downloads under static/manuals/, enforced by
 * scripts/registry/update.ts and by tests/unit/registry/data.test.ts.
 *
 * A manual larger than `manualMaxBytes` is first published without output
 * schemas, then also with input schemas cut below a fixed depth (the entry's
 * `manual.trim` says which); if it is still too large it is not published and
 * the card offers the call template only, which always yields the full
 * manual. If the sum passes `totalMaxBytes`, the largest manuals are dropped
 * first.
 */
export const registryBudget: RegistryBudget = {
  manualMaxBytes: 640 * 1024,
  totalMaxBytes: 48 * 1024 * 1024,
};
