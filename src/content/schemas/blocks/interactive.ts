/** Interactive blocks (owned by this file; joined in ../registry.ts). */
export const interactiveBlocks = {} as const;
