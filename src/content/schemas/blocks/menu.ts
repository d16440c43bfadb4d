/** Menu blocks (owned by this file; joined in ../registry.ts). */
export const menuBlocks = {} as const;
