import type { IncomingMessage } from 'node:http';

type Request = Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } };

/**
 * The client's address: the socket's, or with `trustedHops` proxies in front (config
 * `trustProxyHops`), the address the nearest of them saw, read from `x-forwarded-for` counting
 * from its end; entries a client wrote before that are never believed. Off (0) by default, since
 * anyone can send the header (docs/decisions.md, issue 36).
 */
export function clientAddress(req: Request, trustedHops: number): string {
  const socket = req.socket?.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  if (trustedHops <= 0 || !header) return socket;
  const chain = (Array.isArray(header) ? header.join(',') : header).split(',').map((part) => part.trim()).filter(Boolean);
  return chain[Math.max(0, chain.length - trustedHops)] ?? socket;
}

/** The user agent as sent, bounded (it is stored with the session). */
export function userAgentOf(req: Pick<IncomingMessage, 'headers'>): string {
  const header = req.headers['user-agent'];
  return (typeof header === 'string' ? header : '').slice(0, 512);
}
