/** Navigation blocks (owned by this file; joined in ../registry.ts). */
export const navigationBlocks = {} as const;
