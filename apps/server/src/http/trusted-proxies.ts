import net from 'node:net';

/** proxy-addr's names for address ranges, as TRUST_PROXY accepts them (the same as Fastify's). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a peer address is one of the proxies TRUST_PROXY names (addresses, CIDR ranges or the
 * range names), so what counts a client's connections can leave the proxies' own out of it.
 */
export function trustedProxyCheck(trustProxy: string[] | false): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  const proxies = new net.BlockList();
  for (const entry of trustProxy.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const type = net.isIPv6(address) ? 'ipv6' : net.isIPv4(address) ? 'ipv4' : undefined;
    return type !== undefined && proxies.check(address, type);
  };
}
