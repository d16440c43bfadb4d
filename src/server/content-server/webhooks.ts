/**
 * The local content server's webhooks, so an editor's publish can be played on this machine: the folder is
 * re-read every `pollMs`, and each story change (story-changes.ts) is sent as Storyblok sends it, after the
 * space's version has moved, `delayMs` later (Storyblok waits ~2 s for its /cdn/spaces/me cache), as a
 * JSON POST signed with `webhook-signature` (hex HMAC-SHA1 of the body) when a secret is set. A failed
 * delivery is logged and not retried, as with Storyblok.
 */
import { webhookSignatureOf } from '../../common/webhook-signature';
import { storyChanges, type StoryChange } from './story-changes';
import type { StoreSnapshot, StoryStore } from './story-store';

export interface WebhookSettings {
  url: string;
  secret?: string | undefined;
  /** Wait between the version bump and the POST (CONTENT_SERVER_WEBHOOK_DELAY_MS; default 2000). */
  delayMs: number;
  /** How often the folder is checked for changes; default 250 ms. */
  pollMs?: number;
}

export interface WebhookSender {
  /** Every delivery so far (tests): the payload and the answer's status, 0 when it never arrived. */
  sent: Array<{ payload: Record<string, unknown>; status: number }>;
  stop(): void;
}

export function webhookPayload(change: StoryChange, spaceId: number): Record<string, unknown> {
  const { story, action } = change;
  return {
    text: `The user Local content server ${action} the Story ${story.name} (${story.full_slug})`,
    action,
    space_id: spaceId,
    story_id: story.id,
    full_slug: story.full_slug,
  };
}

/** `initial`: the read the server started with, the state later reads are compared to. */
export function startWebhooks(
  store: StoryStore,
  initial: StoreSnapshot,
  spaceId: number,
  settings: WebhookSettings,
  log: (line: string) => void,
): WebhookSender {
  const sent: WebhookSender['sent'] = [];
  let baseline = initial;
  let checking = false;
  let stopped = false;

  async function deliver(change: StoryChange): Promise<void> {
    const payload = webhookPayload(change, spaceId);
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (settings.secret) headers['webhook-signature'] = webhookSignatureOf(body, settings.secret);
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        body,
        headers,
        signal: AbortSignal.timeout(120_000),
      });
      sent.push({ payload, status: response.status });
      await response.body?.cancel();
      log(`content server: webhook ${change.action} ${change.story.full_slug} → ${response.status}`);
    } catch (error) {
      sent.push({ payload, status: 0 });
      log(
        `content server: webhook ${change.action} ${change.story.full_slug} to ${settings.url} failed: ${(error as Error).message}`,
      );
    }
  }

  async function check(): Promise<void> {
    if (checking || stopped) return;
    checking = true;
    try {
      const snapshot = await store.current();
      // A half-written file would read as a deletion: wait for a read where every file is a story.
      if (snapshot.unreadable.length > 0 || snapshot === baseline) return;
      const previous = baseline;
      baseline = snapshot;
      for (const change of storyChanges(previous.stories, snapshot.stories)) {
        setTimeout(() => void deliver(change), settings.delayMs);
      }
    } finally {
      checking = false;
    }
  }

  const timer = setInterval(
    () => void check().catch((error: unknown) => log(`content server: ${(error as Error).message}`)),
    settings.pollMs ?? 250,
  );
  timer.unref();
  return {
    sent,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
