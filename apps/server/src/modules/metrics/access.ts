import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { carriesForwardingHeaders } from '../../lib/exposure';

/** METRICS_ALLOW (already checked by config/env.ts) as a set of addresses and networks. */
export function metricsAllowList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * Whether this request may read /metrics: its client, as Fastify computes it (request.ip, which
 * believes X-Forwarded-For only from the proxies TRUST_PROXY names), is in METRICS_ALLOW.
 * Without TRUST_PROXY, a request carrying forwarding headers came through a proxy whose client
 * we cannot know (a proxy on this host makes everyone look like 127.0.0.1): refused.
 */
export function mayReadMetrics(request: FastifyRequest, allow: net.BlockList, config: Config): boolean {
  if (config.metricsAllow.length === 0) return false;
  if (config.trustProxy === false && carriesForwardingHeaders(request)) return false;
  const ip = request.ip;
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against IPv4 entries too.
  const type = net.isIPv6(ip) ? 'ipv6' : net.isIPv4(ip) ? 'ipv4' : null;
  return type !== null && allow.check(ip, type);
}
