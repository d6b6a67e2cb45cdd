/** The sandbox's failure reasons are codes with words of their own; a real provider's sentence is shown as it came. */
const CODES = new Set(['declined', 'insufficient_funds']);

export function failureText(reason: string, t: (key: string) => string): string {
  return CODES.has(reason) ? t(`sandbox.outcome_${reason}`) : reason;
}
