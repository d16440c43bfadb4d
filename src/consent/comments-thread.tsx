/**
 * The inside of the comments block (docs/behaviour.md §2, §7, §9): the Disqus thread of the page, loaded only with
 * functional consent; otherwise a short notice and a button that opens the preferences. Until the
 * browser has read the consent (and on the server) it shows the block's placeholder.
 */
import { useEffect } from 'react';
import { integrations } from '../config/integrations';
import { domainTexts } from '../config/site';
import { useConsent } from './consent-context';
import { consentTexts } from './consent-texts';
import { disqusThreadId, loadDisqus } from './disqus-loader';
import { NeedsConsentNotice } from './needs-consent-notice';

export interface CommentsThreadProps {
  identifier: string;
  /** Defaults to the build-time configuration; tests pass their own. */
  shortname?: string;
  embedUrl?: string;
}

export function CommentsThread({
  identifier,
  shortname = integrations.disqusShortname,
  embedUrl = integrations.disqusEmbedUrl,
}: CommentsThreadProps) {
  const { status, preferences } = useConsent();
  if (status === 'pending') return <p className="comments-placeholder">{domainTexts.commentsPlaceholder}</p>;
  if (!preferences.functional) {
    return (
      <NeedsConsentNotice className="comments-notice">
        <p className="comments-placeholder">{domainTexts.commentsPlaceholder}</p>
      </NeedsConsentNotice>
    );
  }
  // Third parties are off when not configured (docs/architecture.md "Deliberate deviations"); the loader itself insists on a shortname.
  if (!shortname) return <p className="comments-placeholder">{consentTexts.commentsOff}</p>;
  return <DisqusThreadView identifier={identifier} shortname={shortname} embedUrl={embedUrl} />;
}

function DisqusThreadView({ identifier, shortname, embedUrl }: Required<CommentsThreadProps>) {
  // A new identifier (client navigation to another article) resets the widget to that thread.
  useEffect(() => {
    const url = `${window.location.origin}${window.location.pathname}`;
    loadDisqus({ shortname, identifier, url, title: document.title }, embedUrl);
  }, [identifier, shortname, embedUrl]);
  // Disqus fills this element itself; React gives it no children, so it never fights over them.
  return <div id={disqusThreadId} />;
}
