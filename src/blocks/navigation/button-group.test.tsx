// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok, storyLink } from '../../test/test-blok';

afterEach(cleanup);

describe('ButtonGroupBlock', () => {
  it('groups its buttons under an accessible name, aligned as asked', () => {
    renderBlok(
      raw('button_group', {
        aria_label: 'Opciones',
        alignment: 'center',
        custom_classes: 'mt-3',
        buttons: [
          raw('button', { text: 'Inicio', to: storyLink('home') }),
          raw('button', { text: 'Agencias', to: storyLink('agencias'), outlined_variant: true }),
        ],
      }),
    );
    const group = screen.getByRole('group', { name: 'Opciones' });
    expect(group.className).toBe('button-group d-flex flex-wrap gap-2 justify-content-center mt-3');
    expect([...group.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/agencias/']);
  });

  it('stacks the buttons when vertical and has no label by default', () => {
    renderBlok(raw('button_group', { vertical: true, buttons: [] }));
    const group = screen.getByRole('group');
    expect(group.className).toContain('flex-column');
    expect(group.hasAttribute('aria-label')).toBe(false);
  });
});
