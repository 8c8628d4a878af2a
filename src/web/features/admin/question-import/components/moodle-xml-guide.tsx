import type { ReactNode } from 'react';
import { Example, Notes } from './guide-parts.tsx';
import { MultilangGuide } from './hindi-guide.tsx';

// XML names are long: unlike the other guides' code, these may wrap on a phone
const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] break-words text-navy-900">{children}</code>
);

// short lines: on a phone the example scrolls inside its box, not the page
const XML_EXAMPLE = `<quiz>
<question type="category">
  <category><text>
    $course$/top/GATE CS/Algorithms
  </text></category>
</question>
<question type="multichoice">
  <name><text>Merge sort</text></name>
  <questiontext format="html"><text>
    <![CDATA[<p>Merge sort's worst case?
    </p>]]>
  </text></questiontext>
  <defaultgrade>2</defaultgrade>
  <single>true</single>
  <answer fraction="100">
    <text>\\(O(n \\log n)\\)</text>
  </answer>
  <answer fraction="0">
    <text>\\(O(n^2)\\)</text>
  </answer>
  <tags>
    <tag><text>pyq-2019</text></tag>
  </tags>
</question>
</quiz>`;

/** How a Moodle XML file is read: what Moodle's own exporter writes, type by type. */
export function MoodleXmlGuide() {
  return (
    <>
      <Example>{XML_EXAMPLE}</Example>
      <h3 className="text-sm font-semibold text-navy-900">Imported as they are</h3>
      <Notes>
        <li>
          <Code>multichoice</Code> with <Code>{'<single>true</single>'}</Code> becomes an MCQ (the answer with <Code>fraction="100"</Code> is right); with{' '}
          <Code>false</Code> an MSQ, whose right options are those with a positive fraction (<Code>50</Code>, <Code>33.33333</Code>).
        </li>
        <li>
          <Code>numerical</Code> becomes a NAT: an answer of 2.5 with a tolerance of 0.05 accepts 2.45 to 2.55. Of several answers the full-credit one is the
          key, with a warning.
        </li>
        <li>
          The category’s last three levels become the subject, topic and subtopic under the exam chosen below (a first level naming that exam is skipped);
          missing ones are made when you import, and the check lists them. Without an exam, the last level names the topic.
        </li>
        <li>
          <Code>{'<tags>'}</Code> become the question’s tags, <Code>{'<generalfeedback>'}</Code> and the answers’ feedback its explanation,{' '}
          <Code>{'<defaultgrade>'}</Code> its marks (a whole number from 1 to 10), <Code>{'<name>'}</Code> its name.
        </li>
        <li>
          HTML and CDATA become Markdown; <Code>\(…\)</Code> formulas become <Code>$…$</Code>. Images embedded as <Code>{'<file … encoding="base64">'}</Code>{' '}
          are stored with the question (an image that ends a text is drawn under it); links to images elsewhere are left out, with a warning.
        </li>
      </Notes>
      <h3 className="text-sm font-semibold text-navy-900">Converted to multiple choice, marked for review</h3>
      <Notes>
        <li>
          <Code>truefalse</Code>: the options True and False. With “Convert … to single-choice MCQs” ticked, MSQ and NAT too, as for GIFT.
        </li>
      </Notes>
      <MultilangGuide escaped={false} />
      <h3 className="text-sm font-semibold text-navy-900">Skipped, with the reason</h3>
      <Notes>
        <li>Short answer, essay, matching, drag and drop, select missing words, cloze, calculated and descriptions.</li>
      </Notes>
    </>
  );
}
