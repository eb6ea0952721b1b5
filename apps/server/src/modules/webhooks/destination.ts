import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where webhooks may go: the configuration's switches (both on in demo mode). */
export interface DestinationPolicy {
  allowHttp: boolean;
  allowPrivateNetworks: boolean;
}

export class DestinationRefused extends Error {}

/**
 * Only globally routable unicast addresses are public: ipaddr.js names every other range
 * (loopback, private, link-local with the cloud metadata address, CGNAT, multicast, unspecified,
 * reserved, NAT64/6to4/Teredo forms that can wrap a private IPv4…). IPv4-mapped IPv6 is judged as
 * the IPv4 address it carries.
 */
export function addressRange(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).range() : 'unknown';
}

export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && addressRange(address) === 'unicast';
}

function refuseAddress(address: string, host: string) {
  const where = host === address ? address : `${host} (${address})`;
  return new DestinationRefused(
    `${where} is a ${addressRange(address)} address; webhooks go to public addresses only`,
  );
}

/** The URL's host without IPv6 brackets (WHATWG URL already turned `2130706433` into an IPv4). */
function hostOf(url: URL) {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The checks that need no DNS: the scheme, and the host when it is an address. */
function checkUrlItself(url: URL, policy: DestinationPolicy) {
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) {
    throw new DestinationRefused('webhook URLs must use https');
  }
  if (url.username || url.password) {
    throw new DestinationRefused('webhook URLs cannot carry a user name or password');
  }
  const host = hostOf(url);
  if (!policy.allowPrivateNetworks && isIP(host) && !isPublicAddress(host)) {
    throw refuseAddress(host, host);
  }
}

/**
 * At registration: the scheme, and every address the host resolves to now. Delivery checks again
 * against the address it connects to (the name may resolve elsewhere by then).
 */
export async function checkEndpointUrl(value: string, policy: DestinationPolicy) {
  const url = new URL(value);
  checkUrlItself(url, policy);
  const host = hostOf(url);
  if (policy.allowPrivateNetworks || isIP(host)) return;
  let addresses: LookupAddress[];
  try {
    addresses = await new Promise((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
  } catch {
    throw new DestinationRefused(`${host} does not resolve`);
  }
  const blocked = addresses.find(({ address }) => !isPublicAddress(address));
  if (blocked) throw refuseAddress(blocked.address, host);
}

/**
 * The socket's DNS lookup with the check on what it answers, so the address connected to is the
 * one checked (a name that resolved to a public address at registration and to a private one now,
 * DNS rebinding, is refused).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const blocked = addresses.find(({ address }) => !isPublicAddress(address));
    if (blocked) return callback(refuseAddress(blocked.address, hostname), '', 4);
    if ((options as LookupOptions).all) return callback(null, addresses as never, 4);
    const [first] = addresses;
    if (!first) return callback(new DestinationRefused(`${hostname} does not resolve`), '', 4);
    callback(null, first.address, first.family);
  });
};

/**
 * POSTs one webhook and answers the receiver's status code (redirects are not followed: a 3xx
 * is a failed attempt). The body is read and dropped, which frees the connection.
 */
export async function postWebhook(
  value: string,
  {
    headers,
    body,
    timeoutMs,
  }: { headers: Record<string, string>; body: string; timeoutMs: number },
  policy: DestinationPolicy,
): Promise<number> {
  const url = new URL(value);
  checkUrlItself(url, policy);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(policy.allowPrivateNetworks ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
