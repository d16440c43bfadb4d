// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assetOf, doc, parseAs } from '../../test/interactive-test-blok';
import { MemberBlock } from './member';

afterEach(cleanup);

const member = (fields: Record<string, unknown> = {}) =>
  parseAs('member', {
    name: 'Ana Lucía',
    last_name: 'Menjívar Castro',
    position: 'Presidenta',
    image: assetOf('junta-miembro-1.svg', 'Retrato de Ana Lucía'),
    resume: doc('Economista con 25 años de experiencia.'),
    ...fields,
  });

const front = (c: HTMLElement) => c.querySelector('.member-card__front') as HTMLElement;
const back = (c: HTMLElement) => c.querySelector('.member-card__back') as HTMLElement;

describe('MemberBlock', () => {
  it("front: photo, name, last_name, position and a 'Más información' button", () => {
    const { container } = render(<MemberBlock blok={member()} />);
    const face = front(container);
    expect(face.querySelector('.member-first-name')?.textContent).toBe('Ana Lucía');
    expect(face.querySelector('.member-last-name')?.textContent).toBe('Menjívar Castro');
    expect(face.querySelector('.member-position')?.textContent).toBe('Presidenta');
    const img = screen.getByRole('img', { name: 'Retrato de Ana Lucía' });
    expect(img.getAttribute('src')).toBe('/content-images/images/junta-miembro-1.svg');
    expect(screen.getByRole('button', { name: 'Más información' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Ana Lucía Menjívar Castro' })).toBeTruthy();
  });

  it("back: the resume as rich text and a 'Cerrar' button, inert until flipped", () => {
    const { container } = render(<MemberBlock blok={member()} />);
    expect(back(container).querySelector('.member-resume p')?.textContent).toBe(
      'Economista con 25 años de experiencia.',
    );
    expect(back(container).querySelector('button')?.textContent).toBe('Cerrar');
    // The back names the person as the front does (same classes, same size), with the role, but not as a heading.
    expect(back(container).querySelector('p.member-name.h5')?.textContent).toBe('Ana Lucía Menjívar Castro');
    expect(back(container).querySelector('.member-position')?.textContent).toBe('Presidenta');
    expect(back(container).querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(back(container).hasAttribute('inert')).toBe(true);
    expect(front(container).hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it("flips to the back on 'Más información', focusing 'Cerrar', and back again", () => {
    const { container } = render(<MemberBlock blok={member()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Más información' }));
    expect(container.firstElementChild?.className).toBe('member-card is-flipped');
    expect(front(container).hasAttribute('inert')).toBe(true);
    expect(back(container).hasAttribute('inert')).toBe(false);
    expect(document.activeElement?.textContent).toBe('Cerrar');
    fireEvent.click(document.activeElement as HTMLElement);
    expect(container.firstElementChild?.className).toBe('member-card');
    expect(document.activeElement?.textContent).toBe('Más información');
  });

  it('names the person in the photo alt text when the asset has none, and shows no photo without one', () => {
    const { rerender } = render(<MemberBlock blok={member({ image: assetOf('m.svg') })} />);
    expect(screen.getByRole('img', { name: 'Ana Lucía Menjívar Castro' })).toBeTruthy();
    rerender(<MemberBlock blok={member({ image: null })} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('accepts unset fields as Storyblok sends them', () => {
    const blok = member({ name: null, last_name: null, position: '', image: null, resume: '' });
    expect([blok.name, blok.last_name, blok.position, blok.image.filename]).toEqual(['', '', '', '']);
    expect(blok.resume).toEqual({ type: 'doc', content: [] });
  });
});
