// The paper module's face for the rest of the admin area (docs/decisions/008): a bulk action adds
// questions to a paper by the paper's own rules, a question's copy or new version asks where it may
// go, and whatever changes a paper's questions has every server forget its copy. A series lists its
// tests; the routes (routes.ts) serve both kinds of paper.
export { forgetPapers, requireChangeable } from './changes.ts';
export { writeQuestions } from './questions.ts';
export { keyHoldersOf, keptOutRefusal, requireMayCopy, type KeyHolder } from './placement.ts';
export { listSeriesTests } from './tests.ts';
// a blueprint's picks become a draft by the same steps as the editors' (admin/blueprints)
export { createQuiz, quizSteps } from './quizzes.ts';
export { createTest, testSteps } from './tests.ts';
