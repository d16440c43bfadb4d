/** Spanish texts of the consent dialog and of what depends on it (docs/behaviour.md §4, §9). */
export const consentTexts = {
  title: 'Tu privacidad',
  intro:
    'Usamos cookies necesarias para que el sitio funcione y, si lo permitís, cookies funcionales para compartir en redes sociales, mostrar comentarios y otras funciones de terceros.',
  privacyLink: 'Política de privacidad de datos',
  acceptAll: 'Aceptar todas',
  onlyNecessary: 'Aceptar solo necesarias',
  rejectAll: 'Rechazar todas',
  savePreferences: 'Guardar preferencias',
  showMore: 'Configurar preferencias',
  showLess: 'Mostrar menos',
  necessaryTitle: 'Cookies necesarias',
  necessaryText: 'Permiten que el sitio funcione y recuerdan tu elección. Siempre están activas.',
  alwaysActive: 'Siempre activas',
  functionalTitle: 'Cookies funcionales',
  functionalText: 'Permiten compartir en redes sociales, los comentarios y otras funciones de terceros.',
  footerLink: 'Preferencias de cookies',
  commentsOff: 'Los comentarios no están disponibles en este momento.',
} as const;
