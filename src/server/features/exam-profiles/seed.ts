// The exam profiles Prepverse ships (issue 42), written to the database at start (repository.ts):
// a profile the seed has not written yet is added, one an older seed wrote is brought up to this one,
// and one a god has edited since is left as it is. Raise EXAM_PROFILE_SEED_VERSION with any change here.
import type { ExamProfile } from '../../../shared/exam/profiles.ts';

export const EXAM_PROFILE_SEED_VERSION = 1;

const HOUR = 3600;

const gateTypes = {
  en: 'Questions are of three types: MCQ, one correct option, chosen with a radio button; MSQ, one or more correct options, chosen with checkboxes; NAT, a number entered with the on-screen keypad.',
  hi: 'प्रश्न तीन प्रकार के हैं: MCQ, जिसमें एक विकल्प सही है और रेडियो बटन से चुना जाता है; MSQ, जिसमें एक या अधिक विकल्प सही हैं और चेकबॉक्स से चुने जाते हैं; NAT, जिसमें उत्तर की संख्या स्क्रीन के कीपैड से लिखी जाती है।',
};
const gateMarking = {
  en: 'Marking: a wrong MCQ costs a third of its marks (1/3 of a mark on a 1-mark question, 2/3 on a 2-mark one); a wrong MSQ or NAT costs nothing; there are no partial marks; a question left unanswered earns nothing and costs nothing.',
  hi: 'अंकन: गलत MCQ पर उसके अंकों का एक-तिहाई कटता है (1 अंक के प्रश्न पर 1/3 अंक, 2 अंक के प्रश्न पर 2/3 अंक); गलत MSQ या NAT पर कुछ नहीं कटता; आंशिक अंक नहीं मिलते; छोड़े गए प्रश्न पर न अंक मिलते हैं, न कटते हैं।',
};
const gateCalculator = {
  en: 'A virtual scientific calculator opens from the top of the screen. As in the real exam, no calculator of your own is allowed.',
  hi: 'स्क्रीन के ऊपर से वर्चुअल साइंटिफ़िक कैलकुलेटर खुलता है। असली परीक्षा की तरह, अपना कैलकुलेटर ले जाने की अनुमति नहीं है।',
};

function gateProfile(code: string, paperCode: string, subject: { en: string; hi: string }): ExamProfile {
  return {
    code,
    family: 'GATE',
    paperCode,
    name: { en: `GATE ${subject.en} (${paperCode})`, hi: `GATE ${subject.hi} (${paperCode})` },
    sections: [
      { key: 'GA', name: { en: 'General Aptitude', hi: 'सामान्य अभिरुचि' }, byMarks: { '1': 5, '2': 5 }, seconds: null },
      { key: paperCode, name: subject, byMarks: { '1': 25, '2': 30 }, seconds: null },
    ],
    questionTypes: ['MCQ', 'MSQ', 'NAT'],
    wrongShare: { MCQ: 1 / 3, MSQ: 0, NAT: 0 },
    calculator: true,
    languages: ['en'],
    instructions: {
      en: [
        `This paper follows GATE ${subject.en} (${paperCode}): 65 questions for 100 marks in 180 minutes, in English.`,
        `It has two sections: General Aptitude (10 questions, 15 marks) and ${subject.en} (55 questions, 85 marks). Each question carries 1 or 2 marks, shown beside it.`,
        gateTypes.en,
        gateMarking.en,
        gateCalculator.en,
      ],
      hi: [
        `यह प्रश्नपत्र GATE ${subject.hi} (${paperCode}) के अनुसार है: 180 मिनट में 100 अंकों के 65 प्रश्न, अंग्रेज़ी में।`,
        `इसमें दो खंड हैं: सामान्य अभिरुचि (10 प्रश्न, 15 अंक) और ${subject.hi} (55 प्रश्न, 85 अंक)। हर प्रश्न 1 या 2 अंक का है, जो उसके साथ लिखा है।`,
        gateTypes.hi,
        gateMarking.hi,
        gateCalculator.hi,
      ],
    },
    voidRule: 'everyone',
    seconds: 3 * HOUR,
    sitsWith: null,
  };
}

