// The /dev LLM stand-in's answer to a request for a question's Hindi version (hindi-versions/llm.ts):
// deterministic, plausible Hindi from a small glossary, keeping formulas ($…$), code and numbers as
// they are. A `[stand-in: hindi-short]` marker in the question answers one option too few (a bad answer).

const GLOSSARY: [RegExp, string][] = [
  [/\bwhich of the following\b/gi, 'निम्नलिखित में से कौन-सा'],
  [/\bwhat is\b/gi, 'क्या है'],
  [/\bfind\b/gi, 'ज्ञात कीजिए'],
  [/\bthe value of\b/gi, 'का मान'],
  [/\bcorrect\b/gi, 'सही'],
  [/\bnone of the above\b/gi, 'इनमें से कोई नहीं'],
  [/\ball of the above\b/gi, 'उपरोक्त सभी'],
  [/\banswer\b/gi, 'उत्तर'],
  [/\bquestion\b/gi, 'प्रश्न'],
  [/\btrue\b/gi, 'सत्य'],
  [/\bfalse\b/gi, 'असत्य'],
  [/\band\b/gi, 'और'],
  [/\bis\b/gi, 'है'],
];

/** Renders English as stand-in Hindi: formulas and code kept, glossary words replaced, marked as Hindi. */
export function standInHindi(english: string): string {
  if (english.trim() === '') return '';
  const kept: string[] = [];
  const held = english.replace(/\$\$[\s\S]*?\$\$|\$[^$\n]*\$|`[^`\n]*`/g, (match) => `⟦${kept.push(match) - 1}⟧`);
  let hindi = held;
  for (const [word, replacement] of GLOSSARY) hindi = hindi.replace(word, replacement);
  hindi = hindi.replace(/⟦(\d+)⟧/g, (_, index: string) => kept[Number(index)]!);
  return `${hindi} (हिंदी)`;
}

/** The user message of a Hindi-version request, read back into its parts. */
export function hindiAnswer(user: string): string {
  const block = (name: string) => new RegExp(`${name}:\\n<<<\\n([\\s\\S]*?)\\n>>>`).exec(user)?.[1] ?? '';
  const options = [...user.matchAll(/^Option [A-F]: (.*)$/gm)].map((match) => match[1]!);
  const short = user.includes('[stand-in: hindi-short]');
  return JSON.stringify({
    text: standInHindi(block('Question')),
    options: (short ? options.slice(1) : options).map(standInHindi),
    explanation: standInHindi(block('Explanation')),
  });
}
