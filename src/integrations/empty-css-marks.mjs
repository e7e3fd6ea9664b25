// Vite plugin: drops the `/* empty css … */` comments the bundler leaves in a chunk where a module imported a stylesheet
// (its styles are in the page's own stylesheet): each is about 30 characters, in most islands' files, and marks nothing
// the browser needs.
const MARK = /\/\* empty css\s*\*\//g;

/** @returns {import('vite').Plugin} */
export default function emptyCssMarks() {
  return {
    name: 'galapagos:empty-css-marks',
    apply: 'build',
    enforce: 'post',
    // After Vite's own pass, which writes the marks where it removes the imports of stylesheet-only chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.code.includes('/* empty css')) chunk.code = chunk.code.replace(MARK, '');
      },
    },
  };
}
