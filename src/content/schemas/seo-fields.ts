/**
 * The SEO fields of a story, on its page-type block: what search engines and link previews say of the page
 * (src/content/routes/page-description.ts). Optional: a page without them describes itself by its introduction.
 */
import { z } from 'zod';
import { seo } from '../../config/seo';
import { withFieldCheck } from './field-warnings';
import { shortJson } from './blocks/style-fields';

/** Spaces and line breaks as one space: a meta description is one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * `seo_description`: plain text; missing, '' or null when unset. A text longer than search results show is used as
 * written (the editor's words), with a warning that its end may not be seen.
 */
export const seoDescription = () =>
  withFieldCheck(
    z
      .string()
      .nullish()
      // Unset is left out rather than '', so page data of a page without the field does not grow.
      .transform((v) => oneLine(v ?? '') || undefined),
    (raw) => {
      const length = typeof raw === 'string' ? oneLine(raw).length : 0;
      return length > seo.descriptionMaxLength
        ? {
            code: 'long_description',
            message: `The SEO description has ${length} characters; search results show about ${seo.descriptionMaxLength}, so its end may be cut`,
            found: shortJson(raw),
            hint: `Shorten "seo_description" in Storyblok to ${seo.descriptionMaxLength} characters or fewer.`,
          }
        : null;
    },
  );
