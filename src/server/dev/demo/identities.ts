// Demo Google-style identities offered by the local sign-in page. The last one is the admin.

import type { DemoIdentity } from './types.ts';

export const demoIdentities: DemoIdentity[] = [
  { email: 'aarav.sharma@example.com', name: 'Aarav Sharma', picture: '/avatars/aarav.svg' },
  { email: 'priya.iyer@example.com', name: 'Priya Iyer', picture: '/avatars/priya.svg' },
  { email: 'rohan.verma@example.com', name: 'Rohan Verma', picture: '/avatars/rohan.svg' },
  { email: 'ananya.reddy@example.com', name: 'Ananya Reddy', picture: '/avatars/ananya.svg' },
  { email: 'admin@example.com', name: 'Prepverse Admin', picture: '/avatars/admin.svg' },
];
