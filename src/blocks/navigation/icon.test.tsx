// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentErrors, raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('IconBlock', () => {
  it('defaults to the question-square icon, decorative, medium size', () => {
    const { container } = renderBlok(raw('icon', { icon: '' }));
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('bi bi-question-square');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.innerHTML).toContain('<path');
    expect(container.firstElementChild?.className).toBe('icon-block icon-md');
  });

  it('maps icon, label, size, a theme colour and custom classes', () => {
    const { container } = renderBlok(
      raw('icon', {
        icon: 'telephone',
        label: 'Teléfono',
        size: 'xl',
        color: 'primary',
        custom_classes: 'mb-3',
      }),
    );
    const svg = screen.getByRole('img', { name: 'Teléfono' });
    expect(svg.getAttribute('class')).toBe('bi bi-telephone');
    expect(container.firstElementChild?.className).toBe('icon-block icon-xl text-primary mb-3');
  });

  it('colours with a hex code inline', () => {
    const { container } = renderBlok(raw('icon', { icon: 'heart', color: '#00a3e0' }));
    expect((container.firstElementChild as HTMLElement).style.color).not.toBe('');
  });

  it('rejects names that are not bootstrap-icons names', () => {
    expect(contentErrors(raw('icon', { icon: '<svg onload=x>' }))[0]?.field).toBe('icon');
  });
});
