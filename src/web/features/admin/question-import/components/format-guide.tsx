import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { CSV_COLUMNS, type ImportFormat } from '../../../../../shared/api/question-import.ts';
import { buttonClasses } from '../../../../components/button.tsx';
import type { DataColumn } from '../../ui/data-table/columns.ts';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { FORMATS } from '../../ui/import-formats.ts';
import { Code, Example, Notes } from './guide-parts.tsx';
import { MoodleXmlGuide } from './moodle-xml-guide.tsx';
import { CsvHindiNote, MultilangGuide } from './hindi-guide.tsx';

export const SAMPLE_CSV_PATH = '/api/admin/questions/import/sample.csv';

const AIKEN_EXAMPLE = `Which gate outputs 1 only when all its inputs are 1?
A. OR
B. AND
C. XOR
D. NAND
ANSWER: B

What is the time complexity of binary search?
A) O(1)
B) O(log n)
C) O(n)
ANSWER: B`;

const GIFT_EXAMPLE = `$CATEGORY: $course$/top/GATE CS/Algebra

::Derivative::What is the derivative of $x^2$?{
  =$2x$#By the power rule.
  ~$x$
  ~$x^2/2$
  ####Differentiate term by term.
}

::Q2::Every tree is a bipartite graph.{TRUE}`;

function AikenGuide() {
  return (
    <>
      <Example>{AIKEN_EXAMPLE}</Example>
      <Notes>
        <li>
          The question is one line. Each option follows on its own line, starting with a capital letter and a full stop or a bracket: <Code>A.</Code> or{' '}
          <Code>A)</Code>.
        </li>
        <li>
          <Code>ANSWER: B</Code> gives the right option and ends the question. Blank lines between questions are optional.
        </li>
        <li>At least two options. Options count in order: a letter out of place is imported with a warning.</li>
        <li>
          Aiken carries no explanation, topic or marks: each question gets 1 mark and the section and source chosen on this page. Formulas go between{' '}
          <Code>$…$</Code>.
        </li>
      </Notes>
    </>
  );
}

function GiftGuide() {
  return (
    <>
      <Example>{GIFT_EXAMPLE}</Example>
      <h3 className="text-sm font-semibold text-navy-900">Imported as they are</h3>
      <Notes>
        <li>
          Multiple choice with one right answer <Code>=</Code> and wrong answers <Code>~</Code>; a missing-word question (answers inside the text) shows a blank{' '}
          <Code>_____</Code>.
        </li>
        <li>
          Feedback after <Code>#</Code> and general feedback after <Code>####</Code> become the explanation. <Code>::Title::</Code> is kept as the question’s
          name (learners never see it); <Code>$CATEGORY:</Code> sets the topic to the category’s last level.
        </li>
        <li>
          Text in <Code>[moodle]</Code>, <Code>[html]</Code>, <Code>[plain]</Code> or <Code>[markdown]</Code>; HTML becomes Markdown and <Code>\(…\)</Code>{' '}
          formulas become <Code>$…$</Code>. Images are not in a GIFT file: they are left out, with a warning.
        </li>
        <li>
          Partial credit beside an <Code>=</Code> answer (<Code>~%50%</Code>) is dropped, with a warning. Each question gets 1 mark.
        </li>
        <li>
          Multiple response (weights such as <Code>~%50%</Code>, no <Code>=</Code>) becomes an MSQ: the options with a positive weight are the correct ones.
        </li>
        <li>
          Numerical becomes a NAT: <Code>{'{#3.14:0.01}'}</Code> accepts 3.13 to 3.15, <Code>{'{#1..5}'}</Code> accepts 1 to 5, to as many decimal places as the
          numbers are written with. Of several answers (<Code>{'{#=3.14:0.01 =%50%3.1:0.1}'}</Code>) the full-credit one is the key, with a warning.
        </li>
      </Notes>
      <h3 className="text-sm font-semibold text-navy-900">Converted to multiple choice, marked for review</h3>
      <Notes>
        <li>
          True/false (<Code>{'{T}'}</Code>, <Code>{'{FALSE}'}</Code>): the options True and False.
        </li>
        <li>
          With “Convert … to single-choice MCQs” ticked: multiple response gets options that are combinations such as “A and C”, with the original answers
          listed under the question; numerical gets the right value and three distractors outside the accepted range.
        </li>
        <li>Each keeps its original GIFT text, so a reviewer can compare.</li>
      </Notes>
      <MultilangGuide escaped />
      <h3 className="text-sm font-semibold text-navy-900">Skipped, with the reason</h3>
      <Notes>
        <li>
          Essay <Code>{'{}'}</Code>, matching (<Code>-&gt;</Code>), short answer (only <Code>=</Code> answers) and descriptions (no braces): none can be a fair
          single-answer question.
        </li>
      </Notes>
    </>
  );
}

