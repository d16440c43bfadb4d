/**
 * Events from the Storyblok visual editor (reference §4): the parent window posts `{action:'input', story}`
 * on every keystroke (re-render in place) and `{action:'change'|'published'}` after a save (reload).
 * Only messages from this page's own origin (a local editor, tests) or from Storyblok's app are heard.
 */
export interface EditorEventHandlers {
  input(story: unknown): void;
  reload(): void;
}

const storyblokOrigin = /^https:\/\/app(-[a-z]+)?\.storyblok\.com$/;
export const bridgeScriptUrl = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

export function isTrustedOrigin(origin: string, ownOrigin: string): boolean {
  return origin === ownOrigin || storyblokOrigin.test(origin);
}

export function listenToEditor(handlers: EditorEventHandlers): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isTrustedOrigin(event.origin, window.location.origin)) return;
    const data = event.data as { action?: unknown; story?: unknown } | null;
    if (typeof data !== 'object' || data === null) return;
    if (data.action === 'input' && typeof data.story === 'object' && data.story !== null)
      handlers.input(data.story);
    else if (data.action === 'change' || data.action === 'published') handlers.reload();
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

interface BridgeWindow {
  StoryblokBridge?: new (options?: Record<string, unknown>) => unknown;
}

/**
 * Inside the visual editor only (a verified link): Storyblok's bridge script draws the outlines of the
 * `data-blok-c` elements and tells the editor which blok was clicked. Never loaded anywhere else.
 */
export function loadBridge(): void {
  if (document.querySelector(`script[src="${bridgeScriptUrl}"]`)) return;
  const script = document.createElement('script');
  script.src = bridgeScriptUrl;
  script.async = true;
  script.onload = () => {
    const Bridge = (window as unknown as BridgeWindow).StoryblokBridge;
    if (Bridge) new Bridge({ preventClicks: true });
  };
  document.head.appendChild(script);
}
