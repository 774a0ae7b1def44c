import { describe, expect, it } from 'vitest';
import { aromaImageSvg, brandInitials, flavourFamily } from './flavour-family.ts';

describe('flavourFamily', () => {
  it.each([
    ['Strawberry Ripe', 'fruit'],
    ['Fraise des bois', 'fruit'],
    ['Vanilla Custard V2', 'dessert'],
    ['Strawberry Custard', 'dessert'],
    ['RY4 Double', 'tobacco'],
    ['Cool Mint', 'fresh'],
    ['Café Coffee', 'drink'],
    ['Cotton Candy', 'candy'],
    ['Unknown Thing', 'other'],
  ] as const)('%s is %s', (name, family) => expect(flavourFamily(name)).toBe(family));
});

describe('aromaImageSvg', () => {
  it('draws the brand initials and escapes names', () => {
    expect(brandInitials('The Flavor Apprentice')).toBe('TF');
    expect(brandInitials('Capella')).toBe('CA');
    const svg = aromaImageSvg('Fish & <Chips>', 'Capella');
    expect(svg).toContain('>CA<');
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).not.toContain('<Chips>');
  });
});
