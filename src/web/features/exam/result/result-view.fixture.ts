// A small attempted GATE paper of every question type, for the result view's tests. Aptitude: an
// MCQ right, an MCQ left blank, a NAT inside its range. Technical: a 2-mark MCQ wrong (-0.67), an
// MCQ right, a 2-mark MSQ with a correct option missed and a wrong one added, a 2-mark MSQ right, a
// 2-mark NAT outside its range. The analysis is graded by the server's own rules (grading.ts).
import { GATE_CS_SUBJECT_EXAM } from '../paper-exam.fixture.ts';
import type { ReviewedQuestion } from '../../../../shared/api/exam.ts';
import type { AnswerKey } from '../../../../shared/exam/answer-key.ts';
import { gradeAttempt } from '../../../../shared/exam/grading.ts';
import { markingOf } from '../../../../shared/exam/marking.ts';
import type { AttemptedTest } from './exam-result.ts';

const base = { questionImage: null, questionRemarks: null, explanationImage: null } as const;

function question(
  id: string,
  fields: Pick<ReviewedQuestion, 'section' | 'marks' | 'questionText' | 'explanationText'> & Partial<ReviewedQuestion>,
  answerKey: AnswerKey,
  options: string[] = [],
): ReviewedQuestion {
  const correctAnswerIndex = answerKey.type === 'MCQ' ? answerKey.correctIndex : answerKey.type === 'MSQ' ? answerKey.correctIndexes[0]! : -1;
  return {
    ...base,
    _id: id,
    type: answerKey.type,
    options: options.map((text, index) => ({ _id: `${id}:${index}`, text, image: null })),
    answerKey,
    correctAnswerIndex,
    ...fields,
  };
}

export const fixtureQuestions: ReviewedQuestion[] = [
  question(
    'q1',
    {
      section: 'Aptitude',
      marks: 1,
      questionText: 'Choose the word closest in meaning to **candid**.',
      explanationText: 'A *candid* remark is open and honest: **frank**.',
    },
    { type: 'MCQ', correctIndex: 0 },
    ['Frank', 'Secretive', 'Timid', 'Harsh'],
  ),
  question(
    'q2',
    { section: 'Aptitude', marks: 1, questionText: 'If $2^x = 32$, what is $x$?', explanationText: '$32 = 2^5$, so $x = 5$.' },
    { type: 'MCQ', correctIndex: 1 },
    ['4', '5', '6', '16'],
  ),
  question(
    'q3',
    { section: 'Aptitude', marks: 1, questionText: 'Evaluate $\\int_0^1 5x\\,dx$ (to two decimal places).', explanationText: '$5 \\cdot \\frac{1}{2} = 2.5$.' },
    { type: 'NAT', min: 2.45, max: 2.55, decimals: 2 },
  ),
  question(
    'q4',
    {
      section: 'Technical',
      marks: 2,
      questionText: 'The worst-case time to build a binary heap from $n$ keys is',
      explanationText: 'Bottom-up heapify costs $$\\sum_{h} \\frac{n}{2^{h+1}} \\cdot O(h) = O(n).$$',
      questionRemarks: 'Assume a binary min-heap stored in an array.',
    },
    { type: 'MCQ', correctIndex: 1 },
    ['$\\Theta(n \\log n)$', '$\\Theta(n)$', '$\\Theta(\\log n)$', '$\\Theta(n^2)$'],
  ),
  question(
    'q5',
    {
      section: 'Technical',
      marks: 1,
      questionText: 'Which layer of the OSI model does a router work at?',
      explanationText: 'Routers forward packets by IP address: the **network** layer.',
    },
    { type: 'MCQ', correctIndex: 1 },
    ['Data link', 'Network', 'Transport', 'Session'],
  ),
  question(
    'q6',
    {
      section: 'Technical',
      marks: 2,
      questionText: 'Which of these sorting algorithms are stable?',
      explanationText: 'Merge sort and insertion sort keep equal keys in order.',
    },
    { type: 'MSQ', correctIndexes: [0, 2] },
    ['Merge sort', 'Quicksort', 'Insertion sort', 'Heapsort'],
  ),
  question(
    'q7',
    {
      section: 'Technical',
      marks: 2,
      questionText: 'Which of these does TCP provide?',
      explanationText: 'TCP is reliable, ordered and flow-controlled; it keeps no message boundaries.',
    },
    { type: 'MSQ', correctIndexes: [0, 1, 3] },
    ['Reliable delivery', 'In-order delivery', 'Message boundaries', 'Flow control'],
  ),
  question(
    'q8',
    { section: 'Technical', marks: 2, questionText: 'How many edges has the complete graph $K_6$?', explanationText: '$\\binom{6}{2} = 15$.' },
    { type: 'NAT', min: 15, max: 15, decimals: 0 },
  ),
];

/** What the learner answered, by question id (q2 left blank). */
// seconds: the time on each question; q4 (wrong) took far longer than the average taker's
export const fixtureAnswers: Record<string, { answer: unknown; seconds?: number }> = {
  q1: { answer: 0, seconds: 45 },
  q3: { answer: '2.5' },
  q4: { answer: 0, seconds: 190 },
  q5: { answer: 1, seconds: 30 },
  q6: { answer: [0, 1], seconds: 100 },
  q7: { answer: [0, 1, 3] },
  q8: { answer: '16' },
};

