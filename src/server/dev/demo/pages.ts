// The static pages and first notifications of a new Prepverse site. Admins edit them later.

export const demoPages = [
  {
    slug: 'about',
    title: 'About Prepverse',
    body: `Prepverse is a free exam-preparation platform for **GATE** and **UGC NET** aspirants.

We believe that a student in a small town deserves the same practice as one next to a coaching centre. So the core of Prepverse is free: a timed quiz every week, instant analysis after every attempt, and full-length mock tests that behave like the real GATE interface.

## What you get

- **Weekly quizzes**: ten questions, one attempt, a leaderboard. The week's rank 1 wins a GATE CS test series.
- **Test series**: easy subject tests (20 minutes), full subject tests (50 minutes) and GATE-level tests (3 hours), in Aptitude and Technical sections.
- **A performance report**: score, accuracy, attempt rate and time per question across every test you take, with your strengths and the areas to work on.

## How questions are made

Many questions are generated with the help of AI and then reviewed by our team; others are drawn from public sources. Prepverse is not affiliated with IISc, the IITs, the NTA or the UGC.`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    body: `We read every message.

- **Support** (sign-in, payments, a test that misbehaved): write to the support address in the footer with your registered e-mail and, for a payment, the payment id from your receipt.
- **A wrong question or answer key**: tell us the test, the question number and what you think is wrong. We correct keys quickly and re-grade affected attempts.
- **Join the team**: use the Apply link in the footer.

We answer within two working days.`,
  },
  {
    slug: 'terms',
    title: 'Terms and conditions',
    body: `By using Prepverse you agree to these terms.

1. **Accounts.** You sign in with your Google account. Keep it secure; you are responsible for what is done with it on Prepverse.
2. **Practice only.** Tests and quizzes are for practice. A score on Prepverse is no guarantee of a score in GATE, UGC NET or any other exam.
3. **One attempt.** Each test and each weekly quiz can be attempted once. The clock is kept by our server; answers given after the time limit are not counted.
4. **Fair play.** Copying questions, sharing answers during a live weekly quiz, automated access or using several accounts can lead to removal from leaderboards and closure of the account.
5. **Payments.** Prices are in Indian rupees and include all charges; there are no hidden charges. Payments are processed by a card payment gateway. Enrolments are **non-refundable**.
6. **Content.** Questions may be AI-generated or drawn from public sources. We work to keep answer keys correct and fix reported errors. Prepverse is not affiliated with the bodies that conduct these exams.
7. **Changes.** We may update these terms; the date of the latest change is shown on this page.`,
  },
  {
    slug: 'policy',
    title: 'Privacy policy',
    body: `We collect only what we need to run Prepverse.

- **From Google sign-in:** your name, e-mail address and profile picture.
- **From your practice:** your answers, the time you take and your results. We use them to build your performance report and leaderboards, and in aggregate to improve questions.
- **From payments:** the order and payment ids and the amount. Card details go to the payment gateway and never reach us.

We do not sell personal data. Leaderboards show your name and score. Sessions are kept in a secure, HTTP-only cookie. Ads on some pages may use cookies of the ad network.

To have your account and data deleted, write to the support address in the footer.`,
  },
];

export const demoNotifications = [
  {
    slug: 'weekly-quiz-is-live',
    title: "This week's GATE CS quiz is live",
    body: `Ten questions on Operating Systems and DBMS, fifteen minutes, one attempt. Rank 1 wins a GATE CS test series. Open **Weekly Quiz** to start.`,
  },
  {
    slug: 'gate-level-tests-added',
    title: 'New: 3-hour GATE Level Tests in every series',
    body: `Every test series now ends with a full GATE Level Test: 180 minutes, Aptitude and Technical sections, one-third negative marking, exactly like the real exam.`,
  },
  {
    slug: 'scholarship-series',
    title: 'GATE CS Scholarship Series is free for everyone',
    body: `The scholarship series is 100% off. Enrol from **Test Series** and start with the Easy Subject Test.`,
  },
];
