import type { Server } from 'node:http';
import { clientAddressKey } from './client-address-key';

/**
 * Closes a new connection at once when its client already holds `max` open ones: one address
 * (for IPv6 its /64) cannot take all the server's sockets. Proxies in front are not counted; the
 * clients behind them share their address.
 */
export function limitConnectionsPerClient(
  server: Server,
  options: { max: number; isProxy: (address: string) => boolean },
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (options.isProxy(address)) return;
    const client = clientAddressKey(address);
    const count = open.get(client) ?? 0;
    if (count >= options.max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