export function attemptedFixture(
  overrides: Partial<AttemptedTest['attemptedData']['analyzedData']> = {},
  questions: ReviewedQuestion[] = fixtureQuestions,
): AttemptedTest {
  const marking = markingOf('gate');
  const analyzedData = gradeAttempt({
    title: 'GATE CS Full Subject Test 3',
    questions: questions.map((q) => ({ id: q._id, section: q.section, marks: q.marks, key: q.answerKey, optionCount: q.options.length })),
    answers: fixtureAnswers,
    marking,
    timeTakenSeconds: 754,
    submittedAt: '2025-03-05T09:42:00Z',
    endedBy: 'learner',
  });
  const test = {
    _id: 't1',
    title: 'GATE CS Full Subject Test 3',
    timeLimit: 3000,
    negativeRatio: 1 / 3,
    markingScheme: marking,
    testSeriesId: 's1',
    profile: GATE_CS_SUBJECT_EXAM,
  };
  return {
    success: true,
    attempted: true,
    serverTime: Date.parse('2025-03-05T10:00:00Z'),
    test: { ...test, questions },
    attemptedData: { testId: { questions }, analyzedData: { ...analyzedData, ...overrides } },
    standing: { rank: 3, takers: 41, percentile: 92.68 },
    questionStats: { q1: 80.49, q2: 62, q3: 55, q4: 31.71, q5: 75.61, q6: 24.39, q7: 40, q8: 68.29 },
    questionTimes: {
      q1: { average: 55, topper: 40 },
      q4: { average: 80, topper: 65 },
      q5: { average: 42, topper: null },
      q6: { average: 90, topper: 75 },
    },
    attemptId: 'a1',
    reportedQuestionIds: [],
  };
}

/** Each question's Hindi version (text, options, explanation), as a paper offered in Hindi carries it. */
const hindiVersions: Record<string, NonNullable<ReviewedQuestion['hindi']>> = {
  q1: {
    questionText: '**candid** शब्द के अर्थ के सबसे निकट का शब्द चुनिए।',
    options: ['स्पष्टवादी', 'छिपाने वाला', 'डरपोक', 'कठोर'].map((text) => ({ text })),
    explanationText: '*candid* टिप्पणी खुली और ईमानदार होती है: **स्पष्टवादी**।',
  },
  q2: {
    questionText: 'यदि $2^x = 32$ है, तो $x$ का मान क्या है?',
    options: ['4', '5', '6', '16'].map((text) => ({ text })),
    explanationText: '$32 = 2^5$, अतः $x = 5$।',
  },
  q3: {
    questionText: '$\\int_0^1 5x\\,dx$ का मान दो दशमलव स्थानों तक ज्ञात कीजिए।',
    options: [],
    explanationText: '$5 \\cdot \\frac{1}{2} = 2.5$।',
  },
  q4: {
    questionText: '$n$ कुंजियों से बाइनरी हीप बनाने में सबसे खराब स्थिति में लगने वाला समय है',
    options: ['$\\Theta(n \\log n)$', '$\\Theta(n)$', '$\\Theta(\\log n)$', '$\\Theta(n^2)$'].map((text) => ({ text })),
    explanationText: 'नीचे से ऊपर हीप बनाने की लागत $$\\sum_{h} \\frac{n}{2^{h+1}} \\cdot O(h) = O(n)$$ है।',
  },
  q5: {
    questionText: 'राउटर OSI मॉडल की किस परत पर काम करता है?',
    options: ['डेटा लिंक', 'नेटवर्क', 'ट्रांसपोर्ट', 'सेशन'].map((text) => ({ text })),
    explanationText: 'राउटर IP पते के आधार पर पैकेट आगे भेजते हैं: **नेटवर्क** परत।',
  },
  q6: {
    questionText: 'इनमें से कौन-से सॉर्टिंग एल्गोरिदम स्थिर हैं?',
    options: ['मर्ज सॉर्ट', 'क्विकसॉर्ट', 'इंसर्शन सॉर्ट', 'हीपसॉर्ट'].map((text) => ({ text })),
    explanationText: 'मर्ज सॉर्ट और इंसर्शन सॉर्ट बराबर कुंजियों का क्रम बनाए रखते हैं।',
  },
  q7: {
    questionText: 'TCP इनमें से क्या देता है?',
    options: ['विश्वसनीय डिलीवरी', 'क्रम से डिलीवरी', 'संदेशों की सीमाएँ', 'प्रवाह नियंत्रण'].map((text) => ({ text })),
    explanationText: 'TCP विश्वसनीय और क्रमबद्ध है और प्रवाह नियंत्रित करता है; यह संदेशों की सीमाएँ नहीं रखता।',
  },
  q8: {
    questionText: 'पूर्ण ग्राफ़ $K_6$ में कितने किनारे हैं?',
    options: [],
    explanationText: '$\\binom{6}{2} = 15$।',
  },
};

/**
 * The same attempt of the paper offered in Hindi: every question carries its Hindi, the learner chose
 * Hindi as the default and switched question 5 to English during the exam.
 */
export function attemptedInHindiFixture(): AttemptedTest {
  const questions = fixtureQuestions.map((question) => ({ ...question, hindi: hindiVersions[question._id] }));
  return { ...attemptedFixture({}, questions), language: 'hi', questionLanguages: { q5: 'en' } };
}
