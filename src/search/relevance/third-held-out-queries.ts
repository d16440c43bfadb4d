/**
 * The site search's third held-out query set (issue 40), written because the fresh set
 * (fresh-held-out-queries.ts) was read while fixing the search, so it too stopped measuring queries nobody
 * had looked at. Everyday queries of a Salvadoran bank's visitors, by topic, in their own wording (typos,
 * missing accents, voseo and neutral forms, short and question-shaped), judged by reading the built pages
 * (text, headings, FAQ answers, places, the rates tables) and committed before the search was run on any
 * of them. It is never used to tune: a query the search gets wrong stays here, wrong, and is named in
 * bench/results.md. No query here has the searched words of a query of an earlier set
 * (held-out-queries.test.ts).
 *
 * `expect` reads as in judged-queries.ts: a path without `#` is met by the page or any of its sections, one
 * with `#` only by that section; an empty list asks for the empty state (the bank does not offer it).
 * Where a blurb says a thing can be done and an FAQ answer says how, the answer is what is expected
 * ('congelar mi tarjeta': the FAQ's steps, not Mi BancAzul's "Bloqueá y desbloqueá tus tarjetas al instante").
 */
import type { JudgedQuery } from './judged-queries';
import {
  creditos,
  depositos,
  seguros,
  remesa,
  beneficiosTarjetas,
  beneficiosSeguros,
  beneficiosDepositos,
  faq,
  tasas,
  agencias,
  atm,
  puntos,
  reclamos,
  servicio,
  bancaMovil,
  bancaEnLinea,
  miBancazul,
  apps,
  monedazul,
  colectores,
  bancaMasiva,
  pymeazul,
  empresas,
  oportunidades,
  platinum,
  tarjetas,
  cuentas,
  mype,
} from './judged-routes';

const clasica = `${tarjetas}tarjeta-de-credito-clasica/`;
const oro = `${tarjetas}tarjeta-de-credito-oro/`;
const azulComienzo = '/azul-comienzo/';
const premier = '/banca-personas/azul-premier/';
const premierPortafolio = `${premier}portafolio-azul-premier/`;
const tarjetasCredito = `${tasas}#ii-tarjetas-de-credito`;
const tarjetasDebito = `${tasas}#iii-tarjetas-de-debito`;
const tasasPrestamos = `${tasas}#a-tasas-activas-prestamos`;
const tasasDepositos = `${tasas}#b-tasas-pasivas-depositos`;
const comisiones = `${tasas}#iv-comisiones-por-servicios-financieros`;

