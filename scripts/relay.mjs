// A local signalling relay for games between two devices: an aedes MQTT broker over WebSocket on 127.0.0.1.
//
//   npm run relay [-- --port 8787]
//
// Prints `relay ws://127.0.0.1:<port>` and stays up until stopped (Ctrl-C / SIGTERM). Open the play page with
// `?relay=ws://127.0.0.1:<port>` (or set it in the settings) and the page signals through this relay only. For the tests
// and for people who host their own relay; the site's CSP allows ws://127.0.0.1:* and ws://localhost:* for it.
import { Aedes } from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';

function portArgument(argv) {
  const i = argv.indexOf('--port');
  if (i < 0) return 0;
  const port = Number(argv[i + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad --port ${argv[i + 1]}`);
  return port;
}

const broker = await Aedes.createBroker();
const server = new WebSocketServer({ host: '127.0.0.1', port: portArgument(process.argv.slice(2)) });
server.on('connection', (socket) => {
  const stream = createWebSocketStream(socket);
  // A peer closing its socket mid-write is ordinary here (a tab closed): keep the relay up.
  stream.on('error', () => socket.terminate());
  broker.handle(stream);
});
server.on('listening', () => {
  const { port } = server.address();
  console.log(`relay ws://127.0.0.1:${port}`);
});

function stop() {
  server.close();
  broker.close(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
