import type { BlockOf } from '../../content/schemas/registry';
import { Block } from '../parts/render-block';

/** A titled list of documents: each nested block becomes one list item. */
export function DocumentListBlock({ blok }: { blok: BlockOf<'document_list'> }) {
  return (
    <section className="document-list">
      {blok.title && <h2 className="document-list-title">{blok.title}</h2>}
      <ul className="document-list-items list-unstyled">
        {blok.documents.map((item) => (
          <li key={item._uid}>
            <Block blok={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
