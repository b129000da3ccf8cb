// Faster equivalents of a few of draw.io's own functions on the export path: the same answer
// for every input, without the costly step draw.io takes to get it. light-dom.test.ts checks
// the exports byte for byte against draw.io's originals (the jsdom reference path).

/** @param {any} win the window with draw.io loaded */
export function installEquivalents(win) {
  fastCodecLookup(win);
  fastCoordinates(win);
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

/** n / 100 rounded to hundredths for a number not within float error of a tie, else null. @param {unknown} value */
export function hundredthsOf(value) {
  if (typeof value !== 'number' || !(value > -1e9 && value < 1e9) || value === 0) return null;
  const scaled = value * 100;
  const n = Math.round(scaled);
  const off = Math.abs(scaled - n);
  return off < 0.4999 || off > 0.5001 ? n : null;
}

const FRACTIONS = Array.from({ length: 100 }, (_, f) => (f === 0 ? '' : f % 10 === 0 ? `.${f / 10}` : f < 10 ? `.0${f}` : `.${f}`));

/**
 * String(n / 100) for an integer |n| < 1e11: the shortest decimal that reads back as that
 * double is the two-decimal one with trailing zeros dropped (no other decimal of as few digits
 * lies within float error of it).
 * @param {number} n
 */
export function hundredthsText(n) {
  if (n < 0) {
    const whole = Math.floor(-n / 100);
    return `-${whole}${FRACTIONS[-n - whole * 100]}`;
  }
  const whole = Math.floor(n / 100);
  return `${whole}${FRACTIONS[n - whole * 100]}`;
}

/**
 * mxSvgCanvas2D.format, which rounds every coordinate the SVG canvas writes to 2 decimals:
 * parseFloat(parseFloat(x).toFixed(2)), i.e. the double nearest to n / 100 for the integer n
 * nearest to x · 100 (ties away from zero). For a number that is not within float error of a
 * tie, Math.round(x · 100) is that n and n / 100 (a correctly rounded division) that double;
 * ties, zero and anything else go the original way.
 *
 * And mxAbstractCanvas2D.addOp, which collects a path's coordinates as numbers that are only
 * ever joined into the d attribute: it collects their text instead, written without the
 * general number-to-text conversion (same characters, a fraction of the cost).
 * @param {any} win
 */
function fastCoordinates(win) {
  const proto = win.mxSvgCanvas2D.prototype;
  const format = proto.format;
  const fastFormat = function (/** @type {unknown} */ value) {
    const n = hundredthsOf(value);
    return n === null ? format.apply(this, arguments) : n / 100;
  };
  proto.format = fastFormat;
  /** The text the path gets for a coordinate: String(canvas.format(v)). @param {any} canvas @param {number} v */
  const coordinate = (canvas, v) => {
    const n = canvas.format === fastFormat ? hundredthsOf(v) : null;
    return n === null ? String(canvas.format(v)) : hundredthsText(n);
  };
  win.mxAbstractCanvas2D.prototype.addOp = function () {
    if (this.path == null) return;
    this.path.push(arguments[0]);
    const s = this.state;
    for (let i = 2; i < arguments.length; i += 2) {
      this.lastX = arguments[i - 1];
      this.lastY = arguments[i];
      this.path.push(coordinate(this, (this.lastX + s.dx) * s.scale));
      this.path.push(coordinate(this, (this.lastY + s.dy) * s.scale));
    }
  };
}
