// Worker: this player's side of a game between two devices (the deck's cryptography and the checks), off the page's main thread.
import { playerView } from '../../../engine/index.ts';
import { Peer } from '../../../peer/index.ts';
import type { WorkerReply, WorkerRequest } from './peerProtocol.ts';

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
let peer: Peer | null = null;

function reply(out: readonly unknown[], error: string | null = null): void {
  if (peer === null) return;
  const message: WorkerReply = {
    out: out.map((m) => JSON.stringify(m)),
    view: peer.view(),
    ready: peer.ready(),
    sealed: peer.bidSealed(),
    audited: peer.round.audited,
    failure: peer.failure,
    abandonedBy: peer.abandonedBy,
    lastReceived: peer.lastReceived,
    journal: peer.journal(),
    refused: error,
    awaitingReveal: peer.awaitingReveal(),
    sentCount: peer.sent.length,
    // After the audit the deal's every card is open: the review may show both hands.
    finished: peer.audited.length > 0 ? playerView(peer.audited[peer.audited.length - 1], peer.seat) : null,
    deals: peer.auditedDeals.map((deal) => ({ start: deal.start, actions: deal.actions })),
  };
  postMessage(message);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'start':
      peer =
        request.journal === null
          ? new Peer({ seat: request.seat, options: request.options, random })
          : Peer.restore(request.journal, random);
      reply(request.journal === null ? peer.start() : []);
      // One-time tables for the deck's cryptography, built while the friend is still on the way.
      peer.prepare();
      return;
    case 'receive': {
      if (peer === null) return;
      const result = peer.receive(request.text);
      reply(result.ok ? result.value : [], result.ok ? null : result.error.code);
      return;
    }
    case 'act': {
      if (peer === null) return;
      const result = peer.act(request.action);
      reply(result.ok ? result.value : [], result.ok ? null : result.error.code);
      return;
    }
    case 'resend':
      if (peer === null) return;
      reply(peer.messagesAfter(request.after));
      return;
    case 'abandon':
      if (peer === null) return;
      reply(peer.abandon());
      return;
    case 'withheld':
      if (peer === null) return;
      peer.stopWaiting();
      reply([]);
      return;
  }
};
