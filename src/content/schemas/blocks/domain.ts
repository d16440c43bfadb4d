/** Domain blocks (owned by this file; joined in ../registry.ts). */
export const domainBlocks = {} as const;
