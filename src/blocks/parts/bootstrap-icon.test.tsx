// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootstrapIcon } from './bootstrap-icon';
import { iconSet } from 'virtual:icon-set';

afterEach(cleanup);

describe('BootstrapIcon', () => {
  it("draws the icon from the site's icon set at the text size", () => {
    const { container } = render(<BootstrapIcon name="telephone" className="x" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 16 16');
    expect(svg?.getAttribute('width')).toBe('1em');
    expect(svg?.getAttribute('fill')).toBe('currentColor');
    expect(svg?.getAttribute('class')).toBe('bi bi-telephone x');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.innerHTML.length).toBeGreaterThan(20);
  });

  it('falls back to the default icon for a name missing from the set', () => {
    expect(Object.hasOwn(iconSet, 'not-an-icon')).toBe(false);
    const { container } = render(<BootstrapIcon name="not-an-icon" />);
    expect(container.querySelector('svg')?.getAttribute('class')).toBe('bi bi-question-square');
  });

  it('is an image with a name when labelled', () => {
    const { getByRole } = render(<BootstrapIcon name="heart" label="Favorito" />);
    expect(getByRole('img', { name: 'Favorito' }).hasAttribute('aria-hidden')).toBe(false);
  });
});
