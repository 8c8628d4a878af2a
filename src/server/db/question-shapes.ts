// The shapes of a question's JSON columns (schema.ts): its options, and where an imported one came from.

export interface QuestionOption {
  text: string;
  image?: string;
}

/** Where an imported question came from, and its form before it was made an MCQ (null when it was one). */
export interface QuestionOrigin {
  format: 'aiken' | 'gift' | 'csv' | 'xml';
  line: number;
  name: string | null;
  conversion: { from: string; original: string } | null;
}
