import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, testOnSharedPage as test} from './fixtures';
import {PROSE_CELL_WORDS} from '../../src/plugins/remarkTableLabels';

/**
 * Every built page that has a table, on a phone (390 × 844): no prose cell is
 * narrower than 160 px or reaches past either edge of the screen.
 *
 * A prose cell is a rendered <td> or <th> (it and every element around it
 * larger than 1 × 1 px: not the visually hidden head of a stacked table, nor
 * a table in a closed <details> or a hidden tab) whose text outside <code>, <pre> and <kbd> holds
 * PROSE_CELL_WORDS or more words with a letter (src/plugins/remarkTableLabels.ts
 * stacks a Markdown table by the same rule). Cells of names, values and code
 * are not prose: their tables may keep a grid that scrolls sideways inside
 * its own region.
 */
test.use({sharedContextOptions: {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true}});

const BUILD = path.join(__dirname, '..', '..', 'build');
const MIN_WIDTH = 160;

function pagesWithTables(dir: string, prefix = ''): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return ['assets', 'pagefind', 'img', 'schema'].includes(relative)
        ? []
        : pagesWithTables(path.join(dir, entry.name), relative);
    }
    if (!entry.name.endsWith('.html') || !/<table\b/i.test(readFileSync(path.join(dir, entry.name), 'utf8'))) return [];
    return [`/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`];
  });
}

const PAGES = pagesWithTables(BUILD).sort();

test('the build has pages with tables to check', () => {
  expect(PAGES.length).toBeGreaterThan(50);
});

for (const pagePath of PAGES) {
  test(`${pagePath}: every prose cell is on screen and ${MIN_WIDTH} px wide or more at 390 px`, async ({
    sharedPage: page,
  }) => {
    await page.goto(pagePath, {waitUntil: 'load'});
    const bad = await page.evaluate(
      ({minWidth, words}) => {
        const width = document.documentElement.clientWidth;
        return Array.from(document.querySelectorAll('td, th')).flatMap((cell) => {
          const box = cell.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return [];
          // The head of a stacked table is clipped to 1 px for screen readers: not on screen.
          for (let parent = cell.parentElement; parent; parent = parent.parentElement) {
            const outer = parent.getBoundingClientRect();
            if (outer.width <= 1 || outer.height <= 1) return [];
          }
          const copy = cell.cloneNode(true) as Element;
          copy.querySelectorAll('code, pre, kbd').forEach((element) => element.remove());
          const prose = (copy.textContent ?? '').split(/\s+/).filter((token) => /\p{L}/u.test(token));
          if (prose.length < words) return [];
          if (box.width >= minWidth && box.left >= 0 && box.right <= width + 0.5) return [];
          const text = (cell.textContent ?? '').trim().slice(0, 40);
          return [`${Math.round(box.left)}..${Math.round(box.right)} (${Math.round(box.width)} px): ${text}`];
        });
      },
      {minWidth: MIN_WIDTH, words: PROSE_CELL_WORDS},
    );
    expect(bad).toEqual([]);
  });
}
