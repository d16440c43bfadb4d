import { describe, expect, it } from 'vitest';
import { fakePagefind, type FakePage } from './fake-pagefind';
import { rankPage, titleMatch } from './rank-page';

async function ranked(page: FakePage, terms: string[], score = 1) {
  const search = await fakePagefind([page]).search(terms.join(' '));
  const result = search?.results[0];
  return result ? rankPage(await result.data(), terms, score) : [];
}

describe('a page ranked for a query', () => {
  it('ranks a page whose title is the query above one that only mentions it', () => {
    expect(titleMatch('Créditos', ['credito'])).toBeGreaterThan(
      titleMatch('Beneficios Créditos', ['credito']),
    );
    expect(titleMatch('Cuentas', ['credito'])).toBe(0);
  });

  it('counts a title word that only shares the stem or the start of the query as half a match', () => {
    expect(titleMatch('Cómo trabajamos', ['trabajo'])).toBe(0.25);
    expect(titleMatch('Asesoría personalizada', ['personal'])).toBeLessThan(
      titleMatch('Crédito personal', ['personal']),
    );
    expect(titleMatch('Bloqueá tu tarjeta', ['bloquear', 'tarjeta'])).toBe(1);
  });

  it("reads a section title's synonym of a query word as saying it, in part (issue 40)", () => {
    const synonyms = new Map([['carro', ['vehiculo', 'auto']]]);
    expect(titleMatch('Vehículo', ['carro'])).toBe(0);
    expect(titleMatch('Vehículo', ['carro'], synonyms)).toBe(0.25);
    expect(titleMatch('Carro', ['carro'], synonyms)).toBe(1);
  });

  it("does not count the bank's name among a title's words unless it is searched", () => {
    expect(titleMatch('¿Por qué trabajar en Banco Azul?', ['trabajo'])).toBe(1);
    // "banco" searched: a word of the title it says; "azul" not searched: left out, not a word it misses.
    expect(titleMatch('Apps de Banco Azul', ['banco'])).toBe(0.5);
  });

  it('lands on the section titled with a synonym of the word the page title leaves (issue 40)', async () => {
    const page = {
      url: '/creditos/',
      title: 'Créditos',
      text: 'Tu crédito para casa o carro.\n## Personal {#personal}\nUn crédito.\n## Vehículo {#vehiculo}\nEl auto que querés con tu crédito.',
    };
    const search = await fakePagefind([page]).search('credito carro');
    const data = await search?.results[0]?.data();
    const terms = ['credito', 'carro'];
    expect(data && rankPage(data, terms, 1).map((h) => h.url)).toEqual(['/creditos/']);
    const synonyms = new Map([
      ['credito', ['prestamo']],
      ['carro', ['vehiculo']],
    ]);
    expect(data && rankPage(data, terms, 1, synonyms).map((h) => h.url)).toEqual(['/creditos/#vehiculo']);
  });

  it('lands on the section whose heading says the query', async () => {
    const page = { url: '/p/', title: 'Depósitos', text: 'Ahorrá.\n## Requisitos {#requisitos}\nTu DUI.' };
    const [hit] = await ranked(page, ['requisitos']);
    expect(hit).toMatchObject({ url: '/p/#requisitos', section: 'Requisitos' });
  });

  it('lands on the page top when its title is the query', async () => {
    const page = {
      url: '/agencias/',
      title: 'Agencias',
      text: '?? Agencia Escalón {#agencia-escalon}\nAbierto.',
    };
    expect((await ranked(page, ['agencias'])).map((h) => h.url)).toEqual(['/agencias/']);
  });

  it('makes each matching FAQ entry or place a result of its own', async () => {
    const page = {
      url: '/faq/',
      title: 'Preguntas frecuentes',
      text: '?? ¿Cuál es el horario? {#horarios}\nEl horario de agencias.\n?? ¿Cómo bloqueo? {#bloquear}\nLlamá.',
    };
    expect((await ranked(page, ['horario'])).map((h) => h.url)).toEqual(['/faq/#horarios']);
  });

  it('drops a page where the words are far apart, unless a title or heading says them all', async () => {
    const filler = Array.from({ length: 30 }, () => 'texto').join(' ');
    const far = {
      url: '/blog/x/',
      title: 'Decoración',
      text: `Qué tipo de cama. ${filler} Un cambio de color.`,
    };
    expect(await ranked(far, ['tipo', 'cambio'])).toEqual([]);
    const titled = { url: '/t/', title: 'Tipo de cambio', text: `tipo ${filler} cambio` };
    expect(await ranked(titled, ['tipo', 'cambio'])).toHaveLength(1);
  });

  it('takes the words as one subject on a page whose title says one of them', async () => {
    const filler = Array.from({ length: 12 }, () => 'texto').join(' ');
    const creditos = { url: '/creditos/', title: 'Créditos', text: `Créditos. ${filler} tu casa.` };
    expect((await ranked(creditos, ['credito', 'casa'])).map((h) => h.url)).toEqual(['/creditos/']);
  });

  it('ranks a page titled with the whole query above a section completing a shorter title', async () => {
    const text = 'Tarjeta Clásica: tu primera tarjeta.';
    const [product] = await ranked({ url: '/clasica/', title: 'Tarjeta Clásica', text }, [
      'tarjeta',
      'clasica',
    ]);
    const [section] = await ranked(
      {
        url: '/tarjetas/',
        title: 'Tarjetas',
        text: `Todas.\n## Tarjeta Clásica {#clasica}\nTu primera tarjeta.`,
      },
      ['tarjeta', 'clasica'],
    );
    expect(section?.url).toBe('/tarjetas/#clasica');
    expect(product?.score).toBeGreaterThan(section?.score ?? Infinity);
  });

  it("weighs a page by the editors' search weight, 1 when unset or unreadable", async () => {
    const page = { url: '/beneficios/', title: 'Beneficios', text: 'Una tarjeta.' };
    const [plain] = await ranked(page, ['tarjeta']);
    const [lower] = await ranked({ ...page, weight: '0.5' }, ['tarjeta']);
    const [unreadable] = await ranked({ ...page, weight: 'mucho' }, ['tarjeta']);
    expect(lower?.score).toBeCloseTo((plain?.score ?? 0) / 2);
    expect(unreadable?.score).toBe(plain?.score);
  });

  it('weighs an FAQ question that is the query as a page titled so', async () => {
    const faq = {
      url: '/faq/',
      title: 'Preguntas frecuentes',
      text: '?? ¿Cuál es el horario de atención? {#horarios}\nDe 9 a 5.',
    };
    const [entry] = await ranked(faq, ['horario', 'atencion']);
    const [page] = await ranked({ url: '/h/', title: 'Horario de atención', text: 'Horario de atención.' }, [
      'horario',
      'atencion',
    ]);
    expect(entry?.url).toBe('/faq/#horarios');
    expect(entry?.score).toBeCloseTo(page?.score ?? 0);
  });

  it('weighs the words side by side only in the order typed', async () => {
    const page = (text: string) => ({ url: '/p/', title: 'X', text });
    const [inOrder] = await ranked(page('El horario del sábado es corto.'), ['horario', 'sabado']);
    const [reversed] = await ranked(page('El sábado en horario hábil.'), ['horario', 'sabado']);
    expect(inOrder?.score).toBeCloseTo(2 * (reversed?.score ?? 0));
  });

  it('weighs an FAQ answer above a heading’s section with the same words', async () => {
    const text = (mark: string) =>
      `Intro.\n${mark} Horarios razonables {#h}\nDe lunes a sábado en horario hábil.`;
    const [answer] = await ranked({ url: '/faq/', title: 'X', text: text('??') }, ['horario', 'sabado']);
    const [section] = await ranked({ url: '/cobro/', title: 'X', text: text('##') }, ['horario', 'sabado']);
    expect(answer?.score).toBeCloseTo(1.5 * (section?.score ?? 0));
  });

  it('weighs a blog article below a product page', async () => {
    const blog = await ranked({ url: '/blog/a/', title: 'X', text: 'Una tarjeta.' }, ['tarjeta'], 1);
    const product = await ranked({ url: '/tarjetas/', title: 'X', text: 'Una tarjeta.' }, ['tarjeta'], 1);
    expect(blog[0]?.score).toBeLessThan(product[0]?.score ?? 0);
  });

  it('lands on a section whose text says every word rather than one whose title says some (issue 40)', async () => {
    const page = {
      url: '/tasas/',
      title: 'Tasas',
      text: '## Cuenta corriente {#corriente}\nAbrila con tu DUI.\n## Depósitos {#depositos}\nCuenta corriente remunerada: 0.50 %.',
    };
    const [hit] = await ranked(page, ['cuenta', 'corriente', 'remunerada']);
    expect(hit?.url).toBe('/tasas/#depositos');
  });

  it('never lands on an id a component numbered for itself', async () => {
    const page = {
      url: '/activos/',
      title: 'Activos',
      text: '## Activo #1041 {#Ps4-0-card}\nCasa en venta.',
    };
    expect((await ranked(page, ['casa'])).map((h) => h.url)).toEqual(['/activos/']);
  });
});

