/**
 * The site's addresses the judged query sets expect (judged-queries.ts, held-out-queries.ts,
 * fresh-held-out-queries.ts), declared once: a route that moves is changed here for every set.
 */
export const tarjetas = '/banca-personas/tarjetas/';
export const creditos = '/banca-personas/creditos/';
export const cuentas = '/banca-personas/cuentas/';
export const depositos = '/banca-personas/depositos/';
export const seguros = '/banca-personas/seguros/';
export const remesa = '/banca-personas/remesa-azul/';
export const faq = '/preguntas-frecuentes/';
export const tasas = '/tasas-y-comisiones/';
export const agencias = '/agencias/';
export const atm = '/atm/';
export const reclamos = '/resumen-de-quejas-y-reclamos/';
export const bancaMovil = '/medios-digitales/banca-movil/';
export const miBancazul = '/medios-digitales/mi-bancazul-web-y-movil/';
export const beneficiosTarjetas = '/banca-personas/tarjetas-beneficios-banca-personas/';
export const beneficiosCuentas = '/banca-personas/cuentas-beneficios-banca-personas/';
export const beneficiosCreditos = '/banca-personas/creditos-beneficios-banca-personas/';
export const beneficiosDepositos = '/banca-personas/depositos-beneficios-banca-personas/';
export const beneficiosSeguros = '/banca-personas/seguros-beneficios-banca-personas/';
export const puntos = '/puntos-corresponsales/';
export const bancaEnLinea = '/medios-digitales/banca-en-linea/';
export const apps = '/medios-digitales/apps/';
export const oportunidades = '/oportunidades/';
export const colectores = '/pago-de-colectores/';
export const bancaMasiva = '/banca-masiva/';
export const pymeazul = '/banca-empresas/banca-pymeazul/';
export const mype = '/banca-empresas/portafolio-mype/';
export const empresas = '/banca-empresas/portafolio-productos-banca-empresas/';
export const servicio = '/servicio-al-cliente/';
export const monedazul = '/medios-digitales/monedazul/';
export const gobierno = '/conocenos/gobierno-corporativo/';
export const platinum = `${tarjetas}tarjeta-de-credito-platinum/`;
