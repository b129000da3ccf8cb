/**
 * Standard processes drawn when a flowchart prompt only names its topic ("flowchart for user
 * login"). Each is a list of steps in the same small language the step reader understands.
 */
const TOPICS: readonly (readonly [RegExp, string])[] = [
  [/\b(log ?in|sign ?in|authenticat\w*)\b/i, 'user enters credentials, validate credentials, if credentials are valid create session, else show error and ask again, show dashboard'],
  [/\b(sign ?up|register\w*|onboard\w*)\b/i, 'user fills in the sign-up form, validate the input, if the email is already used show error, else create account, send verification email, if the email is verified activate account, else remind user'],
  [/\b(password reset|reset password|forgot password)\b/i, 'user requests reset, send reset link, if the link is valid set new password, else show expired link error, confirm change'],
  [/\b(checkout|order|purchase|payment)\b/i, 'customer places order, check stock, if items are in stock charge payment, else notify customer, if payment succeeds ship order, else cancel order, send confirmation'],
  [/\b(deploy\w*|release|ci ?cd|pipeline)\b/i, 'developer pushes code, run build, run tests, if tests pass deploy to staging, else notify developer, if staging checks pass deploy to production, else roll back'],
  [/\b(approv\w*|expense|leave request|request)\b/i, 'employee submits request, manager reviews request, if request is approved process request, else notify employee, archive request'],
  [/\b(support|ticket|incident)\b/i, 'customer opens ticket, triage ticket, if issue is known send known fix, else escalate to engineer, resolve issue, close ticket'],
];

const GENERIC = 'receive request, validate input, if input is valid process request, else return error, send response';

/** The step text for a topic, and whether a known topic matched. */
export function topicSteps(topic: string): { steps: string; known: boolean } {
  for (const [re, steps] of TOPICS) if (re.test(topic)) return { steps, known: true };
  return { steps: GENERIC, known: false };
}
