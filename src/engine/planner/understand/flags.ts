import type { PromptFlags } from '../types.js';

/** Non-functional asks written anywhere in the prompt. */
export function readFlags(text: string): PromptFlags {
  const t = text.toLowerCase();
  return {
    tls: /\bhttps\b|\btls\b|\bssl\b|\bencrypt\w* in transit\b|\bend[ -]to[ -]end encrypt/.test(t),
    encrypted: /\bencrypt\w*\b|\bkms\b|\bcmk\b|\bhipaa\b|\bpci\b|\bgdpr\b|\bpii\b|\bsensitive data\b|\bcompliant\b/.test(t),
    highlyAvailable: /\bhighly available\b|\bhigh availability\b|\bha\b|\bmulti[ -]?az\b|\bredundan\w*\b|\bfault[ -]tolerant\b|\bresilien\w*\b/.test(t),
    backups: /\bbackups?\b|\bpoint[ -]in[ -]time\b|\bsnapshots?\b|\bpitr\b/.test(t),
    privateNetworking: /\bprivate (endpoints?|link|subnets?|network\w*|connectivity)\b|\bno public\b/.test(t),
  };
}
