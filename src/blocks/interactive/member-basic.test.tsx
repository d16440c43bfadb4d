// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assetOf, doc, parseAs } from '../../test/interactive-test-blok';
import { MemberBasicBlock } from './member-basic';

afterEach(cleanup);

const member = (fields: Record<string, unknown> = {}) =>
  parseAs('member_basic', {
    name: 'Luis Mario',
    last_name: 'Pineda Orellana',
    position: 'Director suplente',
    image: assetOf('junta-miembro-6.svg', 'Retrato de Luis Mario'),
    resume: doc('Ingeniero en sistemas.'),
    ...fields,
  });

describe('MemberBasicBlock', () => {
  it('shows photo, name, last_name, position and resume without any flip', () => {
    const { container } = render(<MemberBasicBlock blok={member()} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Luis Mario Pineda Orellana');
    expect(container.querySelector('.member-position')?.textContent).toBe('Director suplente');
    expect(screen.getByRole('img', { name: 'Retrato de Luis Mario' })).toBeTruthy();
    expect(container.querySelector('.member-resume')?.textContent).toBe('Ingeniero en sistemas.');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(container.firstElementChild?.className).toBe('member-card member-card--basic');
  });

  it('leaves out an empty resume and position', () => {
    const { container } = render(<MemberBasicBlock blok={member({ resume: '', position: '' })} />);
    expect(container.querySelector('.member-resume')).toBeNull();
    expect(container.querySelector('.member-position')).toBeNull();
  });
});
