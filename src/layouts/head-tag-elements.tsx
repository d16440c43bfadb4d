import { headTagSelector, type HeadTag } from './head-tags';

/** A list of head tags as elements (head-tags.ts), as the server writes them in the document's head. */
export function HeadTagElements({ tags }: { tags: readonly HeadTag[] }) {
  return (
    <>
      {tags.map((tag) => {
        const key = headTagSelector(tag);
        switch (tag.tag) {
          case 'title':
            return <title key={key}>{tag.text}</title>;
          case 'meta':
            return tag.by === 'name' ? (
              <meta key={key} name={tag.name} content={tag.content} />
            ) : (
              <meta key={key} property={tag.name} content={tag.content} />
            );
          case 'link':
            return <link key={key} rel={tag.rel} href={tag.href} />;
        }
      })}
    </>
  );
}
