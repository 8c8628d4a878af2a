// A UGC NET Paper 1 mock: 50 multiple-choice questions of 2 marks each, no negative marking, in
// the ten units of the Paper 1 syllabus, five questions each (as the real paper spreads them).
// Every question, passage and table is Prepverse's own; the keys were checked by hand and the
// arithmetic by running it.

import type { DemoQuestion } from './types.ts';
import { ugcNetMockHindi } from './ugc-net-mock-hindi.ts';

/** A Paper 1 question: General Paper on Teaching and Research Aptitude, 2 marks, one correct option of four. */
function paperOne(key: string, topic: string, text: string, options: string[], correctIndex: number, explanation: string): DemoQuestion {
  return { key: `net-p1-${key}`, section: 'Aptitude', topic, text, options, correctIndex, explanation, marks: 2, source: 'original' };
}

const teaching: DemoQuestion[] = [
  paperOne(
    'bloom-1',
    'Teaching Aptitude',
    "In the revised version of Bloom's taxonomy of the cognitive domain, which level is the highest?",
    ['Evaluate', 'Analyse', 'Create', 'Apply'],
    2,
    'The revised taxonomy orders the levels as remember, understand, apply, analyse, evaluate and **create**. The revision moved creating (producing something new from what was learnt) above evaluating, and named every level with a verb.',
  ),
  paperOne(
    'formative-1',
    'Teaching Aptitude',
    'A teacher gives a short ungraded quiz in the middle of a unit and uses the answers to decide what to explain again. This is an example of',
    ['summative evaluation', 'formative evaluation', 'placement evaluation', 'norm-referenced grading'],
    1,
    '**Formative** evaluation happens while learning is going on and its purpose is to improve it: here the quiz tells the teacher what to reteach. Summative evaluation comes at the end and certifies what was learnt; placement evaluation happens before instruction; norm-referenced grading ranks learners against each other.',
  ),
  paperOne(
    'learner-centred-1',
    'Teaching Aptitude',
    'Which of the following methods is the most learner-centred?',
    ['Lecture method', 'Demonstration by the teacher', 'Dictation of notes', 'Project method'],
    3,
    'In the **project method** learners choose, plan and carry out a task themselves, and the teacher guides. In a lecture, a demonstration or dictation the teacher is active and the learners mostly receive.',
  ),
  paperOne(
    'norm-referenced-1',
    'Teaching Aptitude',
    "A norm-referenced test interprets a student's score by comparing it with",
    [
      'the performance of a reference group of students',
      'a fixed standard of mastery set in advance',
      "the student's own earlier scores",
      'the objectives of the syllabus',
    ],
    0,
    "A **norm-referenced** test places a score against those of a reference group (for example as a percentile). Comparing against a fixed standard is criterion-referenced; comparing with one's own earlier scores is ipsative assessment.",
  ),
  paperOne(
    'effective-teaching-1',
    'Teaching Aptitude',
    'The effectiveness of teaching is best judged by',
    [
      'the number of pages of the syllabus covered',
      "the teacher's command of the subject alone",
      'the learning achieved by the students',
      'the discipline maintained in the class',
    ],
    2,
    'Teaching exists for learning, so its effectiveness shows in **what the students have learnt**. Covering the syllabus, knowing the subject and keeping order help, but none of them shows by itself that learning took place.',
  ),
];

