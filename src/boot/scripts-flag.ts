/**
 * Set on <html> before the first paint by the boot script (and by the preview screens' entry before they
 * render): this page runs its scripts. A block whose controls appear once it runs draws them from the first
 * paint, hidden, so that nothing moves when they come alive (the finder: src/styles/_place-finder.scss); a
 * visitor without JavaScript has no flag and gets no empty room for them.
 */
export const scriptsRunAttribute = 'data-scripts';
