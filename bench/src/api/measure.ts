import autocannon from 'autocannon';

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors: a run with any is not a valid figure. */
  failures: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A new path for every request (the URL's path is used when not given). */
  nextPath?: () => string;
  connections: number;
  durationSeconds: number;
}

/** Loads one URL with autocannon over loopback for a fixed time. */
export async function measure(options: LoadOptions): Promise<Figures> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.nextPath
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: options.nextPath?.(),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    name: options.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

const pad = (text: string, width: number) => text.padStart(width);

/** A table of figures with each throughput as a share of the baseline's. */
export function formatFigures(
  title: string,
  figures: readonly Figures[],
  baseline: Figures,
): string {
  const lines = [
    title,
    `  ${'what'.padEnd(46)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('x Koa', 6)}`,
  ];
  for (const figure of figures) {
    const ratio = figure.requestsPerSecond / baseline.requestsPerSecond;
    const failures = figure.failures > 0 ? `  (${figure.failures} failed requests!)` : '';
    lines.push(
      `  ${figure.name.padEnd(46)} ${pad(figure.requestsPerSecond.toFixed(0), 8)} ${pad(
        figure.p50Ms.toFixed(1),
        7,
      )} ${pad(figure.p99Ms.toFixed(1), 7)} ${pad(ratio.toFixed(3), 6)}${failures}`,
    );
  }
  return lines.join('\n');
}
