import proxyAddr from '@fastify/proxy-addr';

/**
 * Whether a peer address is one of the proxies TRUST_PROXY names, read by the same proxy-addr
 * Fastify reads it with, so what counts a client's connections can leave the proxies out of it.
 */
export function trustedProxyCheck(trustProxy: string[] | false): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  const trusts = proxyAddr.compile(trustProxy);
  return (address) => trusts(address, 0);
}
