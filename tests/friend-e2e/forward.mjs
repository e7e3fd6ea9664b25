// A loopback forwarder for a browser in a network namespace of its own: 127.0.0.1:<port> → <gateway>:<port>, each port given.
//
//   node tests/friend-e2e/forward.mjs <gateway> <port>...
//
// Run inside the browser's namespace (`ip netns exec`), so that its pages reach the site and the relay at the same
// 127.0.0.1 addresses as everywhere else (a secure context, the same CSP). Prints `forwarding` once every port listens.
import net from 'node:net';

const [gateway, ...ports] = process.argv.slice(2);
await Promise.all(
  ports.map(
    (port) =>
      new Promise((resolve, reject) => {
        const server = net.createServer((socket) => {
          const upstream = net.connect(Number(port), gateway);
          socket.pipe(upstream).pipe(socket);
          // Either end closing or failing ends both (a page closed, the run's servers stopped).
          socket.on('error', () => upstream.destroy());
          upstream.on('error', () => socket.destroy());
        });
        server.once('error', reject);
        server.listen(Number(port), '127.0.0.1', () => resolve(undefined));
      }),
  ),
);
console.log('forwarding');
