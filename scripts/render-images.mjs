// Renders the PNG images the site serves (social card, PNG favicon, Apple touch
// icon) from the SVG sources in static/img, with Debian's Chromium.
// Run after editing an SVG: `node scripts/render-images.mjs`. The PNGs are committed.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {launchChromium} from '../tools/browser/chromium.mjs';

const img = path.resolve(import.meta.dirname, '..', 'static', 'img');

const targets = [
  {svg: 'social-card.svg', png: 'nodemod-social-card.png', width: 1200, height: 630},
  {svg: 'logo.svg', png: 'favicon-32.png', width: 32, height: 32},
  {svg: 'logo.svg', png: 'apple-touch-icon.png', width: 180, height: 180, background: '#0f1f17'},
];

const browser = await launchChromium();
try {
  for (const t of targets) {
    const svg = await readFile(path.join(img, t.svg), 'utf8');
    const page = await browser.newPage({viewport: {width: t.width, height: t.height}});
    const bg = t.background ?? 'transparent';
    await page.setContent(
      `<html><body style="margin:0;background:${bg}">` +
        `<img alt="" style="display:block;width:${t.width}px;height:${t.height}px" ` +
        `src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.screenshot({path: path.join(img, t.png), omitBackground: !t.background});
    await page.close();
    console.log(`wrote static/img/${t.png} (${t.width}x${t.height})`);
  }
} finally {
  await browser.close();
}
