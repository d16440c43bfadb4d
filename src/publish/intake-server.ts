/**
 * The service's HTTP side: POST /webhooks/storyblok and GET /status. A webhook is answered 202 as soon as it
 * is verified and on disk (journal.ts); the work happens after. Checks, cheapest first: the flood limit
 * (429), the body limit (413, reading stops), the signature on the raw bytes (401), the JSON shape (400).
 * Nothing is recorded or queued for a refused request.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JournalEvent } from './journal';
import { readLimitedBody } from './limited-body';
import { signatureHeader, signatureMatches } from './signature';
import {
  BadEventError,
  describeEvent,
  eventChangesSite,
  parseStoryblokEvent,
  type StoryblokEvent,
} from './storyblok-event';
import type { TokenBucket } from './token-bucket';

/** Storyblok's payloads are a few hundred bytes; 64 kB leaves room and bounds what one request may cost. */
export const maxWebhookBytes = 64 * 1024;
export const webhookPath = '/webhooks/storyblok';

export interface IntakeOptions {
  /** undefined only with PUBLISH_INSECURE_LOCAL=1 (settings.ts): then any body is taken unsigned. */
  secret: string | undefined;
  recordEvent(body: Buffer): Promise<JournalEvent>;
  onEvent(event: JournalEvent, parsed: StoryblokEvent): void;
  bucket: TokenBucket;
  /** undefined: GET /status answers 404, as if there were none. */
  statusToken: string | undefined;
  status(): unknown;
  log: (line: string) => void;
}

function reply(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(json)),
    ...headers,
  });
  res.end(json);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '', 'utf8');
  const expected = Buffer.from(token, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function handleWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  options: IntakeOptions,
): Promise<void> {
  if (!options.bucket.take()) {
    options.log('intake: 429, too many webhooks at once');
    reply(res, 429, { error: 'too many requests' }, { 'Retry-After': '1', Connection: 'close' });
    req.resume();
    return;
  }
  const read = await readLimitedBody(req, maxWebhookBytes);
  if (!read.ok) {
    if (read.reason === 'too_large') {
      options.log(`intake: 413, body over ${maxWebhookBytes} bytes`);
      reply(res, 413, { error: `body over ${maxWebhookBytes} bytes` }, { Connection: 'close' });
    }
    return;
  }
  if (
    options.secret !== undefined &&
    !signatureMatches(read.body, req.headers[signatureHeader], options.secret)
  ) {
    const why = req.headers[signatureHeader] === undefined ? 'missing' : 'wrong';
    options.log(`intake: 401, ${why} ${signatureHeader}`);
    reply(res, 401, { error: `${why} ${signatureHeader}` });
    return;
  }
  let parsed: StoryblokEvent;
  try {
    parsed = parseStoryblokEvent(read.body);
  } catch (error) {
    if (!(error instanceof BadEventError)) throw error;
    options.log(`intake: 400, ${error.message}`);
    reply(res, 400, { error: error.message });
    return;
  }
  let event: JournalEvent;
  try {
    event = await options.recordEvent(read.body);
  } catch (error) {
    // Not on disk, so not accepted: saying 202 would promise a publish a crash could lose.
    options.log(`intake: 503, the journal could not record the event: ${(error as Error).message}`);
    reply(res, 503, { error: 'the event could not be recorded' });
    return;
  }
  const changesSite = eventChangesSite(parsed);
  reply(res, 202, { id: event.id, event: describeEvent(parsed), publish: changesSite });
  options.onEvent(event, parsed);
}

function handleStatus(req: IncomingMessage, res: ServerResponse, options: IntakeOptions): void {
  if (options.statusToken === undefined) {
    reply(res, 404, { error: 'not found' });
    return;
  }
  if (!bearerMatches(req.headers.authorization, options.statusToken)) {
    reply(
      res,
      401,
      { error: 'a valid Authorization: Bearer token is needed' },
      { 'WWW-Authenticate': 'Bearer' },
    );
    return;
  }
  reply(res, 200, options.status());
}

export function createIntakeServer(options: IntakeOptions): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname}`;
    const work =
      route === `POST ${webhookPath}`
        ? handleWebhook(req, res, options)
        : route === 'GET /status'
          ? Promise.resolve(handleStatus(req, res, options))
          : route === 'GET /healthz'
            ? Promise.resolve(reply(res, 200, { ok: true }))
            : Promise.resolve(reply(res, url.pathname === webhookPath ? 405 : 404, { error: 'not found' }));
    work.catch((error: unknown) => {
      options.log(`intake: 500, ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) reply(res, 500, { error: 'internal error' });
      else res.destroy();
    });
  });
}

/** Listens on host:port (0: a free port) and resolves with the address. */
export async function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server.address() as AddressInfo;
}
