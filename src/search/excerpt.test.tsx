// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeEntities, Excerpt, excerptParts } from './excerpt';

afterEach(cleanup);

describe('search snippets', () => {
  it('mark the matched words and decode the text Pagefind encoded', () => {
    expect(excerptParts('Tasas &amp; comisiones de la <mark>tarjeta</mark> &quot;Oro&quot;')).toEqual([
      { text: 'Tasas & comisiones de la ', marked: false },
      { text: 'tarjeta', marked: true },
      { text: ' "Oro"', marked: false },
    ]);
    expect(decodeEntities('&#225;&#xe9; &lt;b&gt; &unknown;')).toBe('áé <b> &unknown;');
  });

  it('never put markup of the index into the page', () => {
    const { container } = render(
      <p>
        <Excerpt
          html={'&lt;img src=x onerror=alert(1)&gt; <img src=x onerror=alert(2)> <mark>remesa</mark>'}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>  remesa');
  });
});
