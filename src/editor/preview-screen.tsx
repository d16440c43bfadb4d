/**
 * The /editor/ and /global/ screens: a draft story rendered with the site's own layout and blocks, kept
 * up to date while it is edited. Client-only; nothing here is prerendered.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { routing, site } from '../config/site';
import type { PageData } from '../content/page-data-types';
import { StoryblokSource } from '../content/storyblok-source';
import { App } from '../layouts/app';
import { storyRoutePath } from '../config/site-paths';
import { loadBridge } from './editor-events';
import { clientConfigOf, type PreviewConfig } from './preview-config';
import { previewMessages as text } from './preview-messages';
import { normalizeForPreview } from './preview-normalize';
import { resolvePreviewReferences } from './preview-references';
import { parsePreviewQuery, verifyEditorLink, type PreviewTarget } from './preview-query';
import { usePreviewContent } from './use-preview-content';
import { PreviewBar } from './preview-bar';
import { SiteSearchAvailable } from '../search/search-availability';

export type Screen = 'editor' | 'global';

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="container py-5" data-preview-message="">
      <h1 className="h3">{title}</h1>
      {children ? <p>{children}</p> : null}
    </main>
  );
}

/** The story the screen shows: an id from the visual editor, a path, or the global story. */
function keyOf(screen: Screen, target: PreviewTarget): string | null {
  if (target.kind === 'editor') return target.storyId;
  if (target.kind === 'path') return target.slug;
  return screen === 'global' ? routing.globalSlug : null;
}

export function PreviewScreen({ screen, config }: { screen: Screen; config: PreviewConfig | null }) {
  if (!config) return <Message title={text.notConfigured} />;
  return <ConfiguredScreen screen={screen} config={config} />;
}

function ConfiguredScreen({ screen, config }: { screen: Screen; config: PreviewConfig }) {
  const target = useMemo(() => parsePreviewQuery(window.location.search), []);
  const [verified, setVerified] = useState<boolean | null>(target.kind === 'editor' ? null : true);
  useEffect(() => {
    if (target.kind !== 'editor') return;
    // crypto.subtle exists only on https (and localhost): elsewhere the link cannot be checked, so it is refused.
    verifyEditorLink(target, config.token)
      .catch(() => false)
      .then((ok) => {
        setVerified(ok);
        if (ok && window.parent !== window) loadBridge();
      });
  }, [target, config.token]);
  const source = useMemo(() => new StoryblokSource(clientConfigOf(config)), [config]);
  const key = keyOf(screen, target);

  if (verified === false) return <Message title={text.invalidLink} />;
  if (!key) return <Message title={text.noTarget} />;
  if (verified === null) return <Message title={text.loading} />;
  return <Preview source={source} storyKey={key} asGlobal={screen === 'global'} pollMs={config.pollMs} />;
}

function Preview(props: { source: StoryblokSource; storyKey: string; asGlobal: boolean; pollMs: number }) {
  const { source, storyKey, asGlobal, pollMs } = props;
  const pageKey = asGlobal ? null : storyKey;
  const content = usePreviewContent(source, pageKey, asGlobal ? storyKey : routing.globalSlug, pollMs);
  const ready = content.status === 'ready' ? content : null;
  // Each story is normalized when it changes, not when another does: an edit of the page in the visual
  // editor (an input event per keystroke) leaves the global story and the rates page as they were.
  const rawGlobal = ready?.global;
  const rawRates = ready?.rates;
  const global = useMemo(
    () => (rawGlobal ? normalizeForPreview(rawGlobal, 'draft global') : null),
    [rawGlobal],
  );
  const rates = useMemo(
    () => (rawRates ? normalizeForPreview(rawRates, `draft ${routing.ratesSlug}`).story : null),
    [rawRates],
  );
  const page = useMemo(() => {
    const draft = pageKey && ready?.page ? normalizeForPreview(ready.page, `draft ${pageKey}`) : null;
    if (!draft?.story) return draft;
    const resolved = resolvePreviewReferences(draft.story, global?.story ?? null, rates);
    return { story: resolved.story, errors: [...draft.errors, ...resolved.errors] };
  }, [ready, pageKey, global, rates]);
  const shown = asGlobal ? global?.story : page?.story;
  useEffect(() => {
    if (shown) document.title = `${site.titleTemplate(shown.name)} (vista previa)`;
  }, [shown]);

  if (!ready) {
    return content.status === 'error' ? (
      <Message title={text.failed}>{content.message}</Message>
    ) : (
      <Message title={text.loading} />
    );
  }
  if (pageKey && !ready.page) return <Message title={text.pageMissing(pageKey)} />;
  if (asGlobal && !ready.global) return <Message title={text.globalMissing} />;
  const problems = [...(page?.errors ?? []), ...(global?.errors ?? [])];
  if (!shown) return <Message title={text.failed}>{problems.map((e) => e.describe()).join(' ')}</Message>;
  const data: PageData = {
    path: asGlobal ? `/${routing.globalSlug}/` : storyRoutePath(shown.full_slug),
    title: shown.name,
    description: '',
    story: shown,
  };
  return (
    <>
      <PreviewBar problems={problems} />
      {/* Drafts are not in the search index, and the preview searches nothing (docs/behaviour.md "Site search"). */}
      <SiteSearchAvailable value={false}>
        <App page={data} global={global?.story?.content ?? null} />
      </SiteSearchAvailable>
    </>
  );
}
