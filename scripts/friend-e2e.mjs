// `npm run test:friend`: the two-device browser tests (tests/friend-e2e) inside a network namespace of their own.
//
// WebRTC gathers host candidates only on an interface with a default route (not on loopback alone), and the tests must not
// use this machine's own network. So, as root: `unshare --net` makes an empty namespace; lo comes up, a veth pair
// 10.231.0.1/24 <-> 10.231.0.2/24 comes up with a default route via 10.231.0.2 (nothing answers there: no traffic leaves),
// and the static server, the relay (`npm run relay`, started by the spec) and Chromium all run inside it on 127.0.0.1.
// friend-relay.spec.ts makes two more namespaces inside this one, one per browser, that reach the
// relay and the site but not each other unless the test opens the way (tests/friend-e2e/netns.ts), and remove them after.
import { spawnSync } from 'node:child_process';

const setup = [
  'set -e',
  'ip link set lo up',
  'ip link add gx-veth0 type veth peer name gx-veth1',
  'ip addr add 10.231.0.1/24 dev gx-veth0',
  'ip addr add 10.231.0.2/24 dev gx-veth1',
  'ip link set gx-veth0 up',
  'ip link set gx-veth1 up',
  'ip route add default via 10.231.0.2',
  `exec npx playwright test --config playwright.friend.config.ts ${process.argv
    .slice(2)
    .map((a) => `'${a.replace(/'/g, '')}'`)
    .join(' ')}`,
].join('\n');

const run = spawnSync('unshare', ['--net', 'sh', '-c', setup], { stdio: 'inherit' });
if (run.error) {
  console.error(`test:friend: could not make a network namespace (${run.error.message}); it needs root and unshare.`);
  process.exit(1);
}
process.exit(run.status ?? 1);
