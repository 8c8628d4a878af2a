import { isIPv4 } from 'node:net';

/** An address (as a socket gives it) of this machine's loopback: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(ipv4)) return ipv4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}