const csvColumns: DataColumn<(typeof CSV_COLUMNS)[number]>[] = [
  {
    id: 'column',
    header: 'Column',
    cell: ({ row: { original: column } }) => (
      <>
        <span className="block font-mono text-[0.8125rem] font-medium text-navy-900">{column.name}</span>
        <span className={column.required ? 'text-xs font-semibold text-brand-700' : 'text-xs text-slate-500'}>{column.required ? 'Required' : 'Optional'}</span>
      </>
    ),
    meta: { rowHeader: true, className: 'whitespace-nowrap' },
  },
  { id: 'holds', header: 'What it holds', cell: ({ row }) => row.original.description, meta: { className: 'text-slate-700' } },
];

function CsvGuide() {
  return (
    <>
      <a href={SAMPLE_CSV_PATH} download="prepverse-questions-sample.csv" className={buttonClasses('secondary', 'sm', 'self-start')}>
        <Download aria-hidden="true" className="size-4" />
        Download sample CSV
      </a>
      <DataTable
        caption="CSV columns"
        columns={csvColumns}
        data={CSV_COLUMNS}
        getRowId={(column) => column.name}
        density="compact"
        // two columns, the second wrapping: a phone reads it as it is
        stackOnPhone={false}
      />
      <Notes>
        <li>The first line names the columns, in any order. Columns separated by commas, not semicolons.</li>
        <li>
          Quoting as in RFC 4180: a field holding a comma, a double quote or a line break goes between double quotes, and a quote inside it is written twice:{' '}
          <Code>"Closest to ""candid""?"</Code>
        </li>
        <li>Save the file as UTF-8 (in Excel: “CSV UTF-8 (Comma delimited)”). Empty lines are ignored.</li>
        <li>
          A field that starts with a single quote followed by <Code>=</Code>, <Code>+</Code>, <Code>-</Code>, <Code>@</Code>, a tab, a carriage return or
          another quote is read without that one quote: <Code>'=1+1</Code> imports as <Code>=1+1</Code>, <Code>'-3.5</Code> as <Code>-3.5</Code> and{' '}
          <Code>''=x</Code> as <Code>'=x</Code>. The CSV export writes such fields this way so that a spreadsheet shows them as text instead of running them as
          formulas.
        </li>
        <li>Line numbers in messages are the file’s lines: a quoted field with line breaks spans several.</li>
        <CsvHindiNote />
      </Notes>
    </>
  );
}

const guides: Record<ImportFormat, () => ReactNode> = { aiken: AikenGuide, gift: GiftGuide, csv: CsvGuide, xml: MoodleXmlGuide };

/** How to write a file in the chosen format, true to what the server's parsers accept. */
export function FormatGuide({ format }: { format: ImportFormat }) {
  const Guide = guides[format];
  return (
    <section aria-labelledby="format-guide-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <header>
        <h2 id="format-guide-heading" className="text-base font-semibold text-navy-900">
          Writing {FORMATS[format].label} files
        </h2>
        <p className="mt-0.5 text-xs text-slate-500">{FORMATS[format].moodleName}</p>
      </header>
      <Guide />
    </section>
  );
}
