/**
 * Renders static/img/utcp-social-card.png, the 1200×630 image link previews
 * show (themeConfig.image → og:image and twitter:image), from the logo and
 * the site's colours, with Debian's Chromium.
 *
 *   npx jiti scripts/render-social-card.ts
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';

const root = path.join(__dirname, '..');
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const output = path.join(root, 'static/img/utcp-social-card.png');

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body {
    box-sizing: border-box; padding: 84px 96px; display: flex; flex-direction: column; justify-content: space-between;
    background: radial-gradient(circle at 85% 15%, #134e4a 0, #111418 55%); color: #e6edf3;
    font-family: system-ui, 'DejaVu Sans', sans-serif;
  }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; }
  .name { font-size: 64px; font-weight: 800; letter-spacing: 2px; color: #2dd4bf; }
  h1 { margin: 0; font-size: 58px; line-height: 1.15; font-weight: 800; }
  p { margin: 20px 0 0; font-size: 30px; line-height: 1.4; color: #c9d1d9; max-width: 960px; }
  .url { font-size: 28px; color: #7ae4d7; }
</style></head><body>
  <div class="brand">${logo}<span class="name">UTCP</span></div>
  <div>
    <h1>Universal Tool Calling Protocol</h1>
    <p>Describe a tool once in a JSON manual; agents call it directly over HTTP, SSE, CLI, MCP and more.</p>
  </div>
  <div class="url">utcp.io</div>
</body></html>`;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
    await page.setContent(html);
    await page.screenshot({path: output, type: 'png'});
    console.log(`wrote ${path.relative(root, output)}`);
  } finally {
    await browser.close();
  }
}

void main();
