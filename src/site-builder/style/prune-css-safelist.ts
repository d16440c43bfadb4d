/**
 * Selectors the CSS pruning keeps although no built file names them whole. PurgeCSS finds a class when its
 * full name is a word of a page or chunk; react-bootstrap builds some names at run time from a prefix
 * (`${bsPrefix}-dialog`), so the minified chunk holds only `-dialog`. Each pattern below is one component the
 * site imports (prune-css-safelist.test.ts fails when another react-bootstrap component is imported).
 * Everything else toggled at run time (menu `is-open`, `main-menu-open`, tabs and scroll-spy `active`,
 * accordion `is-open`, carousel `is-ready`, `show`/`fade` of the transitions, the slider's
 * `active`, `carousel-item-next`/`-prev`/`-start`/`-end` written whole in slide-motion.ts) is a whole string
 * in the chunks and needs no entry here.
 */
import type { UserDefinedSafelist } from 'purgecss';

/** react-bootstrap components the safelist covers; the test compares it with the imports in src/. */
export const safelistedBootstrapComponents = ['Modal'] as const;

export const prunedCssSafelist = {
  standard: [
    // A selector made of pseudo-classes only (`:focus-visible { outline … }` in main.scss) matches any
    // element, but PurgeCSS drops it: it finds no class, id or tag in it. Safelisting the pseudo-class part
    // keeps such selectors and changes nothing else, since `.x:hover` still needs `.x` to be found.
    /^:[\w-]+$/,
    // Modal (consent dialog, inmueble), Modal.js and ModalDialog.js: `${bsPrefix}-dialog`, `-content`,
    // `-backdrop`, `-static` (static backdrop bounce), `-${size}`, `-dialog-centered`, `-dialog-scrollable`,
    // `-fullscreen[-{bp}-down]`.
    /^modal-(dialog|content|backdrop|static|sm|lg|xl|fullscreen)(-|$)/,
  ],
} satisfies UserDefinedSafelist;
