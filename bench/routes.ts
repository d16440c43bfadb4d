/**
 * The routes the browser figures are taken on (issue 15): home, a card product, FAQ, rates and fees, agencies,
 * ATMs, the blog index and a blog article.
 */
export const benchRoutes = [
  '/',
  '/banca-personas/tarjetas/tarjeta-de-credito-clasica/',
  '/preguntas-frecuentes/',
  '/tasas-y-comisiones/',
  '/agencias/',
  '/atm/',
  '/banca-personas/azul-premier/blog/',
  '/banca-personas/azul-premier/blog/libros-de-finanzas-personales/',
] as const;
