import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './login-throttle.ts';

describe('the address a wrong password counts against', () => {
  it('is the IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written, so rotating within one prefix does not help', () => {
    expect(addressKeyOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKeyOf('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKeyOf('2001:DB8::')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('2001:db8:0:2::1')).not.toBe(addressKeyOf('2001:db8:0:1::1'));
  });
});
