// Lints a fixture of eslint/fixtures as if it stood at a real place in src/, with the project's own
// configuration: the rule tests read which rules it broke and what they said.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

export async function lintFixture(fixture: string, standsAt: string) {
  const text = await readFile(new URL(`./fixtures/${fixture}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: `${root}${standsAt}` });
  return result!.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}
