// How a file carries a question's Hindi version (decision 034): Moodle's multilang forms in GIFT and
// Moodle XML, the hindi_ columns in CSV.
import { Code, Notes } from './guide-parts.tsx';

/** The Hindi in Moodle's own forms, as its multilang filters read them; `escaped` says GIFT's escaping. */
export function MultilangGuide({ escaped }: { escaped: boolean }) {
  return (
    <>
      <h3 className="text-sm font-semibold text-navy-900">Hindi beside English</h3>
      <Notes>
        <li>
          Write each text in both languages as Moodle’s multilang filters read it: <Code>{'<span lang="en" class="multilang">…</span>'}</Code> beside{' '}
          <Code>{'<span lang="hi" class="multilang">…</span>'}</Code>, or <Code>{'{mlang en}…{mlang}{mlang hi}…{mlang}'}</Code>. The question, each answer and
          the general feedback may each have them; the Hindi becomes the question’s Hindi version.
        </li>
        <li>
          Text outside the blocks, such as a formula or a number, is the same in both languages; blocks in other languages are left out. Every answer with
          English words needs its Hindi, or the question is refused with the reason.
        </li>
        {escaped ? (
          <li>
            In GIFT, escape the braces and equals signs as Moodle’s export does: <Code>{'\\{mlang hi\\}…\\{mlang\\}'}</Code>,{' '}
            <Code>{'<span lang\\="hi" class\\="multilang">'}</Code>.
          </li>
        ) : null}
        <li>The bank’s export writes the Hindi back as {'{mlang}'} blocks, so an exported file imports with its Hindi.</li>
      </Notes>
    </>
  );
}

/** The CSV template's hindi_ columns. */
export function CsvHindiNote() {
  return (
    <li>
      For a question in Hindi too, fill <Code>hindi_question</Code>, one <Code>hindi_option_…</Code> for each option in order, and{' '}
      <Code>hindi_explanation</Code>; leave them all empty for English only.
    </li>
  );
}
