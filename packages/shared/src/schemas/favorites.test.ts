import { describe, expect, it } from 'vitest';
import { favoriteCreateInput, favoriteLookupParams } from './favorites';

describe('favoriteCreateInput', () => {
  it('takes a property or a conversation by type', () => {
    expect(
      favoriteCreateInput.parse({ type: 'PROPERTY', propertyId: '9', conversationId: 2 }),
    ).toEqual({
      type: 'PROPERTY',
      propertyId: 9,
    });
    expect(favoriteCreateInput.parse({ type: 'CONVERSATION', conversationId: 2 })).toEqual({
      type: 'CONVERSATION',
      conversationId: 2,
    });
  });

  it('refuses a type without its id, or an unknown type', () => {
    expect(favoriteCreateInput.safeParse({ type: 'PROPERTY', conversationId: 2 }).success).toBe(
      false,
    );
    expect(favoriteCreateInput.safeParse({ type: 'USER', propertyId: 2 }).success).toBe(false);
  });
});

describe('favoriteLookupParams', () => {
  it('reads the type case-insensitively and the id as a number', () => {
    expect(favoriteLookupParams.parse({ type: 'property', id: '3' })).toEqual({
      type: 'PROPERTY',
      id: 3,
    });
    expect(favoriteLookupParams.safeParse({ type: 'photo', id: '3' }).success).toBe(false);
  });
});