describe('where a page titled with part of the query opens (issue 40)', () => {
  const creditos = {
    url: '/creditos/',
    title: 'Créditos',
    text: 'Financiamiento para tus planes.\n## Personal {#personal}\nCrédito de consumo con cuota fija.\n## Hipotecario {#hipotecario}\nTu casa.',
  };

  it('opens at the section whose title says a word the page title leaves, at the page score', async () => {
    const [hit] = await ranked(creditos, ['cuota', 'credito', 'personal'], 4);
    expect(hit).toMatchObject({ url: '/creditos/#personal', section: 'Personal' });
  });

  it("opens at the place whose text holds the words the page title leaves (a town in an agency's address)", async () => {
    const agencias = {
      url: '/agencias/',
      title: 'Agencias',
      text: 'Visitanos en todo el país.\n?? Agencia Escalón {#agencia-escalon}\nPaseo General Escalón, San Salvador.\n?? Agencia Merliot {#agencia-merliot}\nFrente a Plaza Merliot, Santa Tecla, La Libertad.',
    };
    const [hit] = await ranked(agencias, ['agencia', 'santa', 'tecla']);
    expect(hit?.url).toBe('/agencias/#agencia-merliot');
  });

  it('puts that place before one whose title says only part of those words (issue 40, sixth round)', async () => {
    const atm = {
      url: '/atm/',
      title: 'Cajeros automáticos',
      text: 'Retirá efectivo.\n?? Cajero Plaza Merliot {#merliot}\nCiudad Merliot, Santa Tecla.\n?? Cajero Metrocentro Santa Ana {#santa-ana}\nCarretera Panamericana, Santa Ana. Santa Ana.',
    };
    const hits = await ranked(atm, ['cajero', 'santa', 'tecla']);
    expect(hits[0]?.url).toBe('/atm/#merliot');
    expect(hits[0]?.score).toBeGreaterThanOrEqual(Math.max(...hits.map((h) => h.score)));
  });

  it("opens at that section rather than an introduction that names the page's other words", async () => {
    const agencias = {
      url: '/agencias/',
      title: 'Agencias',
      text: '## Agencias {#agencias}\nVisitanos en San Salvador y San Miguel. Agencias en San Salvador.\n## Agencia Metrocentro {#agencia-metrocentro}\nCentro Comercial Metrocentro, San Salvador.',
    };
    const [hit] = await ranked(agencias, ['agencia', 'metrocentro', 'san', 'salvador']);
    expect(hit?.url).toBe('/agencias/#agencia-metrocentro');
  });
});
