import { expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

forEachDatabase('graceful shutdown', (database) => {
  it('finishes a request in flight, then refuses new connections and closes', async () => {
    const server = await startTestServer({ database });
    try {
      const body = new TextEncoder().encode(JSON.stringify(validOrder()));
      const half = Math.floor(body.length / 2);
      let sendRest: () => void = () => undefined;
      const restMayGo = new Promise<void>((resolve) => (sendRest = resolve));
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(body.slice(0, half));
          await restMayGo;
          controller.enqueue(body.slice(half));
          controller.close();
        },
      });
      const arrived = new Promise((resolve) => server.server.once('request', resolve));
      const inFlight = server.fetch('/api/orders/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
        body: stream,
        duplex: 'half',
      });
      await arrived;
      const closed = server.close();
      sendRest();

      const response = await inFlight;
      expect(response.status, server.logger.lines.join('\n')).toBe(201);
      await closed;
      await expect(fetch(`${server.baseUrl}/api/categories/`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });
});
