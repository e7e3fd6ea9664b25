// Prettier's settings for the whole repository (npm run format; npm run check checks them).
export default {
  printWidth: 140,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro'],
  overrides: [
    { files: '*.astro', options: { parser: 'astro' } },
    // TypeScript through Babel's parser: the same output on every file here as the TypeScript parser's (checked with
    // both on the whole tree), in about four-fifths of the time, and `prettier --check .` runs in every npm test.
    { files: ['*.ts', '*.tsx', '*.mts', '*.cts'], options: { parser: 'babel-ts' } },
  ],
};
