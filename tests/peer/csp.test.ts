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
  it('a page with the marker may connect to each default relay and to a relay on the loopback, and nothing else', () => {
    const policy = policyFor(`<html><head></head><body><div ${FRIEND_PAGE_MARKER}=""></div></body></html>`);
    const expected = ["'self'", ...DEFAULT_RELAYS.map((url) => new URL(url).origin), 'ws://127.0.0.1:*', 'ws://localhost:*'];
    expect(directive(policy, 'connect-src')).toEqual(expected);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });
  it('any other page keeps connect-src and worker-src to the site', () => {
    const policy = policyFor('<html><head></head><body><p>rules</p></body></html>');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
  });
});
