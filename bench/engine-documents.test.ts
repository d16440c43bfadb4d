import { describe, expect, it } from 'vitest';
import { pageSections } from './engine-documents';

describe("a page's sections for another engine", () => {
  it('are the text before the first readable id, then one per heading or entry, titled by its heading', () => {
    const main =
      '<p>Intro.</p><h2 id="requisitos">Requisitos</h2><p>Tu DUI.</p>' +
      '<div id="horarios" data-pagefind-title="¿Cuál es el horario?"><h3><button id="horarios-pregunta">¿Cuál es el horario?</button></h3>' +
      '<div id="horarios-respuesta"><p>De 9 a 5.</p></div></div><div id="Ps4-0-card"><p>Activo</p></div>';
    expect(pageSections(main)).toEqual([
      { anchor: '', section: '', text: 'Intro.' },
      { anchor: 'requisitos', section: 'Requisitos', text: 'Requisitos Tu DUI.' },
      // The entry's question button and answer panel have ids of their own; the result is the entry.
      { anchor: 'horarios', section: '¿Cuál es el horario?', text: '¿Cuál es el horario? De 9 a 5. Activo' },
    ]);
  });
});
