/** Types of light-xml.mjs: an XML parser into light nodes (DOM-shaped, see light-dom.mjs). */
export function parseLightXml(source: string): Document;
