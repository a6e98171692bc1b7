import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../http/client-address-key';

/**
 * Issue 17, item 12: per-IP limits count an IPv6 client by its /64, the block one host gets and
 * can take a fresh address from for every request, and an IPv4-mapped address as its IPv4 one.
 */
describe('issue 17 item 12: the key per-IP limits count under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:cb00:7107', '203.0.113.7'],
  ])('counts %s as the IPv4 address %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it('counts every address of one /64 as one client', () => {
    const addresses = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:a:b:c:d',
      '2001:db8:1:2:0:0:0:0',
      '2001:db8:1:2::ffff:1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ];
    expect(new Set(addresses.map(clientAddressKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s and the IPv4 space apart', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:3::1',
      '2001:db8:2:2::1',
      '2001:db9:1:2::1',
      '::1',
      '64:ff9b::cb00:7107',
      '203.0.113.7',
    ].map(clientAddressKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('passes anything that is no IP address through as it is', () => {
    expect(clientAddressKey('')).toBe('');
    expect(clientAddressKey('localhost')).toBe('localhost');
    expect(clientAddressKey('2001:db8::g')).toBe('2001:db8::g');
  });
});
