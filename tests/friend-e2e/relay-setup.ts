// Playwright global setup of the two-device tests: one local relay (`npm run relay`) for the whole run, inside its namespace.
import { spawn } from 'node:child_process';

/** Starts scripts/relay.mjs, publishes its address as FRIEND_RELAY to the workers, and returns the teardown. */
export default async function startRelay(): Promise<() => Promise<void>> {
  const relay = spawn(process.execPath, ['scripts/relay.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.env.FRIEND_RELAY = await new Promise<string>((resolve, reject) => {
    let out = '';
    relay.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /relay (ws:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    relay.on('exit', (code) => reject(new Error(`relay exited ${code}`)));
  });
  return async () => {
    const exited = new Promise((resolve) => relay.once('exit', resolve));
    relay.kill('SIGTERM');
    await exited;
  };
}
