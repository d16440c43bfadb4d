// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commentsBlock } from '../../content/schemas/blocks/domain';
import { CommentsBlock } from './comments';

afterEach(cleanup);

describe('CommentsBlock', () => {
  it("is a region named 'Comentarios', keyed by identifier, with a placeholder for the widget", () => {
    const blok = commentsBlock.schema.parse({
      _uid: 'c1',
      component: 'comments',
      identifier: 'habitos-financieros',
    });
    const { container } = render(<CommentsBlock blok={blok} />);
    const region = screen.getByRole('region', { name: 'Comentarios' });
    expect(region.getAttribute('data-identifier')).toBe('habitos-financieros');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Comentarios');
    const thread = container.querySelector('[data-comments-thread]');
    expect(thread?.getAttribute('data-identifier')).toBe('habitos-financieros');
    expect(thread?.textContent).toBe(
      'Los comentarios se muestran aquí cuando aceptás las cookies funcionales.',
    );
  });
});