const research: DemoQuestion[] = [
  paperOne(
    'hypothesis-1',
    'Research Aptitude',
    'A hypothesis in research is best described as',
    [
      'a proven fact that the study reports',
      'a tentative statement about a relation between variables, to be tested',
      'the list of sources a study consults',
      'a summary of the findings',
    ],
    1,
    'A hypothesis is a **tentative, testable statement** of an expected relation between variables. The study collects data to support or reject it; it is not a proven fact, a bibliography or a summary of results.',
  ),
  paperOne(
    'type-one-error-1',
    'Research Aptitude',
    'In testing a hypothesis, a Type I error is committed when the researcher',
    ['accepts a false null hypothesis', 'chooses too small a sample', 'uses the wrong statistical test', 'rejects a true null hypothesis'],
    3,
    'A **Type I error** is rejecting the null hypothesis when it is in fact true; its probability is the significance level. Failing to reject a false null hypothesis is a Type II error. A small sample or a wrong test may make errors more likely, but they are not what the term means.',
  ),
  paperOne(
    'stratified-1',
    'Research Aptitude',
    'A researcher wants every faculty of a university (arts, science, commerce) represented in a sample in proportion to its size. Which sampling method fits best?',
    ['Stratified random sampling', 'Snowball sampling', 'Convenience sampling', 'Simple random sampling'],
    0,
    '**Stratified random sampling** divides the population into strata (here the faculties) and draws randomly within each, in proportion to its size. Simple random sampling may over- or under-represent a faculty by chance; snowball and convenience sampling are non-probability methods.',
  ),
  paperOne(
    'action-research-1',
    'Research Aptitude',
    'A teacher studies why many students in her own class do not complete homework, tries a change and checks the result. This is',
    ['fundamental research', 'historical research', 'action research', 'ex post facto research'],
    2,
    '**Action research** is done by practitioners on a problem in their own setting, to improve practice there, in cycles of plan, act, observe and reflect. Fundamental research seeks general theory; historical research studies the past; ex post facto research studies causes after the effect has already occurred, without any intervention.',
  ),
  paperOne(
    'ethics-1',
    'Research Aptitude',
    "Presenting another author's words or ideas as one's own without acknowledgement is called",
    ['fabrication', 'plagiarism', 'falsification', 'peer review'],
    1,
    "**Plagiarism** is using others' words or ideas without credit. Fabrication is inventing data and falsification is altering data or results; with plagiarism they make up the three classic forms of research misconduct. Peer review is the evaluation of work by experts before publication.",
  ),
];

/** The reading passage of the comprehension unit, written for this mock; each of its questions shows it. */
const LIBRARY_PASSAGE = `Read the passage and answer the question that follows.

> A town's public library was once judged by the number of books on its shelves. That measure made sense when printed books were scarce and costly: the library's value lay in owning what individual readers could not. Today much of what people read is available on a phone, often free, and a visitor who only wants a fact can find it faster at home. Yet in many towns the library building is busier than ever. Students come for quiet desks and reliable electricity; job seekers come to use computers and printers and to get help with online forms; older citizens come to learn how to make a video call to their grandchildren. What these visitors need is not a book but a place, and a librarian who can guide them.
>
> This shift has changed the skills the profession values. A librarian today spends less time cataloguing and more time teaching: how to judge whether a website can be trusted, how to protect a password, how to search a government database. Some critics argue that libraries should leave such teaching to schools and concentrate on books. But the people who most need this help often left school long ago, and few other public places offer it free of charge. A library that measures its worth only by its loans therefore misreads its own purpose: its real collection is the community it serves.`;

