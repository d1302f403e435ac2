import { exclusionMessage, MESSAGES, VALIDATION } from '@roomsetu/shared';
import hi from '@roomsetu/shared/catalogs/hi.json';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useMessageText } from './message-text';

describe('useMessageText', () => {
  it('shows the shared messages word for word in English', () => {
    const { result } = renderHook(() => useMessageText());
    const text = result.current;
    expect(text(VALIDATION.rentRequired)).toBe(VALIDATION.rentRequired);
    expect(text(MESSAGES.networkError)).toBe(MESSAGES.networkError);
    expect(text(exclusionMessage('no bachelors only jain'))).toBe(
      exclusionMessage('no bachelors only jain'),
    );
    expect(text('Bad image')).toBe('Bad image');
    expect(text(undefined)).toBeUndefined();
  });

  it('gives the fair-housing refusal in Hindi, quoting the phrase as typed', async () => {
    for (const ns of ['listing', 'validation', 'messages', 'session'] as const) {
      i18n.addResourceBundle('hi', ns, hi[ns]);
    }
    await i18n.changeLanguage('hi');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    const { result } = renderHook(() => useMessageText());
    expect(result.current(exclusionMessage('sirf hindu'))).toBe(
      'लिस्टिंग में धर्म, जाति या समुदाय के आधार पर किसी को मना नहीं किया जा सकता: “sirf hindu” हटाएँ।',
    );
    // A message the catalog lacks stays as it came.
    expect(result.current('Bad image')).toBe('Bad image');
  });
});
