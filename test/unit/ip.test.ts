// The IPv4 fast path of parseNetwork must give exactly what the general (ip-cidr) parser gives.
import { describe, expect, it } from 'vitest';
import { parseNetwork, parseWithIpCidr } from '../../runtime/lib/ip.js';

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
