/**
 * A local, Storyblok-compatible content server (node:http, loopback only): serves a content folder
 * through the Content Delivery API v2 shape, so builds, tests and the preview screens work offline.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answer, type ApiAnswer, type ApiTokens, type SpaceSettings } from './api';
import { Faults, type FaultSettings } from './faults';
import { StoryStore } from './story-store';
import { startWebhooks, type WebhookSender, type WebhookSettings } from './webhooks';

export interface ContentServerOptions {
  contentDir: string;
  /** 0 picks a free port. */
  port?: number;
  tokens?: Partial<ApiTokens>;
  space?: Partial<SpaceSettings>;
  faults?: FaultSettings;
  /** Send Storyblok-shaped webhooks when a story file is added, changed or removed (webhooks.ts). */
  webhooks?: WebhookSettings | undefined;
  log?: (line: string) => void;
}

export interface RecordedRequest {
  /** Path and query as received, e.g. `/v2/cdn/stories?page=2&…`. */
  url: string;
  at: number;
}

export interface RunningContentServer {
  /** `http://127.0.0.1:{port}` */
  url: string;
  /** Base URL for storyblok-js-client's `endpoint`: `{url}/v2`. */
  endpoint: string;
  tokens: ApiTokens;
  faults: Faults;
  store: StoryStore;
  /** Every API request received, oldest first (tests count and inspect them). */
  requests: RecordedRequest[];
  /** Set when the server sends webhooks. */
  webhooks: WebhookSender | undefined;
  close(): Promise<void>;
}

export const defaultTokens: ApiTokens = { preview: 'local-preview-token', public: 'local-public-token' };
export const defaultSpace: SpaceSettings = {
  id: 287431,
  name: 'Banco Azul (local)',
  domain: 'http://127.0.0.1/',
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type, Authorization',
  'Access-Control-Expose-Headers': 'Total, Per-Page',
  'Access-Control-Max-Age': '600',
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function send(res: ServerResponse, result: ApiAnswer, truncate = false): void {
  const json = JSON.stringify(result.body);
  res.statusCode = result.status;
  for (const [name, value] of Object.entries({ ...corsHeaders, ...result.headers }))
    res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (truncate) {
    // No Content-Length: the client sees a complete response whose JSON stops halfway.
    res.end(json.slice(0, Math.floor(json.length / 2)));
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/** Headers and half the body, then a space every 100 ms (still valid JSON so far) until the client hangs up. */
function trickle(res: ServerResponse, result: ApiAnswer): void {
  const json = JSON.stringify(result.body);
  res.statusCode = result.status;
  for (const [name, value] of Object.entries({ ...corsHeaders, ...result.headers }))
    res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.write(json.slice(0, Math.floor(json.length / 2)));
  const timer = setInterval(() => res.write(' '), 100);
  res.once('close', () => clearInterval(timer));
}

/** The paginated listings whose `Total`, `per_page` and `page` the faults can lie about (faults.ts). */
const listingPath = /^\/v[12]\/cdn\/(stories|links)\/?$/;

export async function startContentServer(options: ContentServerOptions): Promise<RunningContentServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const tokens: ApiTokens = {
    preview: options.tokens?.preview || defaultTokens.preview,
    public: options.tokens?.public || defaultTokens.public,
  };
  const space: SpaceSettings = { ...defaultSpace, ...options.space };
  const store = new StoryStore(options.contentDir, log);
  const faults = new Faults(options.faults);
  const requests: RecordedRequest[] = [];
  const initial = await store.current();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, { status: 405, body: { error: 'Method not allowed' } });
      return;
    }
    const target = url.pathname + url.search;
    requests.push({ url: target, at: Date.now() });
    if (requests.length > 5000) requests.shift();
    const delay = faults.delayFor(target);
    if (delay > 0) await sleep(delay);
    const fault = faults.take(target);
    if (fault === 'rate_limit') {
      send(res, {
        status: 429,
        body: { error: 'Rate limit of 6 request per second has been reached. Retry later.' },
      });
      return;
    }
    if (fault === 'server_error') {
      send(res, { status: 500, body: { error: 'Internal Server Error' } });
      return;
    }
    if (fault === 'redirect') {
      send(res, { status: 302, body: { error: 'Found' }, headers: { Location: target } });
      return;
    }
    const snapshot = await store.current();
    const listing = listingPath.test(url.pathname);
    const query = listing ? faults.listingQuery(target, url.searchParams) : url.searchParams;
    const answered = answer(url.pathname, query, req.headers.authorization, snapshot, tokens, space);
    const result = listing && answered.status === 200 ? faults.listingAnswer(target, answered) : answered;
    if (fault === 'trickle') trickle(res, result);
    else send(res, result, fault === 'truncate');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`content server: ${(error as Error).message}`);
      if (!res.headersSent) send(res, { status: 500, body: { error: 'Internal Server Error' } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const webhooks = options.webhooks
    ? startWebhooks(store, initial, space.id, options.webhooks, log)
    : undefined;
  return {
    url: base,
    endpoint: `${base}/v2`,
    tokens,
    faults,
    store,
    requests,
    webhooks,
    close: () =>
      new Promise<void>((resolve) => {
        webhooks?.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
