/**
 * Renders static/img/utcp-social-card.png (1200x630, the size link previews
 * use) from the HTML below with Debian's Chromium. Run it after changing the
 * logo or the wording: npm run social-card
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {exitOnHelp} from './lib/options';

exitOnHelp(
  `Usage: npm run social-card

Draws static/img/utcp-social-card.png.`,
  module,
);

const ROOT = path.resolve(__dirname, '..');
const logo = readFileSync(path.join(ROOT, 'static', 'img', 'logo.svg'), 'utf8');

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  background:radial-gradient(circle at 85% 15%,#134e4a 0,#111418 55%);color:#f0fdfa;font-family:system-ui,sans-serif">
  <div style="display:flex;align-items:center;gap:28px">
    <div style="width:120px;height:120px">${logo.replace('width="64" height="64"', 'width="120" height="120"')}</div>
    <div style="font-size:64px;font-weight:800;letter-spacing:-1px">UTCP</div>
  </div>
  <div>
    <div style="font-size:60px;font-weight:800;line-height:1.1;max-width:1000px">Universal Tool Calling Protocol</div>
    <div style="font-size:32px;margin-top:24px;color:#99f6e4;max-width:1000px">Agents call tools directly over HTTP, SSE, CLI, MCP and more: no wrapper servers.</div>
  </div>
  <div style="font-size:28px;color:#ccfbf1">utcp.io</div>
</div></body></html>`;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  await page.screenshot({path: path.join(ROOT, 'static', 'img', 'utcp-social-card.png')});
  await browser.close();
}

void main();
