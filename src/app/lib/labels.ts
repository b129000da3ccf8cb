/**
 * Values from /meta as people write them. Known values have a label; any other value is spelled
 * word by word, with initialisms in capitals ("ml" → "ML", "hub_spoke" → "Hub spoke").
 */
const LABELS: Record<string, string> = {
  aws: 'AWS',
  azure: 'Azure',
  gcp: 'Google Cloud',
  kubernetes: 'Kubernetes',
  oci: 'Oracle Cloud (OCI)',
  general: 'General',
  auto: 'Auto (let Skyplan choose)',
  drawio: 'draw.io (.drawio)',
  svg: 'SVG image',
  png: 'PNG image',
  ml: 'Machine learning (ML)',
};

/** Words spelled their own way wherever they appear in a value. */
const WORDS: Record<string, string> = Object.fromEntries(
  ['ML', 'AI', 'API', 'IoT', 'ETL', 'CI', 'CD', 'VPC', 'VPN', 'CDN', 'DNS', 'AWS', 'GCP', 'OCI', 'K8s', 'SQL', 'NoSQL', 'LLM', 'RAG', 'MCP', 'Kubernetes'].map((w) => [w.toLowerCase(), w]),
);

export function labelOf(value: string): string {
  const known = LABELS[value];
  if (known) return known;
  const words = value.split(/[_\s-]+/).filter(Boolean);
  return words
    .map((w, i) => (WORDS[w.toLowerCase()] ?? (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)))
    .join(' ');
}