const comprehension: DemoQuestion[] = [
  paperOne(
    'passage-collection-1',
    'Comprehension',
    `${LIBRARY_PASSAGE}\n\nAccording to the passage, why did it once make sense to judge a library by the size of its collection?`,
    [
      'Librarians were trained mainly to catalogue books.',
      'Printed books were scarce and costly, so the library owned what readers could not.',
      'Few people could read, so only scholars used libraries.',
      'Governments funded libraries according to the number of books.',
    ],
    1,
    'The second sentence gives the reason: the measure "made sense when printed books were scarce and costly: the library\'s value lay in owning what individual readers could not." The other options may sound plausible but the passage says none of them.',
  ),
  paperOne(
    'passage-visitors-1',
    'Comprehension',
    `${LIBRARY_PASSAGE}\n\nWhich of the following is NOT given in the passage as a reason why people visit the library today?`,
    ['Quiet desks and reliable electricity', 'Help with online forms', 'Learning to make video calls', 'Watching films at screenings'],
    3,
    'The passage names students (quiet desks, electricity), job seekers (computers, printers, help with online forms) and older citizens (learning video calls). **Film screenings** are not mentioned.',
  ),
  paperOne(
    'passage-librarian-1',
    'Comprehension',
    `${LIBRARY_PASSAGE}\n\nWhat change in a librarian's work does the passage describe?`,
    [
      'Less time on cataloguing and more on teaching people digital skills',
      'More time on buying books and less on lending them',
      'Less contact with visitors and more work with computers',
      'More time teaching in schools',
    ],
    0,
    'The second paragraph says a librarian "spends less time cataloguing and more time teaching", and its examples (judging websites, protecting passwords, searching databases) are **digital skills**. Teaching in schools is what the critics suggest leaving to schools, not what librarians do.',
  ),
  paperOne(
    'passage-critics-1',
    'Comprehension',
    `${LIBRARY_PASSAGE}\n\nHow does the author answer the critics who say libraries should leave such teaching to schools?`,
    [
      'By agreeing that libraries should concentrate on books',
      'By pointing out that schools lack computers',
      'By noting that those who need the help have often left school and can find it free almost nowhere else',
      'By arguing that books are no longer useful',
    ],
    2,
    'The reply follows the word "But": the people who most need the help "often left school long ago, and few other public places offer it free of charge". The author never agrees with the critics, says nothing about schools\' computers, and does not call books useless.',
  ),
  paperOne(
    'passage-conclusion-1',
    'Comprehension',
    `${LIBRARY_PASSAGE}\n\nWhat does the author mean by "its real collection is the community it serves"?`,
    [
      'A library should collect books written by local authors.',
      'A library should count its members instead of its books.',
      'A library should stop lending books.',
      "A library's worth lies in the people it helps rather than in the number of items it lends.",
    ],
    3,
    'The sentence turns the old measure around: a library "that measures its worth only by its loans" misreads its purpose, because what it truly holds and serves is **its community**. It is a claim about value, not a proposal to count members, collect local authors or stop lending.',
  ),
];

const communication: DemoQuestion[] = [
  paperOne(
    'upward-1',
    'Communication',
    'In an organisation, communication that flows from subordinates to their superiors is called',
    ['downward communication', 'upward communication', 'horizontal communication', 'grapevine communication'],
    1,
    '**Upward** communication carries reports, suggestions and grievances from lower levels to higher ones. Downward flows from superiors to subordinates, horizontal between people at the same level, and the grapevine is the informal network.',
  ),
  paperOne(
    'noise-1',
    'Communication',
    'In a model of communication, "noise" refers to',
    [
      'only loud sounds in the environment',
      'the feedback the receiver sends',
      'anything that distorts or interrupts the message between sender and receiver',
      'the channel chosen by the sender',
    ],
    2,
    'Noise is **any interference** with the message: physical (a loud fan), psychological (a distracted listener), semantic (an unfamiliar word) or technical (a bad line). It is not limited to sound, and it is distinct from feedback and the channel.',
  ),
  paperOne(
    'kinesics-1',
    'Communication',
    'The study of body movements, gestures and facial expressions as communication is called',
    ['kinesics', 'proxemics', 'paralanguage', 'chronemics'],
    0,
    '**Kinesics** is the study of body movement as communication. Proxemics is about the use of space and distance, paralanguage about how something is said (tone, pitch, pace), and chronemics about the use of time.',
  ),
  paperOne(
    'encoding-1',
    'Communication',
    'Converting an idea into words, symbols or gestures so that it can be sent is called',
    ['decoding', 'feedback', 'channelling', 'encoding'],
    3,
    'The **sender encodes** the idea into a message; the receiver decodes it back into meaning and may reply with feedback. The channel is the medium the message travels through.',
  ),
  paperOne(
    'classroom-1',
    'Communication',
    'Classroom communication is most effective when it is',
    [
      'one-way, from the teacher to the students',
      'two-way, with students free to ask and respond',
      'limited to written notes',
      'delivered as fast as possible',
    ],
    1,
    '**Two-way** communication lets the teacher see from questions and answers whether the message was understood, and correct course. One-way delivery, written notes alone or a fast pace remove that feedback.',
  ),
];

