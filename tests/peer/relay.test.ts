// `npm run relay`: the local MQTT-over-WebSocket relay prints its address and passes messages between two clients.
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { startRelay } from '../support/relay.ts';

const relay = startRelay();
afterAll(relay.stop);
const address = () => relay.address;

describe('npm run relay', () => {
  it('prints a ws:// address on 127.0.0.1 and relays a published message to a subscriber', async () => {
    const url = await address();
    const subscriber = await mqtt.connectAsync(url);
    const publisher = await mqtt.connectAsync(url);
    await subscriber.subscribeAsync('galapagos/test');
    const received = new Promise<string>((resolve) => subscriber.on('message', (_topic, payload) => resolve(payload.toString())));
    await publisher.publishAsync('galapagos/test', 'hello friend');
    expect(await received).toBe('hello friend');
    await Promise.all([subscriber.endAsync(), publisher.endAsync()]);
  });
});
