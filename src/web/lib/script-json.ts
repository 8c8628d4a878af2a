/**
 * A value as JSON safe inside a <script> element: '<' written as its JSON escape is the same string
 * to JSON.parse, and can never end the element early ('</script>' in a question's text, say).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
