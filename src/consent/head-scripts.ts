/**
 * Third-party scripts of the document head (docs/behaviour.md §1): the marketing/CRM tracking script and the
 * contact-centre chat script, both async and deferred. Only configured ones are listed, so an
 * unconfigured build contains no third-party address at all (docs/architecture.md "Deliberate deviations").
 */
import { integrations } from '../config/integrations';

export interface HeadScript {
  key: 'tracking' | 'chat';
  src: string;
}

export function headScripts(
  config: { trackingScriptUrl: string; chatScriptUrl: string } = integrations,
): HeadScript[] {
  const scripts: HeadScript[] = [];
  if (config.trackingScriptUrl) scripts.push({ key: 'tracking', src: config.trackingScriptUrl });
  if (config.chatScriptUrl) scripts.push({ key: 'chat', src: config.chatScriptUrl });
  return scripts;
}
