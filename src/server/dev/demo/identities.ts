// Demo Google-style identities offered by the local sign-in page: four learners, then one admin of
// each role, so every admin screen can be seen as the person who uses it.

import type { DemoIdentity } from './types.ts';

export const demoIdentities: DemoIdentity[] = [
  { email: 'aarav.sharma@example.com', name: 'Aarav Sharma', picture: '/avatars/aarav.svg' },
  { email: 'priya.iyer@example.com', name: 'Priya Iyer', picture: '/avatars/priya.svg' },
  { email: 'rohan.verma@example.com', name: 'Rohan Verma', picture: '/avatars/rohan.svg' },
  { email: 'ananya.reddy@example.com', name: 'Ananya Reddy', picture: '/avatars/ananya.svg' },
  { email: 'meera.nair@example.com', name: 'Meera Nair', picture: '/avatars/meera.svg', role: 'creator' },
  { email: 'kabir.das@example.com', name: 'Kabir Das', picture: '/avatars/kabir.svg', role: 'master' },
  { email: 'admin@example.com', name: 'Prepverse Admin', picture: '/avatars/admin.svg', role: 'god' },
];

/**
 * What demo learners filled in on /userdetail: Aarav everything (his payments make the page full),
 * Priya only her exam. The others left it empty, as a new learner has it.
 */
export const demoProfiles: { email: string; phone: string | null; targetExam: string; yearsAhead: number }[] = [
  { email: 'aarav.sharma@example.com', phone: '+919876543210', targetExam: 'GATE CS', yearsAhead: 1 },
  { email: 'priya.iyer@example.com', phone: null, targetExam: 'UGC NET', yearsAhead: 0 },
];

/**
 * Learners who took last week's demo quiz, so its leaderboard has a crowd. They are not offered on
 * the local sign-in page (the four above are); they have no picture, as many Google accounts do not.
 */
export const demoQuizLearners: { email: string; name: string; picture: null }[] = [
  { email: 'kavya.menon@example.com', name: 'Kavya Menon', picture: null },
  { email: 'arjun.patel@example.com', name: 'Arjun Patel', picture: null },
  { email: 'sneha.kulkarni@example.com', name: 'Sneha Kulkarni', picture: null },
  { email: 'vikram.singh@example.com', name: 'Vikram Singh', picture: null },
  { email: 'isha.banerjee@example.com', name: 'Isha Banerjee', picture: null },
];
