// The webhook SSRF guard (runtime/events/ssrf.ts) against a corpus of addresses that must never be
// reached, in every spelling, and names resolving to them; allow-listed networks and public
// addresses pass. The count of refused spellings is printed.
import { describe, expect, it } from 'vitest';
import { NetworkPolicy, SsrfRefusal, UnresolvedHost } from '../../runtime/events/ssrf.js';

const REFUSED_URLS = [
  // loopback, in decimal, hexadecimal, octal and shortened IPv4 spellings
  'http://127.0.0.1/', 'http://127.1/', 'http://2130706433/', 'http://0x7f000001/', 'http://0x7f.0.0.1/', 'http://0x7f.1/',
  'http://0177.0.0.1/', 'http://017700000001/', 'http://127.255.255.254:8080/x', 'http://[::1]/', 'http://[0:0:0:0:0:0:0:1]/',
  // IPv4-mapped, -compatible, NAT64 and 6to4 forms of loopback and private addresses
  'http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/', 'http://[0:0:0:0:0:ffff:127.0.0.1]/', 'http://[::ffff:0:7f00:1]/',
  'http://[::127.0.0.1]/', 'http://[64:ff9b::127.0.0.1]/', 'http://[2002:7f00:1::]/', 'http://[::ffff:10.0.0.1]/', 'http://[::ffff:169.254.169.254]/',
  // cloud metadata and other link-local addresses
  'http://169.254.169.254/latest/meta-data/', 'http://0xa9fea9fe/', 'http://2852039166/', 'http://[fe80::1]/', 'http://[fe80::a:b:c:d]/',
  // zone ids (refused as URLs)
  'http://[fe80::1%25eth0]/', 'http://[fe80::1%eth0]/',
  // private and shared
  'http://10.0.0.1/', 'http://10.255.255.255/', 'http://012.0.0.1/', 'http://172.16.0.1/', 'http://172.31.255.255/', 'http://192.168.0.1/',
  'http://100.64.0.1/', 'http://198.18.0.1/', 'http://192.0.0.8/',
  // unique-local, site-local
  'http://[fc00::1]/', 'http://[fd12:3456:789a::1]/', 'http://[fec0::1]/',
  // multicast, broadcast, reserved
  'http://224.0.0.1/', 'http://239.255.255.250/', 'http://[ff02::1]/', 'http://[ff05::2]/', 'http://255.255.255.255/', 'http://240.0.0.1/',
  // unspecified
  'http://0.0.0.0/', 'http://0/', 'http://[::]/',
  // not http(s), credentials
  'file:///etc/passwd', 'gopher://127.0.0.1/', 'ftp://example.com/', 'http://user:pass@example.com/',
];

/** Names and what a (test) resolver answers for them. */
const RESOLVED: Readonly<Record<string, string[]>> = {
  'metadata.internal': ['169.254.169.254'],
  'intranet.example': ['10.1.2.3'],
  'mixed.example': ['93.184.216.34', '192.168.1.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'ula.example': ['fd00::5'],
  'public.example': ['93.184.216.34', '2606:2800:220:1::1'],
};

const resolver = async (host: string) => {
  const answers = RESOLVED[host];
  if (!answers) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

async function reason(policy: NetworkPolicy, url: string): Promise<string | null> {
  try {
    await policy.check(url, resolver);
    return null;
  } catch (error) {
    if (error instanceof SsrfRefusal) return error.message;
    throw error;
  }
}

describe('the webhook SSRF guard', () => {
  const policy = new NetworkPolicy([]);

  it('refuses every spelling of every non-public address', async () => {
    const passed: string[] = [];
    for (const url of REFUSED_URLS) if ((await reason(policy, url)) === null) passed.push(url);
    console.log(`SSRF corpus: ${REFUSED_URLS.length - passed.length} of ${REFUSED_URLS.length} URLs refused`);
    expect(passed).toEqual([]);
  });

  it('refuses names that resolve to any refused address, and names that do not resolve', async () => {
    expect(await reason(policy, 'http://metadata.internal/')).toBe('refused 169.254.169.254 (link-local) for metadata.internal: webhooks reach only public addresses and WEBHOOK_ALLOWED_NETWORKS');
    expect(await reason(policy, 'http://intranet.example/')).toMatch(/^refused 10\.1\.2\.3 \(private\)/);
    expect(await reason(policy, 'http://mixed.example/')).toMatch(/^refused 192\.168\.1\.1 \(private\)/);
    expect(await reason(policy, 'http://mapped.example/')).toMatch(/loopback \(IPv4-mapped 127\.0\.0\.1\)/);
    expect(await reason(policy, 'http://ula.example/')).toMatch(/unique-local/);
    expect(await reason(policy, 'http://nowhere.example/')).toBe('cannot resolve nowhere.example: ENOTFOUND');
    // A name that does not resolve may later (a delivery tries again); a refused address is refused for good.
    await expect(policy.check('http://nowhere.example/', resolver)).rejects.toBeInstanceOf(UnresolvedHost);
    await expect(policy.check('http://metadata.internal/', resolver)).rejects.not.toBeInstanceOf(UnresolvedHost);
  });

  it('passes public addresses and names, and pins the connection to the checked address', async () => {
    const destination = await policy.check('https://public.example/hook?x=1', resolver);
    expect(destination).toMatchObject({ hostname: 'public.example', address: '93.184.216.34', family: 4 });
    expect((await policy.check('http://[2606:4700::1111]/', resolver)).address).toBe('2606:4700::1111');
    expect((await policy.check('http://8.8.8.8:8080/', resolver)).address).toBe('8.8.8.8');
  });

  it('lets WEBHOOK_ALLOWED_NETWORKS through, and only those', async () => {
    const loopback = new NetworkPolicy(['127.0.0.0/8', 'fd00::/8']);
    expect((await loopback.check('http://127.0.0.1:9000/', resolver)).address).toBe('127.0.0.1');
    expect((await loopback.check('http://2130706433/', resolver)).address).toBe('127.0.0.1');
    expect((await loopback.check('http://ula.example/', resolver)).address).toBe('fd00::5');
    expect(await reason(loopback, 'http://[::1]/')).toMatch(/loopback/);
    expect(await reason(loopback, 'http://10.0.0.1/')).toMatch(/private/);
    expect(() => new NetworkPolicy(['not-a-network'])).toThrow(/WEBHOOK_ALLOWED_NETWORKS/);
  });
});
