/** The routes the browser figures are taken on: home and five pages of different kinds. */
export const benchRoutes = [
  '/',
  '/banca-personas/tarjetas/',
  '/preguntas-frecuentes/',
  '/conocenos/junta-directiva/',
  '/tasas-y-comisiones/',
  '/banca-personas/azul-premier/blog/libros-de-finanzas-personales/',
] as const;
