import type { Page } from 'playwright-core';
import { launchChromium } from '../../../e2e/support/browser';

/** One response of a page load as Chromium's network log saw it. */
export interface LoggedResponse {
  path: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Font, Image, Fetch, ... */
  type: string;
  /** The Content-Encoding it came with ('' when none). */
  encoding: string;
  /** Bytes over the wire: response headers plus the body as sent (compressed when it was). */
  wireBytes: number;
  /** The part of `wireBytes` that was the status line and headers. */
  headerBytes: number;
  /** Whether the request started before the page's load event. */
  beforeLoad: boolean;
}

interface RequestSent {
  requestId: string;
  type?: string;
  timestamp: number;
  request: { url: string };
}
interface ResponseReceived {
  requestId: string;
  response: { headers: Record<string, string>; encodedDataLength: number };
}
interface LoadingFinished {
  requestId: string;
  encodedDataLength: number;
}

/**
 * Loads `url` in a fresh Chromium (cold cache, the browser's own Accept-Encoding) and returns
 * every response it received until the network was idle, with its bytes as counted by the
 * DevTools protocol (`Network.loadingFinished.encodedDataLength`). `prepare` runs first in the
 * same browser context without loading a page (e.g. signing in through the API); the page must
 * then stay on the requested path, so a redirect is never measured instead.
 */
export async function logPageLoad(
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<LoggedResponse[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await prepare?.(page);
    const cdp = await page.context().newCDPSession(page);
    const sent = new Map<string, RequestSent>();
    const encodings = new Map<string, string>();
    const headerBytes = new Map<string, number>();
    const finished: LoadingFinished[] = [];
    let loadAt = Number.POSITIVE_INFINITY;
    cdp.on('Network.requestWillBeSent', (event: RequestSent) => {
      if (!sent.has(event.requestId)) sent.set(event.requestId, event);
    });
    cdp.on('Network.responseReceived', (event: ResponseReceived) => {
      const headers = Object.entries(event.response.headers);
      const encoding = headers.find(([name]) => name.toLowerCase() === 'content-encoding');
      encodings.set(event.requestId, encoding?.[1] ?? '');
      // What had arrived when the response started: its status line and headers.
      headerBytes.set(event.requestId, event.response.encodedDataLength);
    });
    cdp.on('Network.loadingFinished', (event: LoadingFinished) => finished.push(event));
    cdp.on('Page.loadEventFired', (event: { timestamp: number }) => {
      loadAt = Math.min(loadAt, event.timestamp);
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) {
      throw new Error(`${url} went to ${landed}: nothing to measure`);
    }
    await cdp.detach();
    return finished.flatMap((event) => {
      const request = sent.get(event.requestId);
      if (!request) return [];
      return [
        {
          path: new URL(request.request.url).pathname,
          type: request.type ?? 'Other',
          encoding: encodings.get(event.requestId) ?? '',
          wireBytes: event.encodedDataLength,
          headerBytes: Math.min(headerBytes.get(event.requestId) ?? 0, event.encodedDataLength),
          beforeLoad: request.timestamp < loadAt,
        },
      ];
    });
  } finally {
    await browser.close();
  }
}
