/**
 * A stand-in of CloudFront's `CreateInvalidation` on 127.0.0.1 for the purge's tests, answering as the API
 * reference documents it: `POST /2020-05-31/distribution/{Id}/invalidation` with an `InvalidationBatch` XML
 * body → 201, a `Location` header and the `Invalidation` XML (`InProgress`); errors as CloudFront's
 * `ErrorResponse` XML. Like CloudFront it remembers each CallerReference: the same reference with the same
 * paths answers the invalidation already made, with other paths `InvalidationBatchAlreadyExists` (409).
 * It records every request as sent (path, signature header, body) for the tests to check.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InvalidationCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
  /** The `<Path>` items of the body, in order. */
  paths: string[];
  callerReference: string | undefined;
}

export interface CloudFrontFailure {
  status: number;
  code: string;
  message: string;
}

export interface CloudFrontStandIn {
  url: string;
  calls: InvalidationCall[];
  /** The next `count` requests fail with this answer (CloudFront's ErrorResponse XML). */
  failNext(count: number, failure: CloudFrontFailure): void;
  close(): Promise<void>;
}

const namespace = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';

function itemsOf(body: string, tag: string): string[] {
  return [...body.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => unescapeXml(m[1] ?? ''));
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function errorXml(failure: CloudFrontFailure, requestId: string): string {
  return (
    `<?xml version="1.0"?>\n<ErrorResponse xmlns="${namespace}"><Error><Type>Sender</Type>` +
    `<Code>${failure.code}</Code><Message>${escapeXml(failure.message)}</Message></Error>` +
    `<RequestId>${requestId}</RequestId></ErrorResponse>`
  );
}

function invalidationXml(id: string, reference: string, paths: readonly string[], created: string): string {
  return (
    `<?xml version="1.0"?>\n<Invalidation xmlns="${namespace}"><Id>${id}</Id><Status>InProgress</Status>` +
    `<CreateTime>${created}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity>` +
    `<Items>${paths.map((p) => `<Path>${escapeXml(p)}</Path>`).join('')}</Items></Paths>` +
    `<CallerReference>${escapeXml(reference)}</CallerReference></InvalidationBatch></Invalidation>`
  );
}

export async function startCloudFrontStandIn(distributionId: string): Promise<CloudFrontStandIn> {
  const calls: InvalidationCall[] = [];
  const made = new Map<string, { id: string; paths: string[]; created: string }>();
  let failures: { count: number; failure: CloudFrontFailure | undefined } = { count: 0, failure: undefined };
  let sequence = 0;
  const route = `/2020-05-31/distribution/${distributionId}/invalidation`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const paths = itemsOf(body, 'Path');
      const reference = itemsOf(body, 'CallerReference')[0];
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
        paths,
        callerReference: reference,
      });
      sequence += 1;
      const requestId = `req-${sequence}`;
      const fail = (failure: CloudFrontFailure) =>
        res
          .writeHead(failure.status, { 'content-type': 'text/xml', 'x-amzn-requestid': requestId })
          .end(errorXml(failure, requestId));
      if (req.method !== 'POST' || req.url !== route)
        return fail({
          status: 404,
          code: 'NoSuchDistribution',
          message: 'The specified distribution does not exist.',
        });
      const failure = failures.failure;
      if (failures.count > 0 && failure) {
        failures = { count: failures.count - 1, failure };
        return fail(failure);
      }
      const quantity = Number(itemsOf(body, 'Quantity')[0]);
      if (!reference || quantity !== paths.length)
        return fail({
          status: 400,
          code: 'InconsistentQuantities',
          message: "The value of Quantity and the size of Items don't match.",
        });
      const earlier = made.get(reference);
      if (earlier && earlier.paths.join('\n') !== paths.join('\n'))
        return fail({
          status: 409,
          code: 'InvalidationBatchAlreadyExists',
          message: `Invalidation batch specified in the request already exists: ${reference}`,
        });
      const invalidation = earlier ?? {
        id: `I${String(sequence).padStart(13, '0')}`,
        paths,
        created: new Date().toISOString(),
      };
      made.set(reference, invalidation);
      res
        .writeHead(201, {
          'content-type': 'text/xml',
          'x-amzn-requestid': requestId,
          location: `https://cloudfront.amazonaws.com${route}/${invalidation.id}`,
        })
        .end(invalidationXml(invalidation.id, reference, invalidation.paths, invalidation.created));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(count, failure) {
      failures = { count, failure };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