const mathematicalReasoning: DemoQuestion[] = [
  paperOne(
    'number-series-1',
    'Mathematical Reasoning and Aptitude',
    'What comes next in the series 2, 6, 12, 20, 30, ___ ?',
    ['40', '42', '44', '36'],
    1,
    'The differences are 4, 6, 8, 10, so the next is 12: 30 + 12 = **42**. Equivalently the terms are n(n + 1): 1×2, 2×3, 3×4, 4×5, 5×6, and next 6×7 = 42.',
  ),
  paperOne(
    'salary-percent-1',
    'Mathematical Reasoning and Aptitude',
    "A's salary is 25% more than B's. By what percentage is B's salary less than A's?",
    ['25%', '15%', '20%', '30%'],
    2,
    "Let B earn 100; then A earns 125. B's salary is 25 less than A's, and as a share of A's: 25 / 125 = **20%**. The base changes from B to A, so the percentage is not 25% again.",
  ),
  paperOne(
    'average-speed-1',
    'Mathematical Reasoning and Aptitude',
    'A car goes from one town to another at 60 km/h and returns along the same road at 40 km/h. What is its average speed for the whole journey?',
    ['50 km/h', '45 km/h', '52 km/h', '48 km/h'],
    3,
    'Take the distance as 120 km each way. Going takes 2 hours and returning 3 hours: 240 km in 5 hours is **48 km/h**. For equal distances the average speed is the harmonic mean 2 × 60 × 40 / (60 + 40) = 48, not the arithmetic mean 50.',
  ),
  paperOne(
    'letter-series-1',
    'Mathematical Reasoning and Aptitude',
    'What comes next in the letter series A, C, F, J, O, ___ ?',
    ['U', 'T', 'V', 'S'],
    0,
    'The positions are 1, 3, 6, 10, 15: the gaps grow 2, 3, 4, 5, so the next gap is 6. 15 + 6 = 21, which is **U**.',
  ),
  paperOne(
    'simple-interest-1',
    'Mathematical Reasoning and Aptitude',
    'What is the simple interest on ₹8,000 at 5% per annum for 3 years?',
    ['₹1,000', '₹1,200', '₹1,261', '₹1,500'],
    1,
    'Simple interest = principal × rate × time / 100 = 8000 × 5 × 3 / 100 = **₹1,200**. (₹1,261 is the compound interest, annually compounded: 8000 × 1.05³ − 8000 = 1261.)',
  ),
];

