// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CarouselPanelBlock } from './carousel-panel';
import { parseAs, textBlok } from '../../test/interactive-test-blok';

afterEach(cleanup);

describe('CarouselPanelBlock', () => {
  it('maps styles to inline style, classes to class names, and renders its body', () => {
    const blok = parseAs('carousel_panel', {
      styles: 'background-color: #e8f1fb; padding: 1rem',
      classes: 'text-center',
      body: [textBlok('Tarjeta Oro')],
    });
    const { container } = render(<CarouselPanelBlock blok={blok} />);
    const panel = container.firstElementChild as HTMLElement;
    expect(panel.className).toBe('carousel-panel text-center');
    expect(panel.style.backgroundColor).toBe('#e8f1fb');
    expect(panel.style.padding).toBe('1rem');
    expect(panel.textContent).toBe('Tarjeta Oro');
  });

  it('has no style attribute when styles is empty', () => {
    const { container } = render(<CarouselPanelBlock blok={parseAs('carousel_panel', { styles: null })} />);
    expect(container.firstElementChild?.hasAttribute('style')).toBe(false);
    expect(container.firstElementChild?.className).toBe('carousel-panel');
  });
});
