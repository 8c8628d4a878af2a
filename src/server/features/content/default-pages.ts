// The text Prepverse ships with for its four static pages. A page that admins have not written yet
// (no row in `pages`) shows this; the first save in /admin/pages replaces it. E-mail addresses are
// configuration: the Contact page shows them beside the text, so the text never names one.

export type DefaultPageSlug = 'about' | 'contact' | 'terms' | 'policy';

/** When these texts were last changed: the 'Last updated' date of a page still on its default. */
export const DEFAULT_PAGES_UPDATED_AT = '2026-11-23T00:00:00.000Z';

const about = `Prepverse is a free exam-preparation platform for **GATE** and **UGC NET** aspirants. We built it for the student who studies alone: in a hostel room, in a small town, or after a day at work, without a coaching centre next door.

Practising for a computer-based exam is not the same as reading a book. You need to feel the clock, to decide when to skip a question, and to learn from your mistakes while they are fresh. Prepverse gives you exactly that, and its core is free.

## What you get

- **A weekly quiz.** A fresh timed quiz every week for GATE and UGC NET, one attempt each, graded the moment you submit. The week's rank 1 wins free access to a GATE CS test series.
- **Test series.** Collections of mock tests at three levels: the *Easy Subject Test* (20 minutes), the *Full Subject Test* (50 minutes) and the 3-hour *advanced tests* and *full-length mocks* (65 questions and 100 marks, as in GATE), each with Aptitude and Technical sections and GATE's question types: MCQ, MSQ and NAT. Some series are free; others are paid, always at a discount, with the full price shown before you pay.
- **An exam view like the real one.** Section tabs, a question palette, Mark for Review, an on-screen scientific calculator and a countdown kept by our server, so a refresh or a second device cannot change your time.
- **Solutions and analytics after every test.** Every answer explained, and your score, accuracy, attempt rate, negative marks and time per question, collected into a performance report with your trends, your strengths and the areas to work on.

## How the questions are made

Many questions are generated with the help of AI and then reviewed by our team; others are drawn from public sources such as previous years' papers. Every question carries its answer and an explanation, and a question reported as wrong is checked and corrected for future tests.

Prepverse is **not affiliated** with IISc, the IITs, the NTA, the UGC or any other body that conducts these exams. Our tests are practice: a good score here is a good sign, not a guarantee.

## Fair by design

- Each test and each weekly quiz can be attempted **once**, like the real exam, so your report reflects genuine first attempts.
- Answers are graded on our server; the answer key never reaches your browser before you submit.
- There are **no hidden charges**. The price you see at checkout, in Indian rupees, is the price you pay.

## Get in touch

Questions, a question you think is wrong, or an idea for Prepverse: the [Contact](/contact) page has our addresses. If you would like to help build Prepverse, use the **Apply** link at the foot of every page.`;

const contact = `We read every message, and a person answers it, usually within **two working days**.

## Before you write

Many questions are already answered on our [home page](/) and in the [terms](/terms). For anything else, please write from the e-mail address of your Prepverse account (the Google account you sign in with), so we can find your account quickly.

## What to include

- **Sign-in trouble:** the Google account you tried, and what you saw.
- **A payment:** the test series, the date, and the payment id or receipt number from your receipt (download it from *My Learning*). If money left your account but the series is not in *My Learning*, tell us at once: we will find the payment and enrol you.
- **A wrong question or answer key:** the test or quiz, the question number, and what you believe is wrong. We check every report and correct the question for future tests.
- **A test that misbehaved:** the test, the time, your device and browser. Your answers are saved on our server as you go, so nothing is lost while we look.
- **Your data:** you can download your data or delete your account yourself from your [account page](/userdetail). The [privacy policy](/policy) explains what we keep and why.

## Work with us

Subject experts, question reviewers and developers: use the **Apply** link at the foot of every page.`;

