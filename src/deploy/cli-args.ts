/** The arguments of `npm run deploy`. */
import { ConfigError } from '../common/errors';

export type DeployCommand =
  | { kind: 'deploy'; allowMassDelete: boolean; contentVersion?: number }
  | { kind: 'rollback'; id?: string; allowMassDelete: boolean }
  | { kind: 'list' }
  | { kind: 'cdn-config'; dir: string };

export const deployUsage =
  'npm run deploy [-- --allow-mass-delete] [--content-version N] | -- --rollback [id] | -- --list | -- --cdn-config DIR';

function refused(message: string): ConfigError {
  return new ConfigError('deploy_arguments', message, `usage: ${deployUsage}`);
}

export function parseDeployArgs(argv: readonly string[]): DeployCommand {
  const args = [...argv];
  const allowMassDelete = args.includes('--allow-mass-delete');
  const rest = args.filter((arg) => arg !== '--allow-mass-delete');
  const first = rest[0];
  if (first === '--rollback') {
    if (rest.length > 2)
      throw refused(`--rollback takes at most one deploy id, got: ${rest.slice(1).join(' ')}`);
    const id = rest[1];
    if (id?.startsWith('--')) throw refused(`--rollback ${id}: an id does not start with --`);
    return { kind: 'rollback', allowMassDelete, ...(id ? { id } : {}) };
  }
  if (first === '--list') {
    if (rest.length > 1) throw refused(`--list takes nothing more, got: ${rest.slice(1).join(' ')}`);
    return { kind: 'list' };
  }
  if (first === '--cdn-config') {
    const dir = rest[1];
    if (!dir || rest.length > 2) throw refused('--cdn-config takes one folder');
    return { kind: 'cdn-config', dir };
  }
  if (first === '--content-version') {
    const raw = rest[1] ?? '';
    if (!/^\d+$/.test(raw) || rest.length > 2) throw refused(`--content-version ${raw}: not a whole number`);
    return { kind: 'deploy', allowMassDelete, contentVersion: Number(raw) };
  }
  if (first !== undefined) throw refused(`unknown argument ${first}`);
  return { kind: 'deploy', allowMassDelete };
}
