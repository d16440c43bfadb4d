/** What the site search says to visitors (Spanish, voseo, like the content). */
export const searchTexts = {
  dialogLabel: 'Buscar en el sitio',
  fieldLabel: '¿Qué estás buscando?',
  placeholder: 'Tarjetas, remesas, horarios…',
  close: 'Cerrar la búsqueda',
  submit: 'Buscar',
  showAll: 'Ver todos los resultados',
  typeToSearch: 'Escribí lo que buscás: un producto, una tasa, una agencia o una pregunta.',
  searching: 'Buscando…',
  unavailable: 'La búsqueda no está disponible en este momento. Probá de nuevo más tarde.',
  previewUnavailable: 'La búsqueda no funciona en la vista previa: busca solo en el sitio publicado.',
  count: (n: number, query: string) =>
    n === 1 ? `1 resultado para «${query}»` : `${n} resultados para «${query}»`,
  none: (query: string) => `Sin resultados para «${query}»`,
  suggestionsIntro: 'Probá con otras palabras, o visitá:',
  shortcutHint: 'Atajo: / o Ctrl+K',
  noScript:
    'La búsqueda del sitio necesita JavaScript, y tu navegador lo tiene desactivado. Activalo para buscar, ' +
    'o encontrá lo que necesitás en estas secciones:',
} as const;

/** Where a visitor who found nothing is likely to find it (docs/behaviour.md "Site search"). */
export const searchSuggestions = [
  { label: 'Preguntas frecuentes', path: '/preguntas-frecuentes/' },
  { label: 'Agencias', path: '/agencias/' },
  { label: 'Tasas y comisiones', path: '/tasas-y-comisiones/' },
] as const;

/** The site's main sections, linked by the results page when search cannot run (no JavaScript). */
export const mainSections = [
  { label: 'Banca Personas', path: '/banca-personas/' },
  { label: 'Banca Empresas', path: '/banca-empresas/portafolio-productos-banca-empresas/' },
  { label: 'Agencias', path: '/agencias/' },
  { label: 'Cajeros automáticos', path: '/atm/' },
  { label: 'Tasas y comisiones', path: '/tasas-y-comisiones/' },
  { label: 'Preguntas frecuentes', path: '/preguntas-frecuentes/' },
  { label: 'Servicio al cliente', path: '/servicio-al-cliente/' },
] as const;
