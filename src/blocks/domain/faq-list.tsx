import type { BlockOf } from '../../content/schemas/registry';
import { Bloks } from '../parts/render-block';

/** Optional container of FAQ questions, with a section title. */
export function FaqListBlock({ blok }: { blok: BlockOf<'faq_list'> }) {
  return (
    <section className="faq-list">
      {blok.title && <h2 className="faq-list-title">{blok.title}</h2>}
      <Bloks items={blok.questions} />
    </section>
  );
}
