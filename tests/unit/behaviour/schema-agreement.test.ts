/**
 * The published schemas (and /validate, which compiles them) agree with what python-utcp observed
 * for the templates the behaviour dataset runs: a `text` call template carrying both `content`
 * and `file_path` is refused at 1.1 by python-utcp, so the Next schema refuses it too.
 */
import {describe, expect, it} from 'vitest';
import {loadResults} from '../../../data/behaviour/index';
import {checkSchema} from '../../schemas/published';

const results = loadResults();
const observed = (caseId: string) =>
  results.get('python-1.1')?.results['text.template.content-and-file-path']?.[caseId];

describe('schemas agree with the observed behaviour', () => {
  it('the Next schema refuses a text template with both content and file_path, as python-utcp 1.1 does', () => {
    expect(observed('both')).toHaveProperty('error');
    const both = {name: 't', call_template_type: 'text', content: '{}', file_path: 'm.json'};
    expect(checkSchema('next', 'call template', both).valid).toBe(false);
  });

  it('the Next schema accepts content alone, as python-utcp 1.1 does', () => {
    expect(observed('content-only')).toHaveProperty('value');
    expect(checkSchema('next', 'call template', {name: 't', call_template_type: 'text', content: '{}'}).valid).toBe(
      true,
    );
  });
});
