/** Starts bundle-child.ts (the Vite builds) in its own process and waits for its bundles. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BuildError } from '../../common/errors';
import type { ClientBundle } from './vite-builds';
import type { BundleReply, BundleRequest } from '../worker-messages';
import { projectRoot } from '../../config/project-paths';

const childScript = fileURLToPath(new URL('./bundle-child.ts', import.meta.url));

export interface ChildBundles {
  client: ClientBundle;
  /** Peak memory of the child, so the build's figures count it. */
  maxRssMb: number;
}

export function bundleInChild(request: BundleRequest): Promise<ChildBundles> {
  // Its own TypeScript loader, whatever runs this process (tsx, Vitest); Vite's warnings go to our output.
  const child = fork(childScript, [], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // An interrupted build exits from its signal handler (atomic-output.ts); the child must not go on
  // writing bundles into the discarded output.
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  return new Promise<ChildBundles>((resolve, reject) => {
    let reply: BundleReply | null = null;
    child.once('message', (message: BundleReply) => (reply = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      if (reply?.ok) resolve({ client: reply.client, maxRssMb: reply.maxRssMb });
      else if (reply)
        reject(new BuildError('bundle_failed', `Bundling failed: ${reply.message}`, reply.stack));
      else
        reject(
          new BuildError('bundle_failed', `The bundling process stopped (${signal ?? `exit code ${code}`}).`),
        );
    });
    child.send(request);
  });
}
