// The CSP lets only a page offering a game between two devices reach the signalling relays (and mqtt.js's blob: worker).
import { describe, expect, it } from 'vitest';
import { DEFAULT_RELAYS, FRIEND_PAGE_MARKER } from '../../src/components/play/friend/relays.mjs';
import { policyFor } from '../../src/integrations/csp.mjs';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('CSP for games between two devices', () => {
  it('a page with the marker may connect to any relay over TLS (a player may set their own) and over ws: on the loopback only', () => {
    const policy = policyFor(`<html><head></head><body><div ${FRIEND_PAGE_MARKER}=""></div></body></html>`);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'wss:', 'ws://127.0.0.1:*', 'ws://localhost:*']);
    // The defaults are all covered by wss: (none needs the unencrypted scheme).
    expect(DEFAULT_RELAYS.map((url) => new URL(url).protocol)).toEqual(DEFAULT_RELAYS.map(() => 'wss:'));
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });
  it('any other page keeps connect-src and worker-src to the site', () => {
    const policy = policyFor('<html><head></head><body><p>rules</p></body></html>');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
  });
});
