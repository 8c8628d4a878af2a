import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/bank-schema.ts',
    './src/server/db/topics-schema.ts',
    './src/server/db/generation-schema.ts',
    './src/server/db/hindi-proposals-schema.ts',
    './src/server/db/lease-schema.ts',
    './src/server/db/review-schema.ts',
    './src/server/db/site-schema.ts',
  ],
  out: './src/server/db/migrations',
});