const netTogether = {
  en: 'Paper 1 and Paper 2 are sat together, in one sitting of 3 hours without a break: you may move between them at any time.',
  hi: 'प्रश्नपत्र 1 और प्रश्नपत्र 2 एक साथ, बिना विराम के, 3 घंटे की एक ही बैठक में हल किए जाते हैं: दोनों के बीच कभी भी आ-जा सकते हैं।',
};
const netRules = {
  en: [
    'Every question is a multiple-choice question with one correct option.',
    'A right answer earns 2 marks. There is no negative marking: a wrong or unanswered question costs nothing.',
    'No calculator is offered.',
    'Questions are set in English and Hindi: each can be read in either, and the language can be changed at any time.',
  ],
  hi: [
    'हर प्रश्न बहुविकल्पीय है और उसका एक ही विकल्प सही है।',
    'सही उत्तर पर 2 अंक मिलते हैं। नकारात्मक अंकन नहीं है: गलत या छोड़े गए प्रश्न पर कोई अंक नहीं कटता।',
    'कोई कैलकुलेटर उपलब्ध नहीं है।',
    'प्रश्न अंग्रेज़ी और हिन्दी में हैं: हर प्रश्न किसी भी भाषा में पढ़ा जा सकता है, और भाषा कभी भी बदली जा सकती है।',
  ],
};

function netProfile(
  code: string,
  paperCode: string,
  paper: { en: string; hi: string },
  section: { key: string; en: string; hi: string; questions: number },
  seconds: number,
  sitsWith: string,
): ExamProfile {
  const marks = section.questions * 2;
  return {
    code,
    family: 'UGC NET',
    paperCode,
    name: { en: `UGC NET ${paper.en}`, hi: `UGC NET ${paper.hi}` },
    sections: [{ key: section.key, name: { en: section.en, hi: section.hi }, byMarks: { '2': section.questions }, seconds: null }],
    questionTypes: ['MCQ'],
    wrongShare: { MCQ: 0 },
    calculator: false,
    languages: ['en', 'hi'],
    instructions: {
      en: [`${paper.en}: ${section.questions} questions of 2 marks each, ${marks} marks in all, in one section.`, netTogether.en, ...netRules.en],
      hi: [`${paper.hi}: 2-2 अंकों के ${section.questions} प्रश्न, कुल ${marks} अंक, एक ही खंड में।`, netTogether.hi, ...netRules.hi],
    },
    voidRule: 'attempted',
    seconds,
    sitsWith,
  };
}

export const SHIPPED_EXAM_PROFILES: readonly ExamProfile[] = [
  gateProfile('gate-cs', 'CS', { en: 'Computer Science and Information Technology', hi: 'कंप्यूटर साइंस एवं इन्फ़ॉर्मेशन टेक्नोलॉजी' }),
  gateProfile('gate-da', 'DA', { en: 'Data Science and Artificial Intelligence', hi: 'डेटा साइंस एवं आर्टिफ़िशियल इंटेलिजेंस' }),
  netProfile(
    'ugc-net-paper-1',
    'Paper 1',
    { en: 'Paper 1 (General Paper on Teaching and Research Aptitude)', hi: 'प्रश्नपत्र 1 (शिक्षण एवं शोध अभिरुचि पर सामान्य प्रश्नपत्र)' },
    { key: 'P1', en: 'Teaching and Research Aptitude', hi: 'शिक्षण एवं शोध अभिरुचि', questions: 50 },
    1 * HOUR,
    'ugc-net-cs',
  ),
  netProfile(
    'ugc-net-cs',
    'Paper 2 (87)',
    { en: 'Paper 2: Computer Science and Applications (87)', hi: 'प्रश्नपत्र 2: कंप्यूटर साइंस एवं एप्लीकेशन्स (87)' },
    { key: 'CS', en: 'Computer Science and Applications', hi: 'कंप्यूटर साइंस एवं एप्लीकेशन्स', questions: 100 },
    2 * HOUR,
    'ugc-net-paper-1',
  ),
];
