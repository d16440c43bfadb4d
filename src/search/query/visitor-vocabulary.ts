/**
 * The visitor's words against the site's (issue 40; docs/behaviour.md "Site search"): Spanish as people in
 * El Salvador type it, where the pages say the same thing in another word. These are facts of the language,
 * not of one page, so they live with the search rather than in the editors' synonyms (the `global` story),
 * which hold the bank's own names; the search uses both (pagefind-client.ts). Each group is kept only where
 * the site's own pages say one of its words for the thing the visitor asks, named beside it, and is measured
 * on the judged query sets (bench/results.md part (g)). A group joins words, never a query to a page.
 */
import type { SearchRules } from './search-rules';

export const visitorVocabulary: SearchRules['synonyms'] = [
  // Banca Masiva: "Recibí tu salario sin costo"; Créditos and the card pages ask a "Constancia de salario".
  ['sueldo', 'salario'],
  // The FAQ: "Perdí mi tarjeta, ¿cómo la bloqueo?"; Mi BancAzul: "Bloqueá y desbloqueá tus tarjetas", in
  // "Tarjetas › Bloqueo temporal". A card is frozen by blocking it.
  ['congelar', 'bloquear'],
  // Mi BancAzul: "Ingresá con tu usuario y contraseña", "ingreso por huella o reconocimiento facial"; Banca
  // Móvil: "Ingresás con tu huella"; Banca en línea: "Ingresá al portal". The pages never say "entrar".
  ['entrar', 'ingresar'],
  // Oportunidades: "Enviá tu hoja de vida"; no page says "currículum" or "CV".
  ['currículum', 'hoja de vida'],
  // Oportunidades: "Enviá tu hoja de vida"; Remesa Azul and the FAQ: "envío de dinero", "enviás dinero".
  ['mandar', 'enviar'],
  // The Platinum card's page: "Tarjeta de crédito Platinum". "Platino" is the Spanish name of the metal.
  ['platino', 'platinum'],
];

/** The editors' synonyms with the visitor's vocabulary after them. */
export const withVisitorVocabulary = <Rules extends SearchRules>(rules: Rules): Rules => ({
  ...rules,
  synonyms: [...rules.synonyms, ...visitorVocabulary],
});
