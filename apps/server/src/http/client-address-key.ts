import net from 'node:net';

const HEXTETS = 8;
/** The hextets of an IPv6 address that name its network: an ISP gives a home or a host a /64. */
const NETWORK_HEXTETS = 4;

/** The eight 16-bit groups of an IPv6 address, with `::` filled in and a dotted IPv4 tail split. */
function hextetsOf(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined): number[] =>
    (part ?? '')
      .split(':')
      .filter((group) => group !== '')
      .flatMap((group) => {
        if (!group.includes('.')) return [Number.parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const front = groups(head);
  const back = groups(tail);
  const zeros = tail === undefined ? [] : new Array<number>(HEXTETS - front.length - back.length);
  return [...front, ...zeros.fill(0), ...back];
}

/**
 * The key per-client limits count under, from a client's address. An IPv4 address is its own key
 * (an IPv4-mapped IPv6 one, `::ffff:1.2.3.4`, is the IPv4 address it maps). An IPv6 address counts
 * under its /64: one host commonly holds a whole /64 and can pick a fresh address from it for every
 * request, so counting per address would give it 2^64 budgets. Anything else is its own key.
 */
export function clientAddressKey(address: string): string {
  const unzoned = address.split('%')[0] ?? address;
  if (!net.isIPv6(unzoned)) return address;
  const hextets = hextetsOf(unzoned.toLowerCase());
  const isMappedIpv4 = hextets.slice(0, 5).every((group) => group === 0) && hextets[5] === 0xffff;
  if (isMappedIpv4) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const network = hextets.slice(0, NETWORK_HEXTETS).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}
