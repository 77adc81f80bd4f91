// Renders the web app manifest's PNG icons from the SVG logo (public/favicon.svg): 192 and 512 px ("any") and a
// 512 px maskable icon (full-bleed background, the figure inside the 80 % safe zone). The PNGs are committed;
// run `pnpm --filter shell run icons` after changing the logo.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The maskable variant: the logo's background as a square without rounded corners, its figure scaled down. */
function maskable(svg) {
  const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
  const figure = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  if (!background || !figure) throw new Error('favicon.svg: expected a background <rect> and a figure');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" fill="${background}"/>` +
    `<g transform="translate(32 32) scale(0.72) translate(-32 -32)">${figure}</g></svg>`
  );
}

async function render(svg, size, file) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(path.join(publicDir, file), png);
  console.log(`${file}: ${png.length} bytes`);
}

await render(logo, 192, 'icon-192.png');
await render(logo, 512, 'icon-512.png');
await render(maskable(logo), 512, 'icon-maskable-512.png');
