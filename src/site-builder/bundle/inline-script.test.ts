import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptText, scriptHashSource } from './inline-script';

describe('inlineScriptText', () => {
  it('keeps the code as it is, without the trailing newline a bundler writes', () => {
    expect(inlineScriptText('(function(){var a="<b>";})();\n', 'src/boot/boot.ts')).toBe(
      '(function(){var a="<b>";})();',
    );
  });

  it.each([
    ['a closing script tag', 'var a="</script><img src=x>";', '</script'],
    ['one in capitals', 'var a="</SCRIPT>";', '</SCRIPT'],
    ['a comment opener', 'var a="<!--";', '<!--'],
  ])('refuses %s, naming the source and where', (_, code, found) => {
    expect(() => inlineScriptText(code, 'src/boot/boot.ts')).toThrow(
      `src/boot/boot.ts cannot be inlined into the pages: its code contains "${found}" at character 7`,
    );
  });
});

describe('scriptHashSource', () => {
  it("is the CSP source of the text's SHA-256, base64", () => {
    // The example of the CSP specification: alert('Hello, world.');
    expect(scriptHashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(scriptHashSource('é')).toBe(`'sha256-${createHash('sha256').update('é').digest('base64')}'`);
  });
});
