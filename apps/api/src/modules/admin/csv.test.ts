import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';
import { formatDate } from '@roomsetu/shared';
import { listingLocation } from './presenter';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    [42, '42'],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@x', "'@x"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
  ])('neutralises the formula %j inside the quoting', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves an inner = or - alone', () => {
    expect(csvCell('2BHK - near metro = yes')).toBe('2BHK - near metro = yes');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 1, 'b,c'])).toBe('a,1,"b,c"\r\n');
  });
});

describe('listings.csv values', () => {
  it('writes dates as DD-MM-YYYY on the Indian calendar day', () => {
    expect(formatDate(new Date('2025-10-20T09:30:00Z'))).toBe('20-10-2025');
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(formatDate(new Date('2025-12-31T20:00:00Z'))).toBe('01-01-2026');
  });

  it('writes the location as area and city label', () => {
    expect(listingLocation({ area: 'Bandra', addressLine1: '1 Hill Rd', city: 'mumbai' })).toBe(
      'Bandra, Mumbai',
    );
    expect(listingLocation({ area: null, addressLine1: '1 Hill Rd', city: 'delhi' })).toBe(
      '1 Hill Rd, Delhi NCR',
    );
  });
});
