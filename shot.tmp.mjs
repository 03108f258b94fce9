import {chromium} from 'playwright-core';
const [,, url, out, w, h] = process.argv;
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']});
const p = await b.newPage({viewport: {width: Number(w || 1280), height: Number(h || 900)}});
await p.goto(url, {waitUntil: 'load'});
await p.waitForTimeout(1500);
await p.screenshot({path: out});
await b.close();
