// The Japanese pages' player names are kept on one line: the content plugin's split of a text into plain parts and names.
import { describe, expect, it } from 'vitest';
import { splitNames, WHOLE_NAME_CLASS } from '../../src/integrations/keep-names-whole.ts';

const name = (value: string) => ({
  type: 'element',
  tagName: 'span',
  properties: { className: [WHOLE_NAME_CLASS] },
  children: [{ type: 'text', value }],
});

describe('splitNames', () => {
  it('wraps each player name and keeps the text around it', () => {
    expect(splitNames('Aさんの切り札にBさんの切り札。')).toEqual([
      name('Aさん'),
      { type: 'text', value: 'の切り札に' },
      name('Bさん'),
      { type: 'text', value: 'の切り札。' },
    ]);
  });

  it('wraps a cell that is only a name', () => {
    expect(splitNames('Bさん')).toEqual([name('Bさん')]);
  });

  it('leaves text without a name alone (English pages, and さん after anything but a capital)', () => {
    expect(splitNames('A wins the trick.')).toBeNull();
    expect(splitNames('みなさん、こんにちは')).toBeNull();
  });
});