const logicalReasoning: DemoQuestion[] = [
  paperOne(
    'syllogism-1',
    'Logical Reasoning',
    'Premises: All poets are readers. No reader is careless. Which conclusion follows necessarily?',
    ['Some careless people are poets.', 'All readers are poets.', 'No poet is careless.', 'Some readers are careless.'],
    2,
    'Every poet is a reader, and no reader is careless, so **no poet is careless** (the form Celarent: All P are R; No R is C; so No P is C). "All readers are poets" wrongly converts the first premise, and the other two contradict the second premise.',
  ),
  paperOne(
    'contradictory-1',
    'Logical Reasoning',
    'In the traditional square of opposition, which proposition is the contradictory of "All students are honest"?',
    ['No students are honest.', 'Some students are honest.', 'Some honest people are students.', 'Some students are not honest.'],
    3,
    'Contradictories cannot both be true and cannot both be false: the contradictory of an A proposition (All S are P) is the O proposition **Some S are not P**. "No students are honest" is its contrary (both can be false), and "Some students are honest" its subaltern.',
  ),
  paperOne(
    'charvaka-1',
    'Logical Reasoning',
    'Which is the only means of valid knowledge (pramana) accepted by the Charvaka school of Indian philosophy?',
    ['Perception (pratyaksha)', 'Inference (anumana)', 'Testimony (shabda)', 'Comparison (upamana)'],
    0,
    'The Charvaka (Lokayata) school accepts only **perception** as a valid means of knowledge and rejects inference, testimony and the rest as unreliable. The Nyaya school accepts four: perception, inference, comparison and testimony.',
  ),
  paperOne(
    'validity-1',
    'Logical Reasoning',
    'A deductive argument is valid when',
    [
      'its premises and conclusion are all true',
      'its conclusion cannot be false if its premises are true',
      'its conclusion is probably true',
      'most people accept its conclusion',
    ],
    1,
    '**Validity** is about form: if the premises were true, the conclusion could not be false. A valid argument may have false premises, and an argument with all true statements may still be invalid. "Probably true" describes a strong inductive argument.',
  ),
  paperOne(
    'ad-hominem-1',
    'Logical Reasoning',
    '"We should ignore her proposal on water conservation; she left her own tap running last week." This argument commits the fallacy of',
    ['appeal to authority', 'false cause', 'argument against the person (ad hominem)', 'begging the question'],
    2,
    'The argument attacks **the person** (her conduct) instead of the merits of the proposal: an *ad hominem*. Her tap says nothing about whether the proposal is sound.',
  ),
];

const ENROLMENT_TABLE = `The table shows the number of students (in hundreds) enrolled in five undergraduate programmes of a university.

| Programme | 2023 | 2024 |
| --- | --- | --- |
| B.A. | 40 | 44 |
| B.Sc. | 35 | 42 |
| B.Com. | 25 | 24 |
| B.Tech. | 50 | 55 |
| BBA | 20 | 25 |`;

const dataInterpretation: DemoQuestion[] = [
  paperOne(
    'enrolment-total-1',
    'Data Interpretation',
    `${ENROLMENT_TABLE}\n\nBy what percentage (approximately) did total enrolment rise from 2023 to 2024?`,
    ['10.5%', '12.5%', '11.8%', '20%'],
    2,
    'Totals: 2023: 40 + 35 + 25 + 50 + 20 = 170; 2024: 44 + 42 + 24 + 55 + 25 = 190. The rise is 20 / 170 ≈ **11.8%**. (20% is the rise in hundreds of students, not the percentage.)',
  ),
  paperOne(
    'enrolment-growth-1',
    'Data Interpretation',
    `${ENROLMENT_TABLE}\n\nWhich programme had the highest percentage increase in enrolment from 2023 to 2024?`,
    ['B.Sc.', 'B.Tech.', 'B.A.', 'BBA'],
    3,
    'B.A.: 4 / 40 = 10%. B.Sc.: 7 / 35 = 20%. B.Com.: a fall of 4%. B.Tech.: 5 / 50 = 10%. BBA: 5 / 20 = **25%**. B.Sc. had the largest rise in number (7), but BBA the largest in percentage.',
  ),
  paperOne(
    'enrolment-share-1',
    'Data Interpretation',
    `${ENROLMENT_TABLE}\n\nWhat share (approximately) of the total 2024 enrolment was in B.Tech.?`,
    ['29%', '25%', '32%', '27.5%'],
    0,
    'B.Tech. had 55 of the 190 (hundred) students in 2024: 55 / 190 ≈ 0.289, about **29%**.',
  ),
  paperOne(
    'enrolment-ratio-1',
    'Data Interpretation',
    `${ENROLMENT_TABLE}\n\nWhat is the ratio of B.Sc. enrolment in 2023 to B.Sc. enrolment in 2024?`,
    ['6 : 5', '5 : 6', '7 : 8', '4 : 5'],
    1,
    '35 : 42; dividing both by 7 gives **5 : 6**.',
  ),
  paperOne(
    'enrolment-average-1',
    'Data Interpretation',
    `${ENROLMENT_TABLE}\n\nWhat was the average enrolment per programme in 2024?`,
    ['3,400', '3,600', '4,000', '3,800'],
    3,
    'The 2024 total is 190 hundred over 5 programmes: 190 / 5 = 38 hundred, that is **3,800** students.',
  ),
];

