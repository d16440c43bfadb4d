// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { telephoneHref } from '../parts/telephone-href';
import { contentErrors, raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('TelephoneBlock', () => {
  it('shows the number as written and links to tel: with digits only, keeping the +', () => {
    const { container } = renderBlok(
      raw('telephone', { number: '+503 2555-0100', label: 'Centro de atención:', custom_classes: 'h5' }),
    );
    const link = screen.getByRole('link', { name: '+503 2555-0100' });
    expect(link.getAttribute('href')).toBe('tel:+50325550100');
    expect(container.firstElementChild?.className).toBe('telephone h5');
    expect(container.textContent).toBe('Centro de atención: +503 2555-0100');
  });

  it('renders nothing without a number and rejects a number without digits', () => {
    expect(renderBlok(raw('telephone', {})).container.innerHTML).toBe('');
    expect(contentErrors(raw('telephone', { number: 'llamanos' }))[0]?.field).toBe('number');
  });
});

describe('telephoneHref', () => {
  it('keeps only digits, and a leading +', () => {
    expect(telephoneHref('(503) 2555-0199')).toBe('tel:50325550199');
    expect(telephoneHref(' +1 (800) 555 0100 ')).toBe('tel:+18005550100');
    expect(telephoneHref('2555-0100 ext. 12')).toBe('tel:2555010012');
  });
});
