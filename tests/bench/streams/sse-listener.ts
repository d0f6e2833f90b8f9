import { request } from 'node:http';

/** One open stream as the benchmark holds it: raw HTTP, no client library, so the figures are the gateway's. */
export interface Listener {
  /** Resolves with the time (performance.now()) the first event containing `marker` arrived. */
  arrival(marker: string): Promise<number>;
  close(): void;
}

/** Opens a subscription stream on the gateway; resolves once its first event (the snapshot) has arrived. */
export function listen(url: string, query: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const waiting: { marker: string; resolve: (at: number) => void }[] = [];
    let opened = false;
    const listener: Listener = {
      arrival: (marker) => new Promise((done) => waiting.push({ marker, resolve: done })),
      // Called only once the stream is open, so after `req` below is set.
      close: () => req.destroy(),
    };
    const req = request(`${url}/graphql/stream`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!chunk.includes('event: next')) return;
        if (!opened) {
          opened = true;
          resolve(listener);
        }
        const at = performance.now();
        for (let i = waiting.length - 1; i >= 0; i--) {
          if (chunk.includes(waiting[i]!.marker)) waiting.splice(i, 1)[0]!.resolve(at);
        }
      });
    });
    req.on('error', (error) => (opened ? undefined : reject(error)));
    req.end(JSON.stringify({ query }));
  });
}
