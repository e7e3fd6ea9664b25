// Writes the island entry files (src/components/islands/) for every island and published language; `--check` only
// reports stale or missing ones (exit 1). The table of islands is src/integrations/islands.mjs.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { ISLANDS, entryFile, entrySource, publishedLangs } from '../src/integrations/islands.mjs';

const check = process.argv.includes('--check');
const stale = [];
for (const island of Object.keys(ISLANDS)) {
  for (const lang of publishedLangs()) {
    const file = new URL(`../src/components/islands/${entryFile(island, lang)}`, import.meta.url);
    const source = entrySource(island, lang);
    if (existsSync(file) && readFileSync(file, 'utf8') === source) continue;
    stale.push(entryFile(island, lang));
    if (!check) writeFileSync(file, source);
  }
}
if (check && stale.length > 0) {
  console.error(`stale island entries (run node scripts/islands.mjs): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(check ? 'island entries are up to date' : `wrote ${stale.length} island entries`);
