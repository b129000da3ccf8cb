export { XmlError, decodeAttribute, decodeEntities, escapeAttribute, escapeText, lineColumn } from './escape.js';
export { parseXml, type XmlElement, type XmlLimits } from './parser.js';
export { attributeList, rewriteStartTag, startTag, type AttributeChanges, type AttributeList } from './serialize.js';
export { applyEdits, lineRange, type TextEdit } from './splice.js';
export { scanStartTag } from './tokenizer.js';
