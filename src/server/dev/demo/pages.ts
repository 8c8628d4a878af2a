// The demo site's pages and notifications. Three of the four static pages show the text Prepverse
// ships with (src/server/features/content/default-pages.ts); About has been rewritten by the master,
// so /admin/pages shows both states. The notifications fill more than one page of /notification.
import { defaultPages } from '../../features/content/default-pages.ts';

export const DEMO_PAGE_EDITOR_EMAIL = 'kabir.das@example.com';

export const demoPages = [
  {
    slug: 'about',
    title: 'About Prepverse',
    body: `${defaultPages.about.body}

## Who we are

Prepverse is run by a small team of engineers and GATE and UGC NET qualifiers who remember preparing with nothing but old papers and a timer on a phone. We write and review the questions, answer your messages, and build the platform itself.`,
  },
];

/** Newest first: the first is published now, each next one `daysApart` earlier. */
export const demoNotifications = [
  {
    slug: 'weekly-quiz-is-live',
    title: "This week's GATE CS quiz is live",
    body: `Ten questions on Operating Systems and DBMS, fifteen minutes, one attempt. Rank 1 wins a GATE CS test series.

Open **[Weekly Quiz](/weeklyquiz)** to start. The quiz closes on Sunday night; the leaderboard and the winner are announced when it does.`,
  },
  {
    slug: 'full-length-mock-added',
    title: 'New: a free full-length GATE CS mock',
    body: `The **GATE CS 2027 Free Starter Series** now ends with **GATE CS Full-Length Mock Test 1**, free for everyone: 65 questions, 100 marks, 180 minutes, General Aptitude and Computer Science, with MCQ, MSQ and NAT questions marked as GATE marks them.

Take it after the subject tests, in one sitting, with the calculator on screen and your phone in another room.`,
  },
  {
    slug: 'scholarship-series',
    title: 'GATE CS Scholarship Series is free for everyone',
    body: `The scholarship series is **100% off**. Enrol from **[Test Series](/testseries)** with one click and start with the Easy Subject Test. No payment details are asked for.`,
  },
  {
    slug: 'report-a-question',
    title: 'Found a wrong answer key? Tell us',
    body: `Every question on Prepverse has an answer and an explanation, and our team reviews them before they are published. If you still find one that looks wrong, write to us from the [Contact](/contact) page with the test, the question number and your reasoning.

We check every report and correct the question for future tests.`,
  },
  {
    slug: 'net-cs-series-launched',
    title: 'UGC NET Computer Science Practice Series is here',
    body: `Three subject tests for **UGC NET Computer Science and Applications** Paper 2 and a full Paper 1 mock (50 questions, 60 minutes, 2 marks each, no negative marking), with an explanation for every answer, at 10% off the listed price.

Prices are in rupees and the amount on the Pay button is all you pay: no hidden charges.`,
  },
  {
    slug: 'performance-report-trends',
    title: 'Your performance report now shows trends',
    body: `Open **My Learning → My Performance** to see eight charts across your tests: score, accuracy, total marks, attempt rate, time per question, negative marks, correct and incorrect answers.

The **Analysis Insights** card lists the tests where you scored 80% or more with 80% accuracy, and the ones under 50% that deserve another look.`,
  },
  {
    slug: 'negative-marking-explained',
    title: 'How negative marking works on Prepverse',
    body: `- **Test series:** a wrong answer costs one third of the question's marks: $-\\tfrac{1}{3}$ for a 1-mark question, $-\\tfrac{2}{3}$ for a 2-mark one.
- **Weekly quiz:** $+1$ for a right answer, $-0.33$ for a wrong one.
- Unanswered questions always score **0**.

So a guess between two options is worth it on average; a blind guess among four is not.`,
  },
  {
    slug: 'general-aptitude-matters',
    title: "Don't skip General Aptitude: it is 15 marks",
    body: `General Aptitude carries **15 of the 100 marks** in GATE and is the same for every paper. Ten questions, mostly arithmetic, reasoning and English, and usually the quickest marks on the paper.

Every Prepverse series has an Aptitude section in each test. Aim to finish it in 20 minutes with no wrong answers.`,
  },
  {
    slug: 'time-management-three-hours',
    title: 'Three rules for a three-hour paper',
    body: `1. **First pass, easy marks.** Answer what you know at once; use *Mark for Review & Next* for the rest.
2. **Watch the clock at the hour marks.** By 60 minutes you should have seen every question once.
3. **Leave the last 15 minutes for review.** The palette shows every marked and unanswered question in one glance.

Practise the routine in the free full-length GATE CS mock before exam day.`,
  },
  {
    slug: 'receipts-in-my-learning',
    title: 'Download your payment receipts from My Learning',
    body: `Every paid enrolment has a PDF receipt with its receipt number, the price, the discount and the amount paid. Open **My Learning** and use **Download Receipt** on the series card.`,
  },
  {
    slug: 'calculator-practice',
    title: 'Practise with the on-screen calculator',
    body: `GATE gives you a virtual scientific calculator, not your own. Every Prepverse test and quiz has one too: open it from the exam header, drag it anywhere, and switch between degrees and radians.

Use it in your practice tests so it feels familiar on the day.`,
  },
  {
    slug: 'exam-day-checklist',
    title: 'An exam-day checklist',
    body: `- Your admit card, printed, and the original photo ID named on it.
- Reach the centre early: gates close before the exam starts.
- No calculators, phones or watches: the exam has an on-screen calculator.
- Read the instructions screen fully; it tells you the marking scheme of that paper.

Good luck. You have practised for this.`,
  },
  {
    slug: 'welcome-to-prepverse',
    title: 'Welcome to Prepverse',
    body: `Prepverse is a free place to practise for **GATE** and **UGC NET**: a timed quiz every week, mock test series in an exam-like view, and a performance report after every attempt.

Sign in with Google, take this week's quiz, and see where you stand.`,
  },
];

/** Days between two demo notifications, newest first. */
export const DEMO_NOTIFICATION_DAYS_APART = 2;

/**
 * What the demo learners have opened already: Aarav (the first demo learner) has read a few and has
 * the newest ones unread, so /notification shows both marks when signed in as him.
 */
export const demoNotificationReads: { email: string; slugs: string[] }[] = [
  { email: 'aarav.sharma@example.com', slugs: ['full-length-mock-added', 'scholarship-series', 'performance-report-trends', 'welcome-to-prepverse'] },
  { email: 'priya.iyer@example.com', slugs: ['weekly-quiz-is-live', 'welcome-to-prepverse'] },
];
