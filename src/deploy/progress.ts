/**
 * How `npm run deploy` shows its progress: on a terminal one line per phase redrawn in place (objects and
 * bytes); elsewhere (CI, a log file) only the line each finished phase logs. Then the summary.
 */
import type { DeployProgress, DeployResult } from './deploy-site';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function progressLine(p: DeployProgress): string {
  const bytes = p.bytesTotal ? `, ${formatBytes(p.bytesDone)} of ${formatBytes(p.bytesTotal)}` : '';
  return `${p.phase}: ${p.done}/${p.total} objects${bytes}`;
}

export function summaryLine(result: DeployResult, verb = 'Deployed'): string {
  return (
    `${verb} ${result.id}: ${result.uploaded} uploaded, ${result.unchanged} unchanged, ${result.deleted} deleted, ` +
    `${formatBytes(result.bytesUploaded)} sent, ${(result.ms / 1000).toFixed(1)} s` +
    (result.purge.note ? `; ${result.purge.note}` : '') +
    (result.purgeError === undefined
      ? ''
      : `; CDN purge FAILED, ${result.purgeOwed.length} paths owed to the next deploy: ${result.purgeError}`)
  );
}

export interface ProgressView {
  onProgress(p: DeployProgress): void;
  log(line: string): void;
}

export function progressView(stream: NodeJS.WriteStream): ProgressView {
  const tty = stream.isTTY && !process.env.CI;
  let drawn = false;
  const clear = () => {
    if (drawn) stream.write('\r\x1b[2K');
    drawn = false;
  };
  return {
    onProgress(p) {
      if (!tty || !p.total) return;
      clear();
      stream.write(progressLine(p));
      drawn = true;
    },
    log(line) {
      clear();
      stream.write(`${line}\n`);
    },
  };
}
