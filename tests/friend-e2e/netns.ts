// Two browsers that reach the site and the relay but not each other, as on two real networks with NAT between them.
//
// Inside the run's own namespace (scripts/friend-e2e.mjs, which runs the relay and the site on 127.0.0.1), each browser
// gets a network namespace of its own joined to the run's by a veth pair: 10.232.1.2 and 10.232.2.2, each with its default
// route to the run's end (10.232.1.1, 10.232.2.1). The run's namespace forwards nothing between the two unless told to
// (a direct connection can then be made, and cut by stopping the forwarding). Its end of each pair listens on the site's and
// the relay's ports and passes the connections to 127.0.0.1; in each browser's namespace a forwarder (forward.mjs) listens
// on the same 127.0.0.1 ports, so the pages keep their usual addresses. Chromium is started in its namespace through a
// wrapper (`ip netns exec <ns> <chromium> "$@"`): Playwright speaks to it over a pipe, which the wrapper passes on. Every
// packet stays in these namespaces; close() removes them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { withTestBudget } from '../e2e/test.ts';
import { relayUrl } from './helpers.ts';
import { test } from './test.ts';

export interface SeparatedNetworks {
  /** A browser in side `side`'s namespace. */
  launch(side: 0 | 1): Promise<Browser>;
  /** Whether the run's namespace passes packets between the two browsers' (a direct connection possible) or not. */
  forward(on: boolean): void;
  close(): Promise<void>;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'inherit'] });

/** The namespaces for `ports` (the site's and the relay's), with browsers launched as `browserType` with `options`. */
export async function separatedNetworks(
  ports: readonly number[],
  browserType: BrowserType,
  options: LaunchOptions,
): Promise<SeparatedNetworks> {
  const tag = `gx${process.pid}`;
  const sides = [0, 1].map((i) => ({
    ns: `${tag}n${i}`,
    outer: `${tag}v${i}`,
    inner: `${tag}w${i}`,
    gateway: `10.232.${i + 1}.1`,
    address: `10.232.${i + 1}.2`,
    wrapper: join(tmpdir(), `${tag}-chromium-${i}.sh`),
  }));
  const servers: net.Server[] = [];
  const sockets = new Set<net.Socket>();
  const forwarders: ChildProcess[] = [];
  const browsers: Browser[] = [];
  const forward = (on: boolean) => writeFileSync('/proc/sys/net/ipv4/ip_forward', on ? '1' : '0');
  forward(false);

  for (const side of sides) {
    ip('netns', 'add', side.ns);
    ip('link', 'add', side.outer, 'type', 'veth', 'peer', 'name', side.inner);
    ip('link', 'set', side.inner, 'netns', side.ns);
    ip('addr', 'add', `${side.gateway}/24`, 'dev', side.outer);
    ip('link', 'set', side.outer, 'up');
    ip('-n', side.ns, 'link', 'set', 'lo', 'up');
    ip('-n', side.ns, 'addr', 'add', `${side.address}/24`, 'dev', side.inner);
    ip('-n', side.ns, 'link', 'set', side.inner, 'up');
    ip('-n', side.ns, 'route', 'add', 'default', 'via', side.gateway);
    // The run's end of the pair: the site and the relay, reached at the gateway address.
    for (const port of ports) {
      const server = net.createServer((socket) => {
        const upstream = net.connect(port, '127.0.0.1');
        for (const s of [socket, upstream]) {
          sockets.add(s);
          s.once('close', () => sockets.delete(s));
        }
        socket.pipe(upstream).pipe(socket);
        socket.on('error', () => upstream.destroy());
        upstream.on('error', () => socket.destroy());
      });
      await new Promise<void>((resolve) => server.listen(port, side.gateway, resolve));
      servers.push(server);
    }
    const forwarder = spawn(
      'ip',
      ['netns', 'exec', side.ns, process.execPath, 'tests/friend-e2e/forward.mjs', side.gateway, ...ports.map(String)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    forwarders.push(forwarder);
    await new Promise<void>((resolve, reject) => {
      forwarder.stdout?.on('data', (chunk: Buffer) => (chunk.toString().includes('forwarding') ? resolve() : undefined));
      forwarder.once('exit', (code) => reject(new Error(`forwarder in ${side.ns} exited ${code}`)));
    });
    writeFileSync(side.wrapper, `#!/bin/sh\nexec ip netns exec ${side.ns} '${options.executablePath}' "$@"\n`);
    chmodSync(side.wrapper, 0o755);
  }

  return {
    async launch(i) {
      const browser = await browserType.launch({
        ...options,
        executablePath: sides[i].wrapper,
        // Host candidates as addresses (not mDNS names, which no multicast carries between namespaces): with no STUN
        // server in the tests, they are the only way a direct connection can be made when forwarding is on.
        args: [...(options.args ?? []), '--disable-features=WebRtcHideLocalIpsWithMdns'],
      });
      browsers.push(browser);
      return browser;
    },
    forward,
    async close() {
      await Promise.all(browsers.map((b) => b.close()));
      for (const forwarder of forwarders) forwarder.kill('SIGTERM');
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      forward(false);
      for (const side of sides) {
        // Deleting the namespace deletes its end of the pair, and so the pair.
        ip('netns', 'del', side.ns);
        rmSync(side.wrapper, { force: true });
      }
    },
  };
}

/** A spec's two separated browsers: a fresh page in each, and the forwarding between them. */
export interface SeparatedPair {
  /** A new page in each browser (side 0, side 1), with the run's usual context options and the tests' judge budget. */
  pages(baseURL: string | undefined): Promise<[Page, Page]>;
  forward(on: boolean): void;
}

/** Makes the namespaces and their two browsers once for the calling spec (beforeAll), and removes them after (afterAll). */
export function useSeparatedNetworks(): SeparatedPair {
  let networks: SeparatedNetworks | undefined;
  let browsers: Browser[] = [];
  test.beforeAll(async ({ playwright, launchOptions }) => {
    const site = Number(process.env.FRIEND_E2E_PORT ?? 4339);
    networks = await separatedNetworks([site, Number(new URL(relayUrl()).port)], playwright.chromium, launchOptions);
    browsers = [await networks.launch(0), await networks.launch(1)];
  });
  test.afterAll(async () => {
    await networks?.close();
  });
  return {
    async pages(baseURL) {
      const [a, b] = await Promise.all(
        browsers.map(async (browser) =>
          (await withTestBudget(await browser.newContext({ baseURL, serviceWorkers: 'block', reducedMotion: 'reduce' }))).newPage(),
        ),
      );
      return [a, b];
    },
    forward: (on) => networks?.forward(on),
  };
}
