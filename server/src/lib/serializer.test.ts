import { listGroceryItems } from 'shared-api/contract';
import { describe, expect, it } from 'vitest';
import { serializerCompiler } from './serializer';

const serialize = serializerCompiler({ schema: listGroceryItems.response, method: 'GET', url: '/grocery/user', httpStatus: '200' });

const item = {
  id: 'a1',
  name: 'Milk',
  category: 'Dairy & Eggs',
  quantity: 2,
  unit: 'l',
  note: '',
  recipe: null,
  recipe_id: null,
  is_checked: false,
  is_hidden: false,
  is_manual: true,
  is_pantryItem: false,
  store: [{ id: 's1', name: 'Corner shop' }],
  created_at: '2026-11-24T10:00:00.000Z',
  checked_at: null,
  hidden_at: null,
  edited_at: null,
};

describe('serializerCompiler', () => {
  it('writes the fields of the contract, as zod would, and drops the rest', () => {
    const text = serialize([{ ...item, householdId: 'secret', store: [{ id: 's1', name: 'Corner shop', householdId: 'secret' }] }]);
    expect(JSON.parse(text)).toEqual([item]);
    expect(listGroceryItems.response.parse(JSON.parse(text))[0]?.category).toBe('Dairy & Eggs');
  });

  it('fails an answer that lacks a field of the contract', () => {
    const { created_at: _missing, ...partial } = item;
    expect(() => serialize([partial])).toThrow(/created_at/);
  });
});