const ict: DemoQuestion[] = [
  paperOne(
    'binary-sum-1',
    'Information and Communication Technology',
    'What is the sum of the binary numbers 1101 and 0111, in binary?',
    ['11000', '10100', '10010', '11100'],
    1,
    '1101 is 13 and 0111 is 7; 13 + 7 = 20, which is 16 + 4 = **10100** in binary.',
  ),
  paperOne(
    'volatile-1',
    'Information and Communication Technology',
    'Which of the following memories loses its contents when the power is switched off?',
    ['ROM', 'Hard disk', 'RAM', 'Flash memory'],
    2,
    '**RAM** (random-access memory) is volatile: it holds data only while powered. ROM, hard disks and flash memory are non-volatile.',
  ),
  paperOne(
    'https-1',
    'Information and Communication Technology',
    'What does the "S" in HTTPS indicate?',
    ['That the connection is encrypted (secure)', 'That the site is a search engine', 'That the page is static', 'That the server is in the same country'],
    0,
    'HTTPS is HTTP over an **encrypted** TLS connection: the "S" stands for *secure*. It protects data in transit from being read or altered; it does not say what kind of site it is or where the server is.',
  ),
  paperOne(
    'output-device-1',
    'Information and Communication Technology',
    'Which of the following is an output device?',
    ['Scanner', 'Keyboard', 'Microphone', 'Plotter'],
    3,
    'A **plotter** draws output, such as engineering drawings, on paper. A scanner, a keyboard and a microphone all put data into the computer.',
  ),
  paperOne(
    'swayam-1',
    'Information and Communication Technology',
    "SWAYAM, India's national platform for online courses, offers mainly",
    [
      'MOOCs: free online courses, some with credit transfer',
      'paid coaching for competitive examinations',
      'an email service for universities',
      'a digital library of old newspapers',
    ],
    0,
    "SWAYAM (Study Webs of Active-Learning for Young Aspiring Minds) hosts **MOOCs**, massive open online courses, free to learn from, from school to postgraduate level; credits earned in approved courses can be transferred to a student's university.",
  ),
];

const environment: DemoQuestion[] = [
  paperOne(
    'paris-1',
    'People, Development and Environment',
    'The Paris Agreement (2015) aims to hold the rise in global average temperature, compared with pre-industrial levels, to',
    ['below 4 °C', 'well below 2 °C, pursuing efforts to limit it to 1.5 °C', 'exactly 3 °C', 'below 0.5 °C'],
    1,
    'The **Paris Agreement** sets the goal of keeping warming **well below 2 °C** above pre-industrial levels and pursuing efforts to limit it to **1.5 °C**, through nationally determined contributions from each country.',
  ),
  paperOne(
    'montreal-1',
    'People, Development and Environment',
    'The Montreal Protocol is an international agreement to',
    [
      'protect wetlands of international importance',
      'control trade in endangered species',
      'phase out substances that deplete the ozone layer',
      'reduce plastic waste in the oceans',
    ],
    2,
    'The **Montreal Protocol** (1987) phases out **ozone-depleting substances** such as CFCs and halons. Wetlands are the subject of the Ramsar Convention and trade in endangered species that of CITES.',
  ),
  paperOne(
    'sdg-1',
    'People, Development and Environment',
    'How many Sustainable Development Goals did the United Nations adopt in 2015 in its 2030 Agenda?',
    ['8', '12', '15', '17'],
    3,
    'The 2030 Agenda has **17** Sustainable Development Goals (with 169 targets). Eight was the number of the earlier Millennium Development Goals (2000 to 2015).',
  ),
  paperOne(
    'pm25-1',
    'People, Development and Environment',
    'In air-quality reports, PM2.5 refers to',
    [
      'particles with a diameter of 2.5 micrometres or less',
      'air with 2.5 parts per million of ozone',
      'particles with a diameter of 2.5 millimetres or more',
      'the pollution level at 2.5 km above the ground',
    ],
    0,
    '**PM2.5** is particulate matter of diameter up to **2.5 micrometres**. Such fine particles reach deep into the lungs and the bloodstream, which is why they count heavily in air-quality indices.',
  ),
  paperOne(
    'renewable-1',
    'People, Development and Environment',
    'Which of the following is a renewable source of energy?',
    ['Coal', 'Geothermal energy', 'Natural gas', 'Uranium'],
    1,
    "**Geothermal energy** comes from the Earth's internal heat, which is continually replenished. Coal and natural gas are fossil fuels and uranium a mined nuclear fuel: all exist in finite stocks.",
  ),
];

