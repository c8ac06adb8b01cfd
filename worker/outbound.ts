/**
 * Every request the service makes to an address a player gave it — webhooks and Web Push endpoints —
 * goes through here (docs/correspondence.md, "Where notifications may go"). A target must be an https
 * URL on a public host name: no loopback, private, link-local, CGNAT, unique-local or other special
 * range, no IP literal in any notation (the URL parser turns `0x7f.1`, `2130706433` or `017700000001`
 * into `127.0.0.1`, which ipaddr.js then classifies), no `localhost` or other single-label host, no
 * local or internal name (`.local`, `.internal`, `metadata.google.internal`…), no credentials in the
 * URL. The check runs when the address is saved and again before every request; redirects are never
 * followed, and every request has a time limit and reads no response body. What a public name
 * resolves to is left to the platform: a Worker's fetch cannot reach private networks by address.
 */
import ipaddr from 'ipaddr.js';

/** Each outbound request gives up after this long. */
export const OUTBOUND_TIMEOUT_MS = 10_000;

/** Names that never point to the public internet (RFC 6761, RFC 8375, cloud metadata services, common intranet suffixes). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain', 'lan', 'intranet', 'corp'];

/** Why `raw` may not be the target of an outbound request, or undefined when it may. */
export function outboundRefusal(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'webhooks and push endpoints must use https';
  if (url.username !== '' || url.password !== '') return 'a URL with a user name or password is not accepted';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (ipaddr.isValid(bare)) {
    const range = ipaddr.process(bare).range();
    return range === 'unicast'
      ? 'an IP address is not accepted: use the service\'s host name'
      : `an IP address is not accepted (this one is ${range === 'private' ? 'a private address' : `in the ${range} range`})`;
  }
  if (!host.includes('.')) return `"${host}" is not a public host name`;
  if (LOCAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) return `"${host}" is a local name, not a public host`;
  return undefined;
}

/**
 * POSTs to a player's target: checked again first (an address saved before the check existed), never
 * following a redirect (a 3xx is an answer like any other), within OUTBOUND_TIMEOUT_MS, and without
 * reading the answer's body. Undefined when the target is refused.
 */
export async function outboundFetch(target: string, init: RequestInit): Promise<Response | undefined> {
  const refused = outboundRefusal(target);
  if (refused !== undefined) {
    console.error(`outbound request refused: ${refused}`);
    return undefined;
  }
  const res = await fetch(target, { ...init, redirect: 'manual', signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS) });
  await res.body?.cancel();
  return res;
}
