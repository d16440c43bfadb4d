/** `npm run serve`: serves dist/ (or OUT_DIR) at http://127.0.0.1:4173 (HOST, PORT override). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { reportCliFailure } from '../common/cli-failure';
import { portSetting } from '../common/port-setting';
import { defaultOutDir } from '../config/project-paths';

const root = path.resolve(process.env.OUT_DIR || defaultOutDir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`Nothing to serve: ${root} has no index.html. Run \`npm run build\` first.`);
  process.exit(1);
}
try {
  // Imported here: the headers it serves read the settings, and a bad one must be a one-line failure.
  const { serveStatic } = await import('./serve');
  const { server, url } = await serveStatic({
    root,
    host: process.env.HOST || '127.0.0.1',
    port: portSetting('PORT', process.env.PORT, 4173),
  });
  console.log(`Serving ${root} at ${url}`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  reportCliFailure('Serve', error);
}
