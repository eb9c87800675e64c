import type { Request } from 'express';
import { clientAddress } from './client-address';

const req = (headers: Record<string, string>, remoteAddress = '::ffff:10.1.2.3') =>
  ({ headers, socket: { remoteAddress } }) as unknown as Request;

describe('clientAddress', () => {
  it('takes X-Real-IP from the gateway when the proxy is trusted', () => {
    expect(clientAddress(req({ 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '1.1.1.1' }), true)).toBe(
      '203.0.113.5',
    );
  });

  it('falls back to the last X-Forwarded-For entry, the one the gateway appended', () => {
    expect(clientAddress(req({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), true)).toBe('203.0.113.7');
    expect(clientAddress(req({ 'x-forwarded-for': '2001:DB8::1' }), true)).toBe('2001:db8::1');
  });

  it('ignores the headers when the proxy is not trusted', () => {
    expect(clientAddress(req({ 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '203.0.113.7' }), false)).toBe(
      '10.1.2.3',
    );
  });

  it('ignores header values that are not addresses', () => {
    expect(clientAddress(req({ 'x-real-ip': 'evil', 'x-forwarded-for': 'also evil' }), true)).toBe(
      '10.1.2.3',
    );
    expect(clientAddress(req({}, ''), true)).toBe('unknown');
  });
});
