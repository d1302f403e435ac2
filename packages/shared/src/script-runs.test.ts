import { describe, expect, it } from 'vitest';
import { scriptRuns } from './script-runs';

describe('scriptRuns', () => {
  it('puts each Devanagari run in the Devanagari font and leaves the rest in the default', () => {
    expect(scriptRuns('Terms of Service, ₹1,000')).toBe('Terms of Service, ₹1,000');
    expect(scriptRuns('RoomSetu की शर्तें (₹500)')).toEqual([
      { text: 'RoomSetu ' },
      { text: 'की शर्तें ', font: 'NotoSansDevanagari' },
      { text: '(₹500)' },
    ]);
  });
});
