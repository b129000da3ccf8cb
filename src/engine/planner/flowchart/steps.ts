import { capitalize } from '../text/tokens.js';

/** One clause of a process description. */
export type Step =
  | { type: 'action'; text: string }
  | { type: 'decision'; text: string; yes?: string; no?: string }
  | { type: 'else'; text?: string }
  | { type: 'end'; text: string }
  | { type: 'loop'; text: string; back: string };

const LEADING = /^(?:and\s+|then\s+|first(?:ly)?,?\s+|next,?\s+|finally,?\s+|lastly,?\s+|after(?:wards| that),?\s+|step\s*\d+\s*[:.)-]?\s*|\d+\s*[.)]\s*|-\s+|\*\s+)+/i;
const PREFIX = /^(?:(?:please\s+)?(?:generate|create|draw|make|design|show)\s+(?:me\s+)?(?:an?\s+)?)?(?:(?:simple|basic)\s+)?(?:flow ?chart|flow diagram|process flow|activity diagram|workflow diagram|decision (?:tree|flow))\s*(?:of|for|showing|about|describing|:)?\s*(?:the\s+|a\s+|an\s+)?/i;

function clean(text: string): string {
  return text.replace(LEADING, '').replace(/^[,;:\s]+|[,;:.\s]+$/g, '').replace(/\s+/g, ' ').trim();
}

const IMPERATIVE = /^(?:ship|send|notify|show|return|create|approve|reject|retry|charge|save|store|log|display|redirect|ask|email|call|process|go|stop|end|continue|update|delete|add|grant|deny|block|allow|escalate|assign|close|open|mark|refund|cancel|archive|alert|publish|write|run|deploy|roll|restart|wait|skip|proceed|complete|confirm|activate|lock|unlock|print|queue|route|forward|pay|book|issue|generate|schedule|remind|invite|hold|release|flag|review|verify|check|validate|discard|drop|abort|fail|pass)\b/i;

/** "payment succeeds ship the order" → ["payment succeeds", "ship the order"]: the action starts at the first imperative verb after the condition. */
function splitCondition(text: string): [string, string | undefined] {
  const then = /^(.+?)\s*(?:,\s*)?\bthen\b\s*(.+)$/i.exec(text);
  if (then) return [then[1]!, then[2]!];
  const words = text.split(/\s+/);
  for (let i = 2; i < words.length; i++) {
    if (IMPERATIVE.test(words[i]!) && !/([^s]s|ed)$/i.test(words[i]!)) return [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    // "if the link is valid the user sets a new password": a new subject starts the action.
    if (i >= 3 && /^(the|we|you|they|it|he|she)$/i.test(words[i]!) && /([^s]s|ed)$/i.test(words.slice(i + 1, i + 4).find((w) => /[^s]s$/i.test(w)) ?? '')) {
      return [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    }
  }
  return [text, undefined];
}

/** "payment succeeds" → "Payment succeeds?" */
export function question(cond: string): string {
  return capitalize(clean(cond).replace(/\?+$/, '')) + '?';
}

export function actionLabel(text: string): string {
  const t = clean(text);
  return capitalize(t.length > 60 ? t.slice(0, 60).replace(/\s+\S*$/, '') : t);
}

/** The topic after "flowchart for ..." when the prompt lists no steps. */
export function topicOf(text: string): string {
  return clean(text.replace(PREFIX, ''));
}

/**
 * Splits a process description into steps: actions, "if X (then) Y (else|otherwise) Z"
 * decisions, loops ("repeat until X", "go back to Y") and an explicit end.
 */
export function readSteps(text: string): Step[] {
  let body = text.replace(PREFIX, '');
  // "password reset: user requests reset, ...": the words before the colon name the process.
  const colon = body.indexOf(':');
  if (colon > 0 && colon < 60 && body.slice(colon + 1).trim().split(/\s+/).length >= 4) body = body.slice(colon + 1);
  const steps: Step[] = [];
  const parts = body
    .replace(/\b(then)\b/gi, ',$1')
    .split(/[.;\n]+|,(?!\s*(?:else|otherwise)\b)|\s(?=\b(?:else|otherwise)\b)/i)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const raw of parts) {
    const part = clean(raw);
    if (!part) continue;
    let m: RegExpExecArray | null;
    if ((m = /^(?:if|when|whether|in case)\s+(.+)$/i.exec(part))) {
      const [cond, yes] = splitCondition(m[1]!);
      steps.push({ type: 'decision', text: cond, ...(yes ? { yes } : {}) });
    } else if ((m = /^(?:else|otherwise|if not|if no)\b,?\s*(.*)$/i.exec(part))) {
      steps.push({ type: 'else', ...(m[1] ? { text: m[1] } : {}) });
    } else if ((m = /^(?:repeat|retry|loop)\b.*?\b(?:until|while)\s+(.+)$/i.exec(part))) {
      steps.push({ type: 'loop', text: m[1]!, back: '' });
    } else if ((m = /^(?:go back to|return to|loop back to)\s+(.+)$/i.exec(part))) {
      steps.push({ type: 'loop', text: '', back: m[1]! });
    } else if (/^(?:end|stop|finish|done|exit)\b/i.test(part)) {
      steps.push({ type: 'end', text: actionLabel(part) });
    } else if (/^(?:start|begin)$/i.test(part)) {
      continue;
    } else {
      steps.push({ type: 'action', text: part });
    }
  }
  return steps;
}
