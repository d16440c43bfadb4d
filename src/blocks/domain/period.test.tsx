// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { periodBlock } from '../../content/schemas/blocks/domain';
import { PeriodBlock } from './period';
import { periodDate } from './period-date';

afterEach(cleanup);

const content = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Abrimos nuestras puertas.' }] }],
};
const parse = (fields: Record<string, unknown>) =>
  periodBlock.schema.parse({ _uid: 'p1', component: 'period', content, ...fields });

describe('PeriodBlock', () => {
  it('shows a datetime as a Spanish date, the rich text and the image with its alt', () => {
    const { container } = render(
      <PeriodBlock
        blok={parse({
          date: '2015-07-20 00:00',
          imagen: { filename: 'apertura.svg', alt: 'Fachada de la agencia' },
        })}
      />,
    );
    const time = container.querySelector('h3 time');
    expect(time?.textContent).toBe('20 de julio de 2015');
    expect(time?.getAttribute('datetime')).toBe('2015-07-20');
    expect(screen.getByText('Abrimos nuestras puertas.')).toBeTruthy();
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/content-images/images/apertura.svg');
    expect(img.getAttribute('alt')).toBe('Fachada de la agencia');
    expect(container.firstElementChild?.className).toBe('timeline-period');
  });

  it('falls back to the default alt, and maps inverted and alignment to classes', () => {
    const { container } = render(
      <PeriodBlock
        blok={parse({ date: 'Noviembre de 2017', imagen: 'bono.svg', inverted: true, alignment: 'center' })}
      />,
    );
    expect(screen.getByRole('img').getAttribute('alt')).toBe('No alt description');
    expect(container.firstElementChild?.className).toBe(
      'timeline-period timeline-period-inverted text-center',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Noviembre de 2017');
    expect(container.querySelector('time')).toBeNull();
  });

  it('omits the date heading and the image when they are not set', () => {
    const { container } = render(<PeriodBlock blok={parse({ date: '', imagen: null, alignment: 'left' })} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild?.classList.contains('text-start')).toBe(true);
  });
});

describe('periodDate', () => {
  it('writes Storyblok datetimes out in Spanish and keeps other text', () => {
    expect(periodDate('2013-09-23 00:00')).toEqual({
      label: '23 de septiembre de 2013',
      dateTime: '2013-09-23',
    });
    expect(periodDate('2021-11-26')).toEqual({ label: '26 de noviembre de 2021', dateTime: '2021-11-26' });
    expect(periodDate(' Julio de 2015 ')).toEqual({ label: 'Julio de 2015' });
    expect(periodDate('2015-13-01 00:00')).toEqual({ label: '2015-13-01 00:00' });
    expect(periodDate('')).toEqual({ label: '' });
  });
});
