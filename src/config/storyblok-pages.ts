/**
 * The Content Delivery API's page ceilings: `per_page` up to 100 stories (/cdn/stories) and 1,000 links
 * (/cdn/links). The content client never asks for more; the local content server clamps to them as Storyblok
 * does, so a listing that works here pages as it will against the real service.
 */
export const storyblokPageCeilings = { stories: 100, links: 1000 } as const;
