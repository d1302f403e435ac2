import { describe, expect, it } from 'vitest';
import { networkKey, networkOf } from './network';

describe('networkOf', () => {
  it('groups IPv4 by /24 and IPv6 by /48, IPv4-mapped IPv6 as IPv4', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('198.51.100.1')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:abcd:ffff:0:0:0:1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
  });

  it('answers null for what is not an address', () => {
    expect(networkOf(undefined)).toBeNull();
    expect(networkOf('')).toBeNull();
    expect(networkOf('localhost')).toBeNull();
  });
});

describe('networkKey', () => {
  it('is one key per network and secret, and does not contain the address', () => {
    const a = networkKey('203.0.113.7', 'secret');
    expect(a).toBe(networkKey('203.0.113.99', 'secret'));
    expect(a).not.toBe(networkKey('203.0.114.7', 'secret'));
    expect(a).not.toBe(networkKey('203.0.113.7', 'another secret'));
    expect(a).toMatch(/^[0-9a-f]{24}$/);
  });
});
