// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withPhoneLinks } from './phone-links';

afterEach(cleanup);

describe('withPhoneLinks', () => {
  it('makes every phone in a text a tel: link and keeps the words around them', () => {
    const { container } = render(<p>{withPhoneLinks('Llamá al +503 2555-0100 o al +503 2555-0199.')}</p>);
    expect(container.textContent).toBe('Llamá al +503 2555-0100 o al +503 2555-0199.');
    expect(screen.getByRole('link', { name: '+503 2555-0100' }).getAttribute('href')).toBe(
      'tel:+50325550100',
    );
    expect(screen.getByRole('link', { name: '+503 2555-0199' }).getAttribute('href')).toBe(
      'tel:+50325550199',
    );
  });

  it('returns a text without a phone as it is', () => {
    expect(withPhoneLinks('Sin teléfono: 2025-06-01')).toBe('Sin teléfono: 2025-06-01');
    expect(withPhoneLinks(undefined)).toBeUndefined();
  });
});