const terms = `These terms govern your use of Prepverse (the website and its test series, weekly quizzes and reports). By signing in or enrolling you agree to them. Please read them together with our [privacy policy](/policy).

## 1. Your account

1. You sign in to Prepverse only with a Google account; there is no other way to register or log in.
2. One account per person. Keep your Google account secure: what is done through it on Prepverse is your responsibility.
3. You may delete your account at any time from your [account page](/userdetail).

## 2. What Prepverse is, and is not

1. Prepverse is a practice platform for GATE, UGC NET and similar competitive exams. Its tests and quizzes are for practice only. A score on Prepverse is **no guarantee** of any result in the real exam.
2. Questions are **AI-generated** and reviewed, or **drawn from public sources**. We work to keep every answer key correct and fix reported errors promptly. A result is graded on the question as it stood when you took the test.
3. Prepverse is **not affiliated** with IISc, the IITs, the NTA, the UGC or any other official exam body. Exam names are used only to describe what a test prepares for.

## 3. Tests and weekly quizzes

1. **Each test and each weekly quiz can be attempted once only.** Once started, an attempt cannot be restarted or repeated.
2. The time limit is kept by our server from the moment you start. When time runs out the attempt is submitted automatically; answers sent after the deadline are not counted.
3. Marking: in test series a correct answer earns the question's marks and a wrong answer costs one third of them (33%); in the weekly quiz a correct answer earns +1 and a wrong one −0.33. Unanswered questions score 0.
4. **Solutions and analytics are available after each test**: the correct answers, explanations, and your score, accuracy, attempt rate and time per question, added to your performance report.
5. A weekly quiz is open only during its week. The learner ranked 1 when it closes (highest score; a tie goes to the faster time) wins free access to a GATE CS test series. Leaderboards show each taker's name, picture and score.

## 4. Fair play

You agree not to copy, record, publish or share questions or answers (above all during a live weekly quiz); not to use several accounts; and not to use automated tools, scripts or anyone else's help during an attempt. We may remove results from leaderboards, withhold a prize, or close an account that breaks these rules.

## 5. Prices and payments

1. Many test series are free. Paid series show their original price, the discount and the final price in **Indian rupees (INR)** before you pay.
2. **No hidden charges:** the amount on the *Pay* button at checkout is the whole amount you pay. There are no fees added later and no subscriptions.
3. Payments are processed by **Razorpay**, a card payment gateway. Your card details are entered with Razorpay and never reach Prepverse. A receipt for every payment is available in *My Learning*.
4. Enrolment in a paid series gives your account access to that series' tests for as long as Prepverse offers the series. Access cannot be transferred to another person.

## 6. No refunds

**All payments are final and enrolments are non-refundable: we do not offer refunds**, including for tests you have not attempted, a change of mind, or a result you were unhappy with. Please read a series' description and try our free series and weekly quizzes before you buy. If a payment was taken but the series did not appear in *My Learning*, write to us with the payment id and we will enrol you.

## 7. Content

The questions, explanations, texts and design of Prepverse are ours or our licensors'. You may use them for your own preparation; you may not copy, sell or republish them.

## 8. Availability and liability

We work to keep Prepverse available and correct, but it is provided as it is, without warranties. To the extent the law allows, Prepverse is not liable for indirect losses, for results in any exam, or for interruptions beyond our control. Nothing in these terms limits rights you have under Indian consumer law.

## 9. Changes and law

We may update these terms; the date at the top of this page shows the latest change, and continuing to use Prepverse after a change means you accept it. These terms are governed by the laws of India.

## 10. Contact

Questions about these terms: see the [Contact](/contact) page.`;

const policy = `This policy explains what Prepverse stores about you, why, and what you can do about it. We collect only what we need to run the platform, and **we do not sell personal data**.

## What we store, and why

- **Your name, e-mail address and profile picture**, from Google when you sign in: to create your account, show who is signed in, put your name on receipts, and show your name and picture on leaderboards. We also keep your Google account id, to recognise you the next time you sign in.
- **Your phone number** (optional), which you give on your account page: to prefill the payment form and to reach you about a payment.
- **Your target exam and year** (optional), from your account page: to show you the quizzes and series that fit your exam.
- **Your attempts**: your answers, the time you take, your scores and their analysis: to grade them, show solutions and analytics, build your performance report and rank the weekly quiz.
- **Your enrolments and ratings**: to give you access to your series and show each series' average rating.
- **Your payments**: the order and payment ids, the amount, the status and the receipt number: to enrol you, issue receipts and keep the records the law requires.

Card details are entered with **Razorpay**, our payment gateway, and never reach Prepverse.

## Cookies

- We set **one cookie of our own**: a session cookie that keeps you signed in. It holds only a random identifier (your account details stay on our server), cannot be read by scripts on the page, and ends when you log out or after 30 days. With each session we keep its expiry and your browser's name, so a session can be ended from our side.
- During sign-in a short-lived cookie protects the round trip to Google.
- Some pages may show ads from an ad network, which may set its own cookies under its own policy.

We do not use other tracking cookies.

## Who sees your data

- **Other learners** see only your name, picture and score on weekly-quiz leaderboards.
- **Our team** sees what is needed to support you (for example, your payments when you ask about one).
- **Service providers**: Google (sign-in) and Razorpay (payments) receive what they need to do their part. We do not share your data with anyone else unless the law requires it.

## Your choices

- **Download your data:** your [account page](/userdetail) lets you download everything we hold about you: your profile, attempts, enrolments and payments.
- **Delete your account:** also on your [account page](/userdetail). Deleting it signs you out everywhere and removes your profile and personal data from Prepverse; your name no longer appears on leaderboards.
- **Payment records are kept** after an account is deleted, for as long as the law on receipts and tax records requires; they are used for nothing else.

## Security

Data travels over HTTPS, sessions are stored on our server and can be revoked, and answers are graded on our server. No system is perfectly secure, but we work to protect your data and will tell you if a breach affects it.

## Changes and contact

We may update this policy; the date at the top shows the latest change. Questions or requests about your data: see the [Contact](/contact) page.`;

export const defaultPages: Record<DefaultPageSlug, { title: string; body: string }> = {
  about: { title: 'About Prepverse', body: about },
  contact: { title: 'Contact us', body: contact },
  terms: { title: 'Terms and conditions', body: terms },
  policy: { title: 'Privacy policy', body: policy },
};

export function isDefaultPageSlug(slug: string): slug is DefaultPageSlug {
  return Object.hasOwn(defaultPages, slug);
}
