// The question import's API: a dry run that reports each question of an Aiken, GIFT, CSV or Moodle XML file as
// the learner will see it, or why it cannot be used. The import itself (bank-jobs.ts, startImport) is
// a background job that writes the same items.
import { z } from 'zod';
import { route } from './contract.ts';
import { natRange } from './admin-questions.ts';
import { questionType } from './exam.ts';
import { questionDuplicate } from './duplicates.ts';
import { hindiVersion } from './hindi.ts';

export const importFormats = ['aiken', 'gift', 'csv', 'xml'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const importSections = ['Aptitude', 'Technical'] as const;
export const importSources = ['ai-generated', 'public', 'original'] as const;

/** The largest file the import reads; the route's body limit is set from it. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_QUESTIONS = 2000;

/** An image a Moodle XML file embeds (base64), by the name its text refers to it by; its bytes reach the server only. */
export const embeddedFile = z.object({ name: z.string(), bytes: z.number().int() });
export type EmbeddedFile = z.infer<typeof embeddedFile>;

export const importedQuestion = z.object({
  text: z.string(), // Markdown with LaTeX, as the exam view renders it
  options: z.array(z.string()), // none for a NAT
  explanation: z.string(),
  section: z.enum(importSections),
  source: z.enum(importSources),
  marks: z.number().int(),
  topic: z.string().nullable(),
  // GIFT's ::title:: or a CSV row's name: how the author knew the question, never shown to learners
  name: z.string().nullable(),
  remarks: z.string().nullable(),
  // the key as the editor gives it (admin-questions.ts, keyOfInput): only the type's own field is set
  type: questionType,
  correctIndex: z.number().int().nullable(), // MCQ
  correctIndexes: z.array(z.number().int()).nullable(), // MSQ
  natRange: natRange.nullable(), // NAT
  // what only Moodle XML carries (the other formats leave them out): free tags, the category's levels
  // (the tree path the import places it at, under the chosen exam) and the images embedded in the file
  tags: z.array(z.string()).optional(),
  category: z.array(z.string()).optional(),
  files: z.array(embeddedFile).optional(),
  // an embedded image drawn under the question's text, under an option or under the explanation
  // (@@PLUGINFILE@@/name until the import stores it); an image inside a text stays where it is
  figures: z.object({ question: z.string().nullable(), options: z.array(z.string().nullable()), explanation: z.string().nullable() }).optional(),
  // the Hindi version (decision 034) where the file carries one: CSV's hindi_ columns, Moodle's multilang text
  hindi: hindiVersion.nullable().optional(),
});
export type ImportedQuestion = z.infer<typeof importedQuestion>;

export const conversionKinds = ['true-false', 'multiple-response', 'numerical'] as const;
export type ConversionKind = (typeof conversionKinds)[number];

/** A question of the file that is already in the bank, or earlier in the same file (an exact copy there). */
export const importDuplicate = z.discriminatedUnion('in', [
  questionDuplicate.extend({ in: z.literal('bank') }),
  z.object({ in: z.literal('file'), line: z.number().int(), exact: z.literal(true), similarity: z.literal(1) }),
]);
export type ImportDuplicate = z.infer<typeof importDuplicate>;

export const importItem = z.discriminatedUnion('ok', [
  z.object({
    line: z.number().int(),
    ok: z.literal(true),
    question: importedQuestion,
    // a question made into an MCQ (true/false always, MSQ and NAT when asked) keeps its source text, so a reviewer can compare
    conversion: z.object({ from: z.enum(conversionKinds), original: z.string() }).optional(),
    needsReview: z.boolean(),
    warnings: z.array(z.string()),
    // filled in by the dry run after the file is read (the bank's questions, and copies earlier in the file)
    duplicates: z.array(importDuplicate).optional(),
  }),
  z.object({
    line: z.number().int(),
    ok: z.literal(false),
    kind: z.enum(['error', 'skipped']),
    reason: z.string(),
  }),
]);
export type ImportItem = z.infer<typeof importItem>;
export type ImportedItem = Extract<ImportItem, { ok: true }>;
export type RejectedItem = Extract<ImportItem, { ok: false }>;

export const importPreviewRequest = z.object({
  format: z.enum(importFormats),
  text: z.string(), // its size is checked by the service, which says how large the file is
  section: z.enum(importSections).optional(),
  source: z.enum(importSources).optional(),
  // the import writes these on every question (the bank filters by them); the dry run ignores them
  exam: z.string().trim().max(60).optional(),
  difficulty: z.enum(['easy', 'medium', 'hard']).optional(),
  // MSQ and NAT questions become single-choice MCQs (for a paper of MCQs only); by default they stay as they are
  convertToMcq: z.boolean().optional(),
  // the import leaves out every exact duplicate (of the bank, or of a question earlier in the file)
  skipDuplicates: z.boolean().optional(),
  // and the questions on these lines, as the importer ticked them in the dry run
  skipLines: z.array(z.number().int().min(1)).max(IMPORT_MAX_QUESTIONS).optional(),
});
export type ImportPreviewRequest = z.infer<typeof importPreviewRequest>;

export const importPreview = z.object({
  format: z.enum(importFormats),
  summary: z.object({
    ready: z.number().int(), // usable as they are
    converted: z.number().int(), // usable after a conversion to MCQ (true/false, or MSQ and NAT when asked), marked for review
    skipped: z.number().int(), // a kind of question that cannot be a fair MCQ
    errors: z.number().int(),
    // usable questions that are in the bank (or earlier in the file) already, and that nearly are
    exactDuplicates: z.number().int().optional(),
    nearDuplicates: z.number().int().optional(),
  }),
  // a problem with the whole file (too many questions, a bad CSV header); items is then empty
  fileError: z.string().nullable(),
  // the duplicates check's bounds were reached: whose near duplicates were not looked for, and why
  nearDuplicatesNotChecked: z.string().optional(),
  items: z.array(importItem),
  // Moodle XML's categories under the chosen exam: the syllabus tree's nodes the import would create
  // (a path such as ['Algorithms', 'Sorting']); without an exam, a category only names the topic
  newTopics: z.array(z.array(z.string())).optional(),
});
export type ImportPreview = z.infer<typeof importPreview>;

// The CSV template: its columns as the import page documents them, and the sample file it offers
// (GET /api/admin/questions/import/sample.csv serves the same text).
export interface CsvColumn {
  name: string;
  required: boolean;
  description: string;
}

export const CSV_COLUMNS: CsvColumn[] = [
  { name: 'question', required: true, description: 'The question text: Markdown, with LaTeX between $…$ (inline) or $$…$$ (display).' },
  { name: 'option_a', required: true, description: 'Option A (leave the options empty for a NAT).' },
  { name: 'option_b', required: true, description: 'Option B.' },
  { name: 'option_c', required: false, description: 'Option C (leave empty for fewer options).' },
  { name: 'option_d', required: false, description: 'Option D.' },
  { name: 'option_e', required: false, description: 'Option E. Options are filled in order: no gaps.' },
  {
    name: 'type',
    required: false,
    description: 'MCQ (one right option), MSQ (one or more right options) or NAT (a numerical answer, no options). Empty: MCQ.',
  },
  {
    name: 'answer',
    required: true,
    description:
      'MCQ: the letter of the right option, such as B. MSQ: the letters of the right options, separated by semicolons, such as A;C. ' +
      'NAT: the number, such as 42 or 2.50, or the range of accepted values, such as 2.45..2.55; the answer is given to as many decimal places as the numbers are written with.',
  },
  { name: 'explanation', required: false, description: 'Shown with the solution after the test. Markdown and LaTeX.' },
  { name: 'section', required: false, description: 'Aptitude or Technical. Empty: the section chosen on the import page.' },
  { name: 'marks', required: false, description: 'A whole number from 1 to 10. Empty: 1.' },
  { name: 'topic', required: false, description: 'The topic the report groups answers by, such as Algebra.' },
  { name: 'source', required: false, description: 'original, public or ai-generated. Empty: the source chosen on the import page.' },
  { name: 'remarks', required: false, description: 'A note shown under the question to the learner.' },
  {
    name: 'hindi_question',
    required: false,
    description: 'The question text in Hindi (decision 034), Markdown and LaTeX as the English. Empty: the question has no Hindi version.',
  },
  { name: 'hindi_option_a', required: false, description: 'Option A in Hindi: with a Hindi version, every option with English text needs its Hindi.' },
  { name: 'hindi_option_b', required: false, description: 'Option B in Hindi.' },
  { name: 'hindi_option_c', required: false, description: 'Option C in Hindi.' },
  { name: 'hindi_option_d', required: false, description: 'Option D in Hindi.' },
  { name: 'hindi_option_e', required: false, description: 'Option E in Hindi. One for each English option, in order.' },
  { name: 'hindi_explanation', required: false, description: 'The explanation in Hindi.' },
];

export const CSV_OPTION_COLUMNS = ['option_a', 'option_b', 'option_c', 'option_d', 'option_e'] as const;
export const CSV_HINDI_OPTION_COLUMNS = ['hindi_option_a', 'hindi_option_b', 'hindi_option_c', 'hindi_option_d', 'hindi_option_e'] as const;

export const SAMPLE_CSV = [
  'question,option_a,option_b,option_c,option_d,option_e,type,answer,explanation,section,marks,topic,source,remarks,' +
    'hindi_question,hindi_option_a,hindi_option_b,hindi_option_c,hindi_option_d,hindi_option_e,hindi_explanation',
  'What is $2^{10}$?,512,1024,2048,4096,,MCQ,B,$2^{10} = 1024$.,Technical,1,Number systems,original,',
  '"A train covers 300 km in 5 hours. What is its average speed, in km/h?",50,60,75,,,,B,"Speed = distance ÷ time = 300 ÷ 5 = 60 km/h.",Aptitude,2,Speed and distance,original,,' +
    '"एक रेलगाड़ी 5 घंटे में 300 किमी की दूरी तय करती है। उसकी औसत चाल (किमी/घंटा में) क्या है?",50,60,75,,,"चाल = दूरी ÷ समय = 300 ÷ 5 = 60 किमी/घंटा।"',
  '"Which data structure gives O(1) access by index?",Linked list,Array,"Binary search tree",Heap,,MCQ,B,"An array stores its elements next to each other, so the address of element $i$ is computed directly.",Technical,1,Data structures,public,',
  '"Choose the word closest in meaning to ""candid"".",Frank,Secretive,Careful,Angry,,MCQ,A,"""Candid"" means frank and honest.",Aptitude,1,Verbal ability,original,Vocabulary',
  '"Evaluate:\n\n$$\\int_0^1 x\\,dx$$",0,1/2,1,2,,MCQ,B,"$\\int_0^1 x\\,dx = \\left[\\frac{x^2}{2}\\right]_0^1 = \\frac12$.",Technical,2,Calculus,original,',
  '"Which of these are prime numbers?",2,9,11,15,,MSQ,A;C,"2 and 11 have no divisors but 1 and themselves; $9 = 3^2$ and $15 = 3 \\times 5$.",Aptitude,2,Number systems,original,Select all that apply',
  '"A resistor of $4\\,\\Omega$ carries $2.5$ A. What is the voltage across it, in volts?",,,,,,NAT,10,"$V = IR = 2.5 \\times 4 = 10$ V.",Technical,1,Circuits,original,',
  '"What is $\\sqrt{6}$, to two decimal places?",,,,,,NAT,2.44..2.46,"$\\sqrt{6} \\approx 2.449$; answers from 2.44 to 2.46 are accepted.",Technical,2,Numerical methods,original,',
  '',
].join('\r\n');

/** Importing a file of questions (src/server/features/admin/question-import/routes.ts). */
export const questionImportApi = {
  preview: route('POST', '/api/admin/questions/import/preview', { body: importPreviewRequest, response: { 200: importPreview } }),
  sampleCsv: route('GET', '/api/admin/questions/import/sample.csv', {}),
};
