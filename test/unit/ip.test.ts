// The IPv4 fast path of parseNetwork must give exactly what the general (ip-cidr) parser gives.
import { describe, expect, it } from 'vitest';
import { ipv4TextRanges, networkOf, parseNetwork, parseWithIpCidr, sortKey, supernetKeys } from '../../runtime/lib/ip.js';

describe('parseNetwork', () => {
  it('agrees with ip-cidr on canonical and unusual IPv4 input', () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const inputs = ['0.0.0.0', '255.255.255.255/32', '10.0.0.1/8', '192.168.1.77/0', '1.2.3.4/33', '256.1.1.1', '01.2.3.4', '1.2.3', '1.2.3.4/', '1.2.3.4/24/1', ' 10.1.2.3/24 '];
    for (let i = 0; i < 2000; i++) {
      const quad = [random(256), random(256), random(256), random(256)].join('.');
      inputs.push(i % 3 ? `${quad}/${random(33)}` : quad);
    }
    for (const input of inputs) expect(parseNetwork(input), input).toEqual(parseWithIpCidr(input.trim()));
    expect(parseNetwork('10.1.2.3/24')).toMatchObject({ text: '10.1.2.3/24', network: 0x0a010200n, broadcast: 0x0a0102ffn });
    expect(parseNetwork('256.1.1.1')).toBeNull();
  });
});

describe('parseWithIpCidr', () => {
  it('refuses IPv6 zone ids, which ip-cidr would drop silently (netaddr refuses them)', () => {
    for (const input of ['fe80::1%eth0', 'fe80::1%eth0/64', 'fe80::%25eth0/64', 'fe80::1%']) expect(parseNetwork(input), input).toBeNull();
    expect(parseNetwork('fe80::1/64')).toMatchObject({ text: 'fe80::1/64' });
  });
});

describe('supernetKeys', () => {
  it('gives the sort key of every network holding the value, each as a stored prefix has it', () => {
    const key = (text: string) => sortKey(networkOf(parseNetwork(text)!));
    const v4 = supernetKeys(parseNetwork('10.5.3.7')!);
    expect(v4).toHaveLength(33);
    for (const holder of ['0.0.0.0/0', '10.0.0.0/8', '10.4.0.0/14', '10.5.3.0/24', '10.5.3.7/32']) expect(v4).toContain(key(holder));
    expect(v4).not.toContain(key('10.5.4.0/24'));
    const prefix = supernetKeys(parseNetwork('10.5.0.0/16')!);
    expect(prefix).toHaveLength(17);
    expect(prefix.at(-1)).toBe(key('10.5.0.0/16'));
    const v6 = supernetKeys(parseNetwork('2001:db8::1')!);
    expect(v6).toHaveLength(129);
    expect(v6).toContain(key('2001:db8::/32'));
  });
});

describe('ipv4TextRanges', () => {
  const text = (ranges: [bigint, bigint][] | null) => ranges?.map(([a, b]) => `${dotted(a)}-${dotted(b)}`);
  const dotted = (n: bigint) => [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.');
  it('turns the start of an address\'s text into the address ranges it stands for', () => {
    expect(text(ipv4TextRanges('10.5.3'))).toEqual(['10.5.3.0-10.5.3.255', '10.5.30.0-10.5.39.255']);
    expect(text(ipv4TextRanges('10.5.3.1'))).toEqual(['10.5.3.1-10.5.3.1', '10.5.3.10-10.5.3.19', '10.5.3.100-10.5.3.199']);
    expect(text(ipv4TextRanges('10.5.2'))).toEqual(['10.5.2.0-10.5.2.255', '10.5.20.0-10.5.29.255', '10.5.200.0-10.5.255.255']);
    expect(text(ipv4TextRanges('10.5.'))).toEqual(['10.5.0.0-10.5.255.255']);
    expect(text(ipv4TextRanges('1'))).toEqual(['1.0.0.0-1.255.255.255', '10.0.0.0-19.255.255.255', '100.0.0.0-199.255.255.255']);
    expect(text(ipv4TextRanges('10.0'))).toEqual(['10.0.0.0-10.0.255.255']);
  });
  it('matches nothing the canonical text never holds, and leaves other terms to the text', () => {
    expect(ipv4TextRanges('10.05')).toEqual([]);
    expect(ipv4TextRanges('10.300.1')).toEqual([]);
    expect(ipv4TextRanges('10.5.3.1/24')).toBeNull();
    expect(ipv4TextRanges('2001:db8')).toBeNull();
    expect(ipv4TextRanges('host12')).toBeNull();
    expect(ipv4TextRanges('10.5.3.1.2')).toBeNull();
  });
});
