import { chromium } from '@playwright/test';
const [,, url, out, w = '390', h = '844', scheme = 'light', selector] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
await page.goto(url, { waitUntil: 'networkidle' });
if (selector) await page.locator(selector).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: out });
await browser.close();
