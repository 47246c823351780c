import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [,, path, width, out, action] = process.argv;
const p = await b.newPage({ viewport: { width: +width, height: 800 } });
await p.goto('http://127.0.0.1:4173' + path, { waitUntil: 'networkidle' });
if (action) await p.evaluate(action);
await p.waitForTimeout(1200);
await p.screenshot({ path: out });
await b.close();
