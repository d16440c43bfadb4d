/**
 * What a place offers (docs/behaviour.md §10): a fixed list, so the finder's service filter and the editors'
 * option field speak the same words. Technical values are snake_case; visitors read the Spanish label.
 */
export const placeServices = {
  depositos: 'Depósitos',
  retiros: 'Retiros',
  pago_de_prestamos: 'Pago de préstamos',
  cambio_de_cheques: 'Cambio de cheques',
  atencion_a_empresas: 'Atención a empresas',
  abierto_24_horas: '24 horas',
  accesible_silla_de_ruedas: 'Accesible en silla de ruedas',
} as const;

export type PlaceService = keyof typeof placeServices;

export const placeServiceValues = Object.keys(placeServices) as [PlaceService, ...PlaceService[]];