export const thirdHeldOutQueries: readonly JudgedQuery[] = [
  // Cards.
  { query: 'cuanto es la membresia de la clasica', kind: 'tasa', expect: [tarjetasCredito, clasica] },
  { query: 'limite de credito tarjeta clasica', kind: 'producto', expect: [clasica] },
  { query: 'requisitos tarjeta oro', kind: 'producto', expect: [oro] },
  { query: 'edad minima para tarjeta de credito', kind: 'producto', expect: [clasica] },
  {
    query: 'cargo no reconocido en mi tarjeta',
    kind: 'trámite',
    expect: [reclamos, `${beneficiosTarjetas}#seguro-contra-fraude`],
  },
  { query: 'comision por usar cajero de otro banco', kind: 'tasa', expect: [tarjetasDebito] },
  { query: 'congelar mi tarjeta', kind: 'trámite', expect: [`${faq}#bloquear-tarjeta`] },
  {
    query: 'numero para reportar tarjeta robada',
    kind: 'trámite',
    expect: [`${servicio}#llamanos`, `${reclamos}#canales-de-atencion`],
  },
  { query: 'las monedazul vencen', kind: 'producto', expect: [monedazul] },
  { query: 'cuantos puntos da la platinum', kind: 'producto', expect: [monedazul, platinum] },
  { query: 'primera tarjeta de credito', kind: 'producto', expect: [clasica] },

  // Loans.
  { query: 'prestamo para remodelar mi casa', kind: 'producto', expect: [`${creditos}#hipotecario`] },
  { query: 'cuanto me prestan para una casa', kind: 'producto', expect: [`${creditos}#hipotecario`] },
  {
    query: 'plazo maximo credito de carro',
    kind: 'producto',
    expect: [`${creditos}#vehiculo`, tasasPrestamos],
  },
  { query: 'prima para comprar carro', kind: 'producto', expect: [`${creditos}#vehiculo`] },
  { query: 'requisitos prestamo de carro', kind: 'trámite', expect: [`${creditos}#vehiculo`] },
  { query: 'recargo por atraso en cuota de prestamo', kind: 'tasa', expect: [comisiones] },
  { query: 'tasa credito de vehiculo', kind: 'tasa', expect: [tasasPrestamos] },
  { query: 'prestamo para pequeña empresa', kind: 'producto', expect: [pymeazul, mype] },
  {
    query: 'credito para paneles solares',
    kind: 'producto',
    expect: [`${pymeazul}#credito-verde-pyme`, `${empresas}#credito-verde`],
  },
  { query: 'cuanto cuesta el seguro de deuda', kind: 'tasa', expect: [comisiones, creditos] },
  { query: 'avaluo de vivienda', kind: 'tasa', expect: [comisiones, `${creditos}#hipotecario`] },
  { query: 'prestamo para pagar deudas', kind: 'producto', expect: [creditos] },

  // Deposits.
  {
    query: 'tasa deposito 360 dias',
    kind: 'tasa',
    expect: [tasasDepositos, `${depositos}#calcula-cuanto-gana-tu-deposito-a-plazo`],
  },
  { query: 'cada cuanto pagan intereses del plazo fijo', kind: 'producto', expect: [depositos] },
  { query: 'deposito a plazo premier', kind: 'producto', expect: [premierPortafolio, premier] },
  {
    query: 'usar mi deposito como garantia',
    kind: 'producto',
    expect: [`${beneficiosDepositos}#garantia-de-prestamo`],
  },

  // Accounts.
  { query: 'abrir cuenta siendo extranjero', kind: 'trámite', expect: [`${depositos}#requisitos`] },
  { query: 'cuenta de ahorro para mi hijo', kind: 'producto', expect: [azulComienzo] },
  { query: 'ahorro programado', kind: 'producto', expect: [tasasDepositos] },
  { query: 'multa por cerrar cuenta', kind: 'tasa', expect: [comisiones] },
  { query: 'cuenta corriente remunerada', kind: 'producto', expect: [tasasDepositos, cuentas] },
  { query: 'cuenta para recibir mi sueldo', kind: 'producto', expect: [bancaMasiva] },
  { query: 'cuenta sin comision por manejo', kind: 'producto', expect: [bancaMasiva, azulComienzo] },

  // Places and hours.
  { query: 'agencia en antiguo cuscatlan', kind: 'lugar', expect: [`${agencias}#agencia-multiplaza`] },
  { query: 'cajero en soyapango', kind: 'lugar', expect: [`${atm}#cajero-azul-plaza-mundo`] },
  { query: 'cajero santa tecla', kind: 'lugar', expect: [`${atm}#cajero-azul-plaza-merliot`] },
  { query: 'cajeros que reciben depositos', kind: 'lugar', expect: [atm] },
  { query: 'telefono agencia santa ana', kind: 'lugar', expect: [`${agencias}#agencia-santa-ana`] },
  { query: 'punto azul farmacia', kind: 'lugar', expect: [`${puntos}#punto-azul-farmacia-san-benito`] },
  { query: 'cuanto puedo retirar en punto azul', kind: 'lugar', expect: [puntos] },
  { query: 'cajero galerias', kind: 'lugar', expect: [`${atm}#cajero-azul-galerias-escalon`] },
  { query: 'agencia en usulutan', kind: 'lugar', expect: [agencias] },
  { query: 'agencia metrocentro san salvador', kind: 'lugar', expect: [`${agencias}#agencia-metrocentro`] },
  {
    query: 'horario cajero san miguel',
    kind: 'horario',
    expect: [`${atm}#cajero-azul-metrocentro-san-miguel`],
  },

  // App and online banking.
  {
    query: 'como me registro en la app',
    kind: 'digital',
    expect: [
      `${miBancazul}#afiliacion`,
      `${miBancazul}#descarga-la-app`,
      `${miBancazul}#valida-tu-identidad`,
      `${miBancazul}#crea-tu-usuario`,
      `${bancaMovil}#descarga`,
    ],
  },
  {
    query: 'version de android para la app',
    kind: 'digital',
    expect: [`${apps}#requisitos`, `${bancaMovil}#requisitos`],
  },
  {
    query: 'entrar con huella',
    kind: 'digital',
    expect: [`${bancaMovil}#seguridad`, `${apps}#requisitos`, `${miBancazul}#canales`],
  },
  { query: 'cuanto cuesta usar la app', kind: 'digital', expect: [`${miBancazul}#seguridad`, apps] },
  { query: 'banca en linea empresas', kind: 'digital', expect: [bancaEnLinea] },
  { query: 'verificacion en dos pasos', kind: 'digital', expect: [`${faq}#seguridad-en-linea`] },
  {
    query: 'transferir a terceros',
    kind: 'digital',
    expect: [`${miBancazul}#transferencias`, `${bancaMovil}#funciones`],
  },
  { query: 'pagos recurrentes', kind: 'digital', expect: [`${miBancazul}#canales`] },
  { query: 'comprobante de transferencia', kind: 'digital', expect: [`${miBancazul}#canales`] },
  { query: 'cambie de telefono', kind: 'digital', expect: [`${miBancazul}#seguridad`] },

  // Fees and payments.
  { query: 'precio de la chequera', kind: 'tasa', expect: [comisiones] },
  { query: 'cobran por pagar la luz', kind: 'tasa', expect: [colectores] },
  { query: 'pagar internet', kind: 'trámite', expect: [colectores] },
  { query: 'pagar la universidad', kind: 'trámite', expect: [colectores] },
  { query: 'enviar dinero al extranjero', kind: 'trámite', expect: [comisiones] },
  { query: 'estado de cuenta impreso', kind: 'trámite', expect: [`${faq}#estado-de-cuenta`, comisiones] },

  // Remittances.
  { query: 'cobrar remesa sin cuenta', kind: 'trámite', expect: [remesa, `${faq}#cobrar-remesa`] },
  { query: 'numero de referencia de remesa', kind: 'trámite', expect: [remesa, `${faq}#cobrar-remesa`] },
  { query: 'cuanto cuesta cobrar una remesa', kind: 'tasa', expect: [comisiones, `${puntos}#operaciones`] },

  // Insurance.
  {
    query: 'seguro contra terremoto',
    kind: 'producto',
    expect: [seguros, `${beneficiosSeguros}#proteccion-del-hogar`],
  },
  { query: 'seguro para mi carro', kind: 'producto', expect: [`${beneficiosSeguros}#auto`] },
  { query: 'precio del seguro de vida', kind: 'producto', expect: [seguros] },

  // Complaints.
  { query: 'cuanto tardan en responder un reclamo', kind: 'trámite', expect: [reclamos] },
  {
    query: 'transferencia uni no acreditada',
    kind: 'trámite',
    expect: [reclamos, `${faq}#presentar-reclamo`],
  },
  { query: 'diferencia entre queja y reclamo', kind: 'trámite', expect: [reclamos] },

  // Jobs.
  { query: 'plazas disponibles', kind: 'banco', expect: [oportunidades] },
  { query: 'trabajo de cajero', kind: 'banco', expect: [oportunidades] },
  { query: 'correo para mandar curriculum', kind: 'banco', expect: [oportunidades] },

  // The bank and legal.
  { query: 'presidente del banco', kind: 'banco', expect: ['/conocenos/junta-directiva/'] },
  { query: 'cuantos clientes tiene el banco', kind: 'banco', expect: ['/conocenos/nuestra-historia/'] },
  { query: 'fusion con g&t continental', kind: 'banco', expect: ['/fusion/', '/fusion-persona-natural/'] },
  { query: 'era cliente de g&t', kind: 'banco', expect: ['/fusion-persona-natural/'] },
  { query: 'aviso de privacidad', kind: 'banco', expect: ['/privacidad-de-datos/'] },
  {
    query: 'derechos sobre mis datos personales',
    kind: 'banco',
    expect: ['/privacidad-de-datos/#tus-derechos'],
  },
  {
    query: 'informe de gobierno corporativo',
    kind: 'banco',
    expect: ['/conocenos/informe-anual-de-gobierno-corporativo/'],
  },
  { query: 'modelo de contrato de tarjeta', kind: 'banco', expect: ['/conocenos/contratos/'] },

  // Security and fraud.
  {
    query: 'mensaje pidiendo mi contraseña',
    kind: 'trámite',
    expect: [
      `${faq}#seguridad-en-linea`,
      `${faq}#olvide-mi-contrasena`,
      `${miBancazul}#seguridad`,
      `${bancaMovil}#seguridad`,
    ],
  },
  { query: 'como saber si la app es oficial', kind: 'digital', expect: [apps] },
  { query: 'punto azul autorizado', kind: 'lugar', expect: [`${puntos}#seguridad`] },

  // The bank does not offer these.
  { query: 'seguro para mascotas', kind: 'nada', expect: [] },
  { query: 'tarjeta prepago', kind: 'nada', expect: [] },
  { query: 'leasing', kind: 'nada', expect: [] },
  { query: 'afp', kind: 'nada', expect: [] },
  { query: 'cambio de euros', kind: 'nada', expect: [] },
];
