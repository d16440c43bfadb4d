/**
 * The intake on a thread of its own (worker entry; intake-host.ts starts it). The build runs on the main
 * thread, and parts of it (bundling, reading 10,000 stories) hold that thread for seconds: here the webhooks
 * are still verified, journaled and answered 202 within milliseconds, and /status answers from the last
 * snapshot the main thread posted.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createIntakeServer, listen } from './intake-server';
import type { IntakeThreadData, ToIntake, FromIntake } from './intake-messages';
import { Journal } from './journal';
import { TokenBucket } from './token-bucket';

const data = workerData as IntakeThreadData;
const port = parentPort;
if (!port) throw new Error('intake-thread.ts runs as a worker thread (intake-host.ts)');
const post = (message: FromIntake): void => port.postMessage(message);

let status: unknown = { publishes: [] };
port.on('message', (message: ToIntake) => {
  if (message.type === 'status') status = message.status;
});

const journal = await Journal.openForAppend(data.stateDir);
const server = createIntakeServer({
  secret: data.secret,
  statusToken: data.statusToken,
  bucket: new TokenBucket(data.burst, data.perSecond),
  recordEvent: (body) => journal.recordEvent(body),
  onEvent: (event, parsed) => post({ type: 'event', event, parsed }),
  status: () => status,
  log: (line) => post({ type: 'log', line }),
});
const address = await listen(server, data.host, data.port);
post({ type: 'listening', host: address.address, port: address.port });
