// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faqListBlock, questionBlock } from '../../content/schemas/blocks/domain';
import { FaqListBlock } from './faq-list';

afterEach(cleanup);

const question = (id: string, text: string) =>
  questionBlock.schema.parse({ _uid: id, component: 'question', id, question: text, body: [] });

describe('FaqListBlock', () => {
  it('shows its title over its questions, in order', () => {
    const blok = faqListBlock.schema.parse({
      _uid: 'f1',
      component: 'faq_list',
      title: 'Banca digital',
      questions: [question('uno', '¿Qué es UNI?'), question('dos', '¿Olvidé mi clave?')],
    });
    render(<FaqListBlock blok={blok} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Banca digital');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '¿Qué es UNI?',
      '¿Olvidé mi clave?',
    ]);
  });

  it('has no heading without a title', () => {
    render(
      <FaqListBlock blok={faqListBlock.schema.parse({ _uid: 'f2', component: 'faq_list', questions: [] })} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
