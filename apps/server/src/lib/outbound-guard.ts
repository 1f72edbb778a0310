/**
 * What the server may fetch on someone's behalf (channel calendars, the import's images): public
 * addresses only, unless the operator allows more (decision 035). A feed or image address comes
 * from an admin, or from whoever holds a stolen admin session, so without this the server would
 * map and reach what sits beside it: loopback, private networks, link-local cloud metadata.
 *
 * The check is made on the address actually connected to, for every connection, redirects
 * included: literal addresses before connecting, names on what DNS answered (every answer must
 * be public, so a name cannot smuggle one private address among public ones, and a name that
 * changes its answer between a check and the connection is checked again at that connection).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';

/**
 * Address ranges that are never the public internet. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) is judged by BlockList as the IPv4 address it carries.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator
  ['fc00::', 7], // unique-local (cloud metadata fd00:ec2::254 among them)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

export class InternalAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
    this.name = 'InternalAddressError';
  }
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The operator's allowances (`OUTBOUND_ALLOW`): host names, addresses and CIDR ranges that may
 * be fetched although they are not public (a feed server on the same network; the tests' local
 * servers).
 */
export class OutboundGuard {
  private readonly hosts = new Set<string>();
  private readonly ranges = new BlockList();
  /** Fetches through this connect only where the guard allows. */
  readonly dispatcher: Agent;

  constructor(allow: readonly string[] = []) {
    for (const entry of allow) {
      const [address, prefix] = entry.split('/');
      if (address && isIP(address)) {
        const family = familyOf(address);
        const bits = prefix === undefined ? (family === 'ipv6' ? 128 : 32) : Number(prefix);
        this.ranges.addSubnet(address, bits, family);
      } else this.hosts.add(entry.toLowerCase());
    }
    const connect = buildConnector({ lookup: this.lookup });
    this.dispatcher = new Agent({
      connect: (options, callback) => {
        // A literal address is connected to without a lookup: it is checked here.
        const host = options.hostname.replace(/^\[|\]$/g, '');
        if (isIP(host) && !this.mayReach(options.hostname, host)) {
          callback(new InternalAddressError(options.hostname), null);
          return;
        }
        connect(options, callback);
      },
    });
  }

  /** Whether `address`, reached through the name `host`, is public or allowed. */
  mayReach(host: string, address: string): boolean {
    if (this.hosts.has(host.toLowerCase())) return true;
    const family = familyOf(address);
    return !INTERNAL.check(address, family) || this.ranges.check(address, family);
  }

  /** dns.lookup for connections: fails unless every address of the name may be reached. */
  private readonly lookup = (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || !addresses.every((a) => this.mayReach(hostname, a.address))) {
        return callback(new InternalAddressError(hostname), '');
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Whether a failed fetch was refused by the guard (fetch wraps it as the error's cause). */
export function isInternalAddressRefusal(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof InternalAddressError) return true;
  }
  return false;
}
