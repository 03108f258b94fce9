import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  absoluteDocLinks,
  explicitVersionLinks,
  indexDocs,
  markdownFiles,
  proseLinks,
  readVersionIds,
  resolveDocPath,
  rewriteAbsoluteDocLinks,
  ROOT,
  versionFolders,
  type DocIndex,
} from '../../../scripts/versions/docLinks';

const folders = versionFolders(readVersionIds());
const index = indexDocs(folders);

describe('links inside the docs versions', () => {
  it('never name a docs page by an absolute URL, which changes meaning at the next cut', () => {
    const problems = folders.flatMap((folder) =>
      markdownFiles(path.join(ROOT, folder.dir)).flatMap((file) =>
        absoluteDocLinks(readFileSync(path.join(ROOT, folder.dir, file), 'utf8'), folder, file, folders, index),
      ),
    );
    expect(
      problems.map((p) => `${p.file}:${p.line}: ${p.url} -> write ${p.replacement}`),
      'npx tsx scripts/versions/links.ts --write rewrites them',
    ).toEqual([]);
  });

  it('name another version only through an existing file of its folder', () => {
    const missing = folders.flatMap((folder) =>
      markdownFiles(path.join(ROOT, folder.dir)).flatMap((file) =>
        explicitVersionLinks(readFileSync(path.join(ROOT, folder.dir, file), 'utf8'))
          .filter((link) => !existsSync(path.join(ROOT, link.dir, link.file)))
          .map((link) => `${folder.dir}/${file}:${link.line}: ${link.url}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe('the link rules', () => {
  const tiny = versionFolders(['1.0', '0.1']);
  const tinyIndex: DocIndex = new Map([
    [
      'next',
      new Map([
        ['', 'index.md'],
        ['protocols/http', 'protocols/http.md'],
        ['security', 'security.md'],
      ]),
    ],
    [
      '1.0',
      new Map([
        ['', 'index.md'],
        ['protocols/websocket', 'protocols/websocket.md'],
        ['security', 'security.md'],
      ]),
    ],
    ['0.1', new Map([['', 'index.md']])],
  ]);
  const next = tiny[0]!;

  it('read a URL as the version that serves it today', () => {
    expect(resolveDocPath('/next/protocols/http', tiny, tinyIndex)).toMatchObject({folder: {key: 'next'}});
    expect(resolveDocPath('/protocols/websocket', tiny, tinyIndex)).toMatchObject({folder: {key: '1.0'}});
    expect(resolveDocPath('/0.1', tiny, tinyIndex)).toMatchObject({folder: {key: '0.1'}, file: 'index.md'});
    expect(resolveDocPath('/validate', tiny, tinyIndex)).toBeUndefined();
  });

  it('fail on an absolute link that crosses versions and propose the explicit form', () => {
    const text = 'See [the 1.0 page](/protocols/websocket#security) and [ours](/next/security).';
    const found = absoluteDocLinks(text, next, 'protocols/sse.md', tiny, tinyIndex);
    expect(found.map((p) => p.replacement)).toEqual([
      '@site/versioned_docs/version-1.0/protocols/websocket.md#security',
      '../security.md',
    ]);
    expect(rewriteAbsoluteDocLinks(text, next, 'protocols/sse.md', tiny, tinyIndex).text).toBe(
      'See [the 1.0 page](@site/versioned_docs/version-1.0/protocols/websocket.md#security) and [ours](../security.md).',
    );
  });

  it('leave pages outside the docs, external links and code alone', () => {
    const text = '[v](/validate) [x](https://utcp.io/security) `[c](/security)`\n```\n[d](/security)\n```\n';
    expect(absoluteDocLinks(text, next, 'index.md', tiny, tinyIndex)).toEqual([]);
    expect(proseLinks(text).map((link) => link.url)).toEqual(['/validate', 'https://utcp.io/security']);
  });
});
