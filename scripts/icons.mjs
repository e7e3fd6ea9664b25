// Renders the app icons (public/icons/*.png, committed) from their SVG sources in src/assets/app-icon/: run after changing the art.
// Usage: node scripts/icons.mjs. Uses sharp, which comes with Astro (its image service), so nothing is added to install.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

/** Each PNG the web app manifest names (src/starlight/manifest.ts): its source and its size. */
const ICONS = [
  { source: 'icon.svg', out: 'icon-192.png', size: 192 },
  { source: 'icon.svg', out: 'icon-512.png', size: 512 },
  { source: 'maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  { source: 'icon.svg', out: 'apple-touch-icon.png', size: 180 },
];

await mkdir('public/icons', { recursive: true });
for (const { source, out, size } of ICONS) {
  await sharp(`src/assets/app-icon/${source}`, { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${out}`);
  console.log(`public/icons/${out}`);
}
