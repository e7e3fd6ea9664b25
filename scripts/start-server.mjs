// Starts scripts/serve.mjs on a built site (loopback only) and resolves once it answers: for the scripts that load the site in a browser.
import { spawn } from 'node:child_process';

/** The server process, once `http://127.0.0.1:{port}/` answers (`label` names the caller in the error). */
export async function startServer(dist, port, label) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', dist, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`${label}: the server on port ${port} did not start.`);
}
