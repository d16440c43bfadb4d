import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rules are only worth something if they fire: each case is a deliberately bad import linted with the
// project's own eslint.config.js (docs/architecture.md "Layers").
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import rules', () => {
  it('rejects an import from a higher layer', async () => {
    const code = "import { site } from '../config/site';\nexport const brand = site.brand;\n";
    expect(await ruleIdsFor(code, 'src/common/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('rejects browser code reaching the build', async () => {
    const code = "import { serveStatic } from '../server/serve';\nexport const serve = serveStatic;\n";
    expect(await ruleIdsFor(code, 'src/blocks/lint-fixture.ts')).toContain('import-x/no-restricted-paths');
  });

  it('accepts an import from a lower layer', async () => {
    const code = "import { cx } from '../common/class-names';\nexport const names = cx('a');\n";
    expect(await ruleIdsFor(code, 'src/config/lint-fixture.ts')).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    // The fixtures sit outside the linted tree (eslint.config.js ignores lint/fixtures/); unignored here.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const results = await eslint.lintFiles([path.join(root, 'lint/fixtures/cycle/first.ts')]);
    const ids = results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(ids).toContain('import-x/no-cycle');
  });
});
