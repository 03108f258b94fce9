import {describe, expect, it} from 'vitest';

import {PACKAGES} from '../../../src/data/packages';
import {expandPackageComponents} from '../../../src/data/packagesMarkdown';

const MARKER = /\{\/\*|\*\/\}|behaviour:|trace:|site:/;

describe('package facts with behaviour citations', () => {
  const facts = Object.values(PACKAGES).flatMap((version) => [...version.python, ...version.typescript]);

  it('keep the citation markers out of the role and caveat text readers see', () => {
    expect(facts.some((fact) => fact.caveats.length > 0)).toBe(true);
    for (const fact of facts) {
      expect(fact.role).not.toMatch(MARKER);
      for (const caveat of fact.caveats) expect(caveat).not.toMatch(MARKER);
    }
  });

  it('still carry the cited sentence itself', () => {
    const http = PACKAGES.next.typescript.find((fact) => fact.name === '@utcp/http');
    expect(http?.caveats.join(' ')).toContain('Every tool call has a 30 s timeout');
    expect(http?.caveats.join(' ')).toContain('is dropped when it is read).');
  });

  it('keep the markers out of the Markdown tables built from them', () => {
    const markdown = ['1.0', 'next']
      .flatMap((version) =>
        ['python', 'typescript'].map((language) => `<PackageTable version="${version}" language="${language}" />`),
      )
      .map(expandPackageComponents)
      .join('\n');
    expect(markdown).toContain('30 s timeout');
    expect(markdown).not.toMatch(MARKER);
  });
});
