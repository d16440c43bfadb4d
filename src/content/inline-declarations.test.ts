import { describe, expect, it } from 'vitest';
import { inlineDeclarations } from './inline-declarations';

describe('inlineDeclarations', () => {
  it("keeps the bundled panels' styling: background, corners, padding", () => {
    expect(inlineDeclarations('background: #e8f1fb; border-radius: 0.75rem; padding:1.25rem;')).toEqual({
      kept: [
        ['background', '#e8f1fb'],
        ['border-radius', '0.75rem'],
        ['padding', '1.25rem'],
      ],
      dropped: [],
    });
  });

  it('keeps colours, borders, alignment, fonts, a minimum height and custom properties', () => {
    const css =
      'color: rgb(11 78 162); Border-Left-Color: navy; text-align: center; font-weight: 700; ' +
      'line-height: 1.4; min-height: 12rem; padding-inline-start: 2rem; --accent: #00a3e0';
    expect(inlineDeclarations(css).dropped).toEqual([]);
    expect(inlineDeclarations(css).kept).toHaveLength(8);
  });

  it.each([
    'position: fixed',
    'position:fixed',
    'z-index: 9999',
    'inset: 0',
    'top: 0',
    'margin: -100vh',
    'transform: scale(40)',
    'display: none',
    'width: 100vw',
    'pointer-events: none',
    'opacity: 0',
    'background: url(https://x.example/a.png)',
    'background: URL(//x.example/a.png)',
    'background: image-set("a.png" 1x)',
    'background: u\\72l(x.png)',
    'color: red !important',
    'color: expression(alert(1))',
    '-webkit-line-clamp: 3',
    'color',
    ': red',
    'color:',
  ])('leaves out %j', (declaration) => {
    expect(inlineDeclarations(`${declaration}; color: red`)).toEqual({
      kept: [['color', 'red']],
      dropped: [declaration],
    });
  });
});
