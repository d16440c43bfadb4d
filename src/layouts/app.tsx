import { useMemo, type ReactNode } from 'react';
import { CurrentPathContext } from '../blocks/parts/current-path';
import { noSiteContact, SiteContactContext, siteContactOf } from '../blocks/parts/site-contact';
import { Block } from '../blocks/parts/render-block';
import { UiStateProvider, useLayoutLoading } from '../blocks/parts/ui-state';
import type { Blok } from '../content/blok';
import type { PageData } from '../content/page-data-types';
import type { BlockOf } from '../content/schemas/registry';
import { ConsentProvider } from '../consent/consent-context';
import { isPrivacyPage } from '../consent/privacy-page';
import { ConsentSlot, useConsentDialogState } from './consent-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderStyle } from './site-header';
import { HydrationBoundary } from '../blocks/parts/hydration-boundary';
import { HeadingOutlineProvider } from '../blocks/parts/heading-outline-context';

export interface AppProps {
  page: PageData;
  global: Blok | null;
  /**
   * Browser only: the page's head tags (NavigationHead), which React hoists into document.head. The server
   * writes them in the document's head instead (document.tsx), so its App leaves the slot empty.
   */
  head?: ReactNode;
}

/** A story chooses its layout (`layout: classic | new`); classic is the default. */
export function layoutOf(page: PageData): HeaderStyle {
  return page.story.content.layout === 'new' ? 'new' : 'classic';
}

/** The whole visible page: the same tree renders at build time and after every client navigation. */
export function App({ page, global, head }: AppProps) {
  return (
    <UiStateProvider>
      <ConsentProvider>
        <CurrentPathContext value={page.path}>
          <Frame
            page={page}
            global={global?.component === 'global' ? (global as BlockOf<'global'>) : null}
            head={head}
          />
        </CurrentPathContext>
      </ConsentProvider>
    </UiStateProvider>
  );
}

function Frame({
  page,
  global,
  head,
}: {
  page: PageData;
  global: BlockOf<'global'> | null;
  head: ReactNode;
}) {
  const loading = useLayoutLoading();
  const style = layoutOf(page);
  const onPrivacyPage = isPrivacyPage(page.path);
  // While the dialog waits for a choice, the page behind is out of reach (a modal dialog).
  const behindDialog = useConsentDialogState(onPrivacyPage) === 'open';
  // The page's tree does not depend on this component's own state (the loading flag, the consent dialog):
  // the same elements let React skip it when that state changes, instead of rendering the whole page again
  // while it hydrates, or updating a region still waiting to hydrate, which React would then hydrate at once
  // (docs/decisions/0009-react-19-runtime.md). Blocks that read the consent or the UI state still update
  // through their contexts.
  const header = useMemo(() => <SiteHeader global={global} style={style} />, [global, style]);
  // The main region is one part of the page's hydration; kept whole in the memo, so that rendering the frame
  // again (its state changes in the first effects) does not hydrate it early, in that task, if it still waits.
  const main = useMemo(
    () => (
      <HydrationBoundary>
        <main id="main" tabIndex={-1}>
          {/* Headings never skip a level (issue 40): each block's level comes from the page's outline. */}
          <HeadingOutlineProvider root={page.story.content}>
            <Block blok={page.story.content} />
          </HeadingOutlineProvider>
        </main>
      </HydrationBoundary>
    ),
    [page.story.content],
  );
  const footer = useMemo(() => <SiteFooter global={global} />, [global]);
  const contact = useMemo(() => (global ? siteContactOf(global) : noSiteContact), [global]);
  return (
    <SiteContactContext value={contact}>
      <div className={`site site--${style}`} data-layout-loading={loading ? 'true' : undefined}>
        <div className="site-frame" inert={behindDialog}>
          <a className="visually-hidden-focusable" href="#main">
            Saltar al contenido
          </a>
          {header}
          {main}
          {footer}
        </div>
        {/* Cookie-consent slot of both layouts; the banner stays away from the privacy page (behaviour §2). */}
        <ConsentSlot onPrivacyPage={onPrivacyPage} />
        {/* Last, and empty on the server: the ids React derives from the tree (useId) stay the same. */}
        {head}
      </div>
    </SiteContactContext>
  );
}
