import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../content/schemas/registry';
import { eagerBlocks } from './eager-blocks';
import { lazyBlockModules, lazyBlocks } from './lazy-blocks';
import { blockComponents } from './registry';

describe('browser block loading', () => {
  it('knows every block type exactly once: eager (entry chunk) or lazy (its own chunk)', () => {
    for (const name of Object.keys(blockDefinitions)) {
      const eager = Object.hasOwn(eagerBlocks, name);
      const lazy = Object.hasOwn(lazyBlocks, name);
      expect(eager !== lazy, name).toBe(true);
    }
  });

  it('loads for each lazy block the same component the server renders, from the module the build preloads', async () => {
    const components = blockComponents as unknown as Record<string, unknown>;
    for (const [name, load] of Object.entries(lazyBlocks)) {
      expect(await load(), name).toBe(components[name]);
      expect(lazyBlockModules[name as keyof typeof lazyBlockModules], name).toMatch(
        /^src\/blocks\/[a-z-]+\.tsx$/,
      );
    }
    for (const [name, component] of Object.entries(eagerBlocks))
      expect(component, name).toBe(components[name]);
  });
});
