// `npm run relay` started for a test file: its ws:// address once it prints it, and a stop for afterAll.
import { spawn } from 'node:child_process';

export function startRelay(): { address: Promise<string>; stop: () => void } {
  const relay = spawn(process.execPath, ['scripts/relay.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const address = new Promise<string>((resolve, reject) => {
    let out = '';
    relay.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /relay (ws:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    relay.on('exit', (code) => reject(new Error(`relay exited ${code}`)));
  });
  return { address, stop: () => relay.kill('SIGTERM') };
}
