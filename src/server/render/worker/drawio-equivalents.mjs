// Faster equivalents of a few of draw.io's own functions on the export path: the same answer
// for every input, without the costly step draw.io takes to get it. light-dom.test.ts checks
// the exports byte for byte against draw.io's originals (the jsdom reference path).

/** @param {any} win the window with draw.io loaded */
export function installEquivalents(win) {
  fastCodecLookup(win);
  fastFormat(win);
}

/**
 * The decoder looks a codec up by element name for every cell; for a name with none (the
 * <object> and <UserObject> wrappers of cells with properties) draw.io tries `new name`, which
 * throws, and answers undefined. An exception per cell is costly; answer undefined at once.
 * @param {any} win
 */
function fastCodecLookup(win) {
  const registry = win.mxCodecRegistry;
  const getCodec = registry.getCodec;
  registry.getCodec = function (/** @type {unknown} */ ctor) {
    if (typeof ctor === 'string' && /^\S+$/.test(ctor) && registry.codecs[registry.aliases[ctor] ?? ctor] == null) return undefined;
    return getCodec.apply(this, arguments);
  };
}

/**
 * mxSvgCanvas2D.format, which rounds every coordinate the SVG canvas writes to 2 decimals:
 * parseFloat(parseFloat(x).toFixed(2)), i.e. the double nearest to n / 100 for the integer n
 * nearest to x · 100 (ties away from zero). For a number that is not within float error of a
 * tie, Math.round(x · 100) is that n and n / 100 (a correctly rounded division) that double;
 * ties, zero and anything else go the original way.
 * @param {any} win
 */
function fastFormat(win) {
  const proto = win.mxSvgCanvas2D.prototype;
  const format = proto.format;
  proto.format = function (/** @type {unknown} */ value) {
    if (typeof value === 'number' && value > -1e9 && value < 1e9 && value !== 0) {
      const scaled = value * 100;
      const n = Math.round(scaled);
      const off = Math.abs(scaled - n);
      if (off < 0.4999 || off > 0.5001) return n / 100;
    }
    return format.apply(this, arguments);
  };
}
