import { describe, expect, it } from 'vitest';
import { flavourSearchTerms } from './french-flavour-words.ts';

describe('flavourSearchTerms', () => {
  it('adds the English name of a French flavour word, accents and case aside', () => {
    expect(flavourSearchTerms('Fraise')).toEqual(['fraise', 'strawberr']);
    expect(flavourSearchTerms('crème VANILLE')).toEqual(['creme vanille', 'cream vanilla']);
    expect(flavourSearchTerms('pêche')).toEqual(['peche', 'peach']);
  });

  it('replaces the longest phrase first', () => {
    expect(flavourSearchTerms('citron vert')).toEqual(['citron vert', 'lime']);
    expect(flavourSearchTerms('noix de coco')).toEqual(['noix de coco', 'coconut']);
  });

  it('keeps English and partial words as they are', () => {
    expect(flavourSearchTerms('straw')).toEqual(['straw']);
    expect(flavourSearchTerms('fra')).toEqual(['fra']);
    expect(flavourSearchTerms('pommes')).toEqual(['pommes']);
    expect(flavourSearchTerms('  ')).toEqual([]);
  });
});
