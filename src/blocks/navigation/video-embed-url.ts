/**
 * Editors paste the address they see in the browser; only embed addresses can be framed. YouTube
 * watch and short links become privacy-enhanced embed links; anything else is used as given.
 */
export function videoEmbedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const id =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' && parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : null;
  if (id && /^[\w-]{6,}$/.test(id)) return `https://www.youtube-nocookie.com/embed/${id}`;
  if (host === 'vimeo.com' && /^\/\d+$/.test(parsed.pathname))
    return `https://player.vimeo.com/video${parsed.pathname}`;
  return url;
}