const higherEducation: DemoQuestion[] = [
  paperOne(
    'ugc-1',
    'Higher Education System',
    'The University Grants Commission became a statutory body through an Act of Parliament in',
    ['1956', '1948', '1966', '1986'],
    0,
    'The **UGC Act of 1956** made the Commission a statutory body, with the duty of coordinating, determining and maintaining standards of university education. 1948 is the year of the University Education Commission chaired by S. Radhakrishnan, which recommended it.',
  ),
  paperOne(
    'naac-1',
    'Higher Education System',
    'Which body assesses and accredits higher education institutions in India and has its headquarters in Bengaluru?',
    ['NCERT', 'AICTE', 'NAAC', 'NCTE'],
    2,
    'The **National Assessment and Accreditation Council (NAAC)**, set up by the UGC in 1994, is in Bengaluru. NCERT works on school education, AICTE regulates technical education, and NCTE regulates teacher education.',
  ),
  paperOne(
    'nep-structure-1',
    'Higher Education System',
    'The National Education Policy 2020 replaces the 10 + 2 structure of school education with',
    ['5 + 3 + 3 + 4', '4 + 4 + 4 + 3', '6 + 3 + 3 + 2', '5 + 5 + 2'],
    0,
    'NEP 2020 introduces a **5 + 3 + 3 + 4** structure: foundational (ages 3 to 8), preparatory (8 to 11), middle (11 to 14) and secondary (14 to 18) stages.',
  ),
  paperOne(
    'nep-ger-1',
    'Higher Education System',
    'What Gross Enrolment Ratio in higher education does the National Education Policy 2020 aim to reach by 2035?',
    ['30%', '75%', '100%', '50%'],
    3,
    'NEP 2020 aims to raise the GER in higher education (including vocational education) to **50% by 2035**.',
  ),
  paperOne(
    'abc-1',
    'Higher Education System',
    'Under the National Education Policy 2020, the Academic Bank of Credits is meant to',
    [
      'lend money to students for fees',
      'store the credits a student earns so they can be counted towards a degree across institutions',
      'rank universities by research output',
      'fund research projects of teachers',
    ],
    1,
    'The **Academic Bank of Credits** keeps a digital record of the credits a learner earns from recognised institutions, so they can be carried across institutions and counted towards a degree. It supports the multiple entry and exit options of NEP 2020; it is not a financial bank.',
  ),
];

/** The Paper 1 mock's questions in the order of the syllabus units, each with its Hindi version (ugc-net-mock-hindi.ts). */
export const ugcNetMockQuestions: DemoQuestion[] = [
  ...teaching,
  ...research,
  ...comprehension,
  ...communication,
  ...mathematicalReasoning,
  ...logicalReasoning,
  ...dataInterpretation,
  ...ict,
  ...environment,
  ...higherEducation,
].map((question) => ({ ...question, hindi: ugcNetMockHindi[question.key] }));
