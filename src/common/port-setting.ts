import { ConfigError } from './errors';

/**
 * A TCP port read from an environment variable: unset or empty gives `fallback`; anything but a whole number
 * from 1 to 65535 is a one-line setting error naming the variable (src/common/cli-failure.ts), where Node
 * would throw its own RangeError with a stack trace at `listen`.
 */
export function portSetting(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim() ?? '';
  if (text === '') return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    throw new ConfigError(
      'bad-port',
      `${name} must be a whole number from 1 to 65535, not ${JSON.stringify(raw)}`,
      `correct or unset ${name} (unset: ${fallback}).`,
    );
  }
  return port;
}
