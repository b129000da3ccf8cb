// `element.style` for light nodes: a CSS declaration list kept in the element's style attribute,
// written as CSSOM serialises it ("name: value; other: value;", hex colours as rgb()/rgba()),
// so an element styled through `style.x = y` carries the same attribute text as in a browser.
// draw.io sets a few properties this way on its on-screen nodes (visibility of shapes, sizes of
// the view's <svg>, the background of an exported SVG) and reads some back.

const COLOR_PROPS = new Set(['color', 'background-color', 'border-color', 'fill', 'stroke', 'outline-color']);

const kebab = (/** @type {string} */ p) => (p.startsWith('--') ? p : p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/** A hex colour as CSSOM writes it: rgb(r, g, b), or rgba(r, g, b, a) with an alpha. @param {string} value */
export function cssColor(value) {
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(value.trim());
  if (hex === null) return value.trim();
  let h = hex[1] ?? '';
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  if (h.length === 6) return `rgb(${r}, ${g}, ${b})`;
  const a = Math.round((parseInt(h.slice(6, 8), 16) / 255) * 1000) / 1000;
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** The declarations of a style attribute, in order. @param {string | null} text @returns {Array<[string, string]>} */
function declarations(text) {
  /** @type {Array<[string, string]>} */
  const out = [];
  if (!text) return out;
  for (const decl of text.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const name = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if (name !== '' && value !== '') out.push([name, value]);
  }
  return out;
}

/** @param {Array<[string, string]>} decls */
const cssText = (decls) => decls.map(([n, v]) => `${n}: ${v};`).join(' ');

/**
 * @typedef {{ getAttribute(name: string): string | null, setAttribute(name: string, value: string): void,
 *   removeAttribute(name: string): void }} StyledElement
 */

/** Style declaration methods, by name. */
const METHODS = {
  /** @param {StyledElement} el @param {string} name */
  getPropertyValue: (el, name) => declarations(el.getAttribute('style')).find(([n]) => n === name)?.[1] ?? '',
  /** @param {StyledElement} el @param {string} name @param {unknown} value */
  setProperty: (el, name, value) => setDeclaration(el, name, value),
  /** @param {StyledElement} el @param {string} name */
  removeProperty: (el, name) => {
    const old = METHODS.getPropertyValue(el, name);
    setDeclaration(el, name, '');
    return old;
  },
};

/** @param {StyledElement} el @param {string} name @param {unknown} value */
function setDeclaration(el, name, value) {
  const decls = declarations(el.getAttribute('style'));
  let v = value == null ? '' : String(value).trim();
  if (COLOR_PROPS.has(name)) v = cssColor(v);
  const i = decls.findIndex(([n]) => n === name);
  if (v === '') {
    if (i >= 0) decls.splice(i, 1);
  } else if (i >= 0) {
    decls[i] = [name, v];
  } else {
    decls.push([name, v]);
  }
  if (decls.length === 0) el.removeAttribute('style');
  else el.setAttribute('style', cssText(decls));
}

/**
 * The `style` object of a light element.
 * @param {StyledElement} el
 */
export function styleFor(el) {
  return new Proxy(/** @type {Record<string, unknown>} */ ({}), {
    get(_t, prop) {
      if (typeof prop !== 'string') return undefined;
      if (prop in METHODS) return (/** @type {any[]} */ ...args) => /** @type {any} */ (METHODS)[prop](el, ...args);
      if (prop === 'cssText') return cssText(declarations(el.getAttribute('style')));
      if (prop === 'length') return declarations(el.getAttribute('style')).length;
      return METHODS.getPropertyValue(el, kebab(prop));
    },
    set(_t, prop, value) {
      if (typeof prop !== 'string') return true;
      if (prop === 'cssText') {
        const decls = declarations(String(value ?? '')).map(([n, v]) => /** @type {[string, string]} */ ([n, COLOR_PROPS.has(n) ? cssColor(v) : v]));
        if (decls.length === 0) el.removeAttribute('style');
        else el.setAttribute('style', cssText(decls));
      } else {
        setDeclaration(el, kebab(prop), value);
      }
      return true;
    },
  });
}
