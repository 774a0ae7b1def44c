import { describe, expect, it } from 'vitest';
import { flavourSearchTerms, flavourSearchWordLists } from './french-flavour-words.ts';

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

describe('flavourSearchWordLists', () => {
  it('adds the English words of a French flavour to the words typed', () => {
    expect(flavourSearchWordLists('Fraise Capella')).toEqual([
      ['fraise', 'capella'],
      ['strawberr', 'capella'],
    ]);
    expect(flavourSearchWordLists('citron vert')).toEqual([['citron', 'vert'], ['lime']]);
  });
  it('keeps other words as they are, and nothing for an empty search', () => {
    expect(flavourSearchWordLists('Capella')).toEqual([['capella']]);
    expect(flavourSearchWordLists(undefined)).toEqual([]);
    expect(flavourSearchWordLists('  ')).toEqual([]);
  });
});
