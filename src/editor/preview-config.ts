/**
 * Configuration of the preview screens, inlined by Vite only into a preview build (PREVIEW=1, see
 * src/site-builder/bundle/preview-env.ts); in the public build every value is "" and the screens say so.
 */
import { contentService } from '../config/site';
import type { StoryblokConfig } from '../content/storyblok-config';

export interface PreviewConfig {
  /** Storyblok preview token: reads drafts and verifies the visual editor's preview link. */
  token: string;
  endpoint: string | undefined;
  region: string | undefined;
  /** How often to ask the content service whether the space changed; 0 = only the bridge's events. */
  pollMs: number;
  /** The local content server is not held to Storyblok's rate limit (docs/behaviour.md §9 protects the service). */
  local: boolean;
}

type Env = Record<string, string | boolean | undefined>;

function isLoopback(endpoint: string | undefined): boolean {
  if (!endpoint) return false;
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

export function readPreviewConfig(env: Env): PreviewConfig | null {
  const read = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const token = read('VITE_PREVIEW_TOKEN');
  if (!token) return null;
  const endpoint = read('VITE_PREVIEW_ENDPOINT')?.replace(/\/+$/, '');
  const poll = Number(read('VITE_PREVIEW_POLL_MS'));
  return {
    token,
    endpoint,
    region: read('VITE_PREVIEW_REGION'),
    local: isLoopback(endpoint),
    // The local content server re-reads its folder on each request: poll it so file edits show within a second.
    pollMs: Number.isFinite(poll) && poll >= 0 ? poll : isLoopback(endpoint) ? 250 : 0,
  };
}

/** The content client's configuration for reading drafts at run time. */
export function clientConfigOf(config: PreviewConfig): StoryblokConfig {
  return {
    accessToken: config.token,
    version: 'draft',
    endpoint: config.endpoint,
    region: config.region,
    perPage: contentService.perPage,
    timeoutSeconds: 30,
    cache: 'manual',
    maxRetries: contentService.maxRetries,
    retryBackoffMs: contentService.retryBackoffMs,
    rateLimit: config.local ? 50 : undefined,
  };
}
