// Moodle XML as Moodle's own exporter writes it (question/format/xml, writequestion): a category
// question before each change of place, then each question with its name, text, general feedback,
// grade and answers; images embedded base64 beside the text that shows them; tags. Texts are written
// in Moodle's markdown format, as the bank holds them, so nothing is lost on the way back in.
import { FIGURE_ALT } from '../question-import/service.ts';
import { bilingual, natNumber, uploadName, type ExportedQuestion } from './exported.ts';

const PLUGINFILE = '@@PLUGINFILE@@/';

/** Moodle's xml_escape: CDATA when the text needs escaping, with ']]>' split across two sections. */
const escapeXml = (text: string) => (/[<>&"']/.test(text) ? `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>` : text);
const writeText = (raw: string, indent: number) => `${'  '.repeat(indent)}<text>${escapeXml(raw)}</text>\n`;

/** A field's Markdown with its images referred to as Moodle files; a figure is drawn last, marked by its alt text, where the import takes it back from. */
function field(text: string, figure: string | null, images: Map<string, string>): { text: string; files: string } {
  const used = new Set<string>();
  let written = text.replace(/\/uploads\/([a-f0-9]{64}\.(?:png|jpg|gif|webp))/g, (whole, name: string) => {
    if (!images.has(name)) return whole;
    used.add(name);
    return `${PLUGINFILE}${name}`;
  });
  const figureName = uploadName(figure);
  if (figureName && images.has(figureName)) {
    used.add(figureName);
    written = `${written}\n\n![${FIGURE_ALT}](${PLUGINFILE}${figureName})`;
  }
  const files = [...used].map((name) => `<file name="${name}" path="/" encoding="base64">${images.get(name)}</file>\n`).join('');
  return { text: written, files };
}

function textField(tag: string, text: string, figure: string | null, images: Map<string, string>, indent = 2) {
  const { text: written, files } = field(text, figure, images);
  const pad = '  '.repeat(indent);
  return `${pad}<${tag} format="markdown">\n${writeText(written, indent + 1)}${files}${pad}</${tag}>\n`;
}

const emptyFeedback = '      <feedback format="html">\n        <text></text>\n      </feedback>\n';

function answer(fraction: string, text: string, figure: string | null, images: Map<string, string>, extra = '') {
  const { text: written, files } = field(text, figure, images);
  return `    <answer fraction="${fraction}" format="markdown">\n${writeText(written, 3)}${files}${emptyFeedback}${extra}    </answer>\n`;
}

// Moodle's fractions for an MSQ's right options share 100% (33.33333 each of three); a wrong one takes it all away
const share = (count: number) => String(Number((100 / count).toFixed(5)));

function answers(question: ExportedQuestion, images: Map<string, string>): string {
  const { key } = question;
  if (key.type === 'NAT') {
    const places =
      [key.decimals, key.decimals + 1].find((p) => Number.isInteger(Math.round(((key.min + key.max) / 2) * 10 ** p * 1e6) / 1e6)) ?? key.decimals + 1;
    const value = natNumber((key.min + key.max) / 2, places);
    const tolerance = natNumber((key.max - key.min) / 2, places);
    return `${answer('100', value, null, new Map(), `      <tolerance>${tolerance}</tolerance>\n`)}    <unitgradingtype>0</unitgradingtype>\n    <unitpenalty>0.1000000</unitpenalty>\n    <showunits>3</showunits>\n    <unitsleft>0</unitsleft>\n`;
  }
  const right = key.type === 'MCQ' ? [key.correctIndex] : key.correctIndexes;
  const fractionOf = (index: number) => (right.includes(index) ? (key.type === 'MCQ' ? '100' : share(right.length)) : key.type === 'MCQ' ? '0' : '-100');
  const combined = ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback']
    .map(
      (tag, index) =>
        `    <${tag} format="html">\n      <text>${['Your answer is correct.', 'Your answer is partially correct.', 'Your answer is incorrect.'][index]}</text>\n    </${tag}>\n`,
    )
    .join('');
  return (
    `    <single>${key.type === 'MCQ'}</single>\n    <shuffleanswers>false</shuffleanswers>\n    <answernumbering>ABCD</answernumbering>\n    <showstandardinstruction>0</showstandardinstruction>\n` +
    `${combined}    <shownumcorrect/>\n` +
    question.options
      .map((option, index) => answer(fractionOf(index), bilingual(option.text, question.hindi?.options[index]?.text), option.image, images))
      .join('')
  );
}

/** A question's name in the bank (an imported one keeps its own), or its first words. */
const nameOf = (question: ExportedQuestion, number: number) =>
  question.name ?? (question.text.replace(/\s+/g, ' ').trim().slice(0, 60) || `Question ${number}`);

export function categoryPath(question: ExportedQuestion): string {
  const levels = question.topicPath.length > 0 ? [...(question.exam ? [question.exam] : []), ...question.topicPath] : [];
  return ['$course$', 'top', ...levels.map((level) => level.replaceAll('/', '//'))].join('/');
}

/** The file; `images` holds each uploaded image's bytes (base64) by its file name. */
export function writeMoodleXml(questions: ExportedQuestion[], images: Map<string, string>): string {
  let out = '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n';
  let category: string | null = null;
  questions.forEach((question, index) => {
    const path = categoryPath(question);
    if (path !== category) {
      category = path;
      out += `<!-- question: 0  -->\n  <question type="category">\n    <category>\n${writeText(path, 3)}    </category>\n    <info format="html">\n      <text></text>\n    </info>\n    <idnumber></idnumber>\n  </question>\n\n`;
    }
    const type = question.key.type === 'NAT' ? 'numerical' : 'multichoice';
    out += `<!-- question: ${question.id}  -->\n  <question type="${type}">\n    <name>\n${writeText(nameOf(question, index + 1), 3)}    </name>\n`;
    // the Hindi version (decision 034) in filter_multilang2's blocks, which the import splits again
    out += textField('questiontext', bilingual(question.text, question.hindi?.text), question.image, images);
    out += textField('generalfeedback', bilingual(question.explanation, question.hindi?.explanation), question.explanationImage, images);
    out += `    <defaultgrade>${question.marks.toFixed(7)}</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>\n    <idnumber></idnumber>\n`;
    out += answers(question, images);
    if (question.tags.length > 0) out += `    <tags>\n${question.tags.map((tag) => `      <tag>${writeText(tag, 0).trimEnd()}</tag>\n`).join('')}    </tags>\n`;
    out += '  </question>\n\n';
  });
  return `${out}</quiz>\n`;
}
