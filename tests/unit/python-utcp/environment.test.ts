import {describe, expect, it} from 'vitest';
import {pinnedCommit, PYTHON_VERSIONS, sourceFolders} from '../../../scripts/python-utcp/environment';

describe('python-utcp environment', () => {
  it('puts the src folder beside every pyproject.toml on the path, sorted', () => {
    expect(
      sourceFolders([
        'plugins/communication_protocols/http/pyproject.toml',
        'core/pyproject.toml',
        'plugins/tool_search/in_mem_embeddings/pyproject.toml',
      ]),
    ).toEqual(['core/src', 'plugins/communication_protocols/http/src', 'plugins/tool_search/in_mem_embeddings/src']);
  });

  it('finds the 0.1 layout (one pyproject at the root)', () => {
    expect(sourceFolders(['pyproject.toml'])).toEqual(['src']);
  });

  it.each(PYTHON_VERSIONS)('reads a full commit id for %s from the extracted facts', (version) => {
    expect(pinnedCommit(version)).toMatch(/^[0-9a-f]{40}$/);
  });
});
