import { describe, expect, it } from 'vitest';
import { knownUnitKey, singularize } from './units';

describe('unit names', () => {
  it('knows aliases, plurals and the capital T', () => {
    expect(knownUnitKey('Tablespoons')).toBe('tbsp');
    expect(knownUnitKey('T')).toBe('tbsp');
    expect(knownUnitKey('t')).toBe('tsp');
    expect(knownUnitKey('fl oz')).toBe('floz');
    expect(knownUnitKey('Litres')).toBe('l');
    expect(knownUnitKey('can')).toBeNull();
  });

  it('singularizes simple English plurals', () => {
    expect(singularize('berries')).toBe('berry');
    expect(singularize('tomatoes')).toBe('tomato');
    expect(singularize('peaches')).toBe('peach');
    expect(singularize('eggs')).toBe('egg');
    expect(singularize('asparagus')).toBe('asparagus');
    expect(singularize('glass')).toBe('glass');
  });
});
