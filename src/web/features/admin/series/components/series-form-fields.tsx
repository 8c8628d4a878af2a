import type { ChangeEvent, ReactNode } from 'react';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { ImageField } from '../../ui/image-field.tsx';
import { MarkdownEditor } from '../../ui/markdown-editor.tsx';
import { HindiVersionPart } from '../../ui/hindi-version-part.tsx';
import { examSuggestions, type SeriesErrors, type SeriesField, type SeriesForm } from '../series-form.ts';

interface SeriesFormFieldsProps {
  form: SeriesForm;
  /** only the errors worth showing now (a field left, or a save tried) */
  errors: SeriesErrors;
  onChange: <K extends SeriesField>(field: K, value: SeriesForm[K]) => void;
  onLeave: (field: SeriesField) => void;
  disabled: boolean;
}

/** A text box with a unit stuck to one side (₹ before a price, % after a discount). */
function UnitInput({ unit, side, children }: { unit: string; side: 'start' | 'end'; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute inset-y-0 flex items-center text-sm text-slate-500 ${side === 'start' ? 'left-3' : 'right-3'}`}
      >
        {unit}
      </span>
    </div>
  );
}

export function SeriesFormFields({ form, errors, onChange, onLeave, disabled }: SeriesFormFieldsProps) {
  const text = (field: 'title' | 'exam' | 'year' | 'priceRupees' | 'discountPercent', id: string) => ({
    id,
    value: form[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    onBlur: () => onLeave(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': fieldDescription(id, errors[field]),
  });

  return (
    <div className="flex flex-col gap-5">
      <Field id="series-title" label="Title" error={errors.title} hint="What learners search for, e.g. ‘GATE CSE 2027 Full Mock Series’.">
        <input {...text('title', 'series-title')} type="text" maxLength={200} className={inputClasses(Boolean(errors.title))} />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="series-exam" label="Exam" error={errors.exam} hint="Learners filter the list by this name.">
          <input {...text('exam', 'series-exam')} type="text" list="series-exam-suggestions" maxLength={60} className={inputClasses(Boolean(errors.exam))} />
          <datalist id="series-exam-suggestions">
            {examSuggestions.map((exam) => (
              <option key={exam} value={exam} />
            ))}
          </datalist>
        </Field>
        <Field id="series-year" label="Exam year" error={errors.year} hint="The year of the exam it prepares for.">
          <input {...text('year', 'series-year')} type="text" inputMode="numeric" maxLength={4} className={inputClasses(Boolean(errors.year))} />
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="series-price" label="Price (₹)" error={errors.priceRupees} hint="In rupees, before any discount. 0 makes it free.">
          <UnitInput unit="₹" side="start">
            <input
              {...text('priceRupees', 'series-price')}
              type="text"
              inputMode="decimal"
              className={inputClasses(Boolean(errors.priceRupees), 'pl-7 tabular-nums')}
            />
          </UnitInput>
        </Field>
        <Field id="series-discount" label="Discount (%)" error={errors.discountPercent} hint="0 to 100; at 100 the card says FREE.">
          <UnitInput unit="%" side="end">
            <input
              {...text('discountPercent', 'series-discount')}
              type="text"
              inputMode="numeric"
              maxLength={3}
              className={inputClasses(Boolean(errors.discountPercent), 'pr-8 tabular-nums')}
            />
          </UnitInput>
        </Field>
      </div>

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800">Banner image</span>
        <ImageField label="Banner image" value={form.image} onChange={(path) => onChange('image', path)} disabled={disabled} />
        <p className="text-xs text-slate-500">PNG, JPEG, GIF or WebP, shown at 16:9 on the card. Without one, learners see the default banner.</p>
        {errors.image ? (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.image}
          </p>
        ) : null}
      </div>

      <MarkdownEditor
        id="series-description"
        label="Description"
        value={form.description}
        onChange={(value) => onChange('description', value)}
        error={errors.description ?? null}
        disabled={disabled}
        rows={8}
        hint="The card shows its first 20 words as plain text; ‘Read more’ shows all of it."
        emptyPreview="No description yet."
      />

      <HindiVersionPart
        open={form.hindiTitle !== null}
        what="the title and description"
        onAdd={() => onChange('hindiTitle', '')}
        onRemove={() => {
          onChange('hindiTitle', null);
          onChange('hindiDescription', '');
        }}
        disabled={disabled}
      >
        <Field id="series-hindi-title" label="Title in Hindi" error={errors.hindiTitle} hint="The card and the series' page show it to learners reading Hindi.">
          <input
            id="series-hindi-title"
            lang="hi"
            type="text"
            maxLength={200}
            value={form.hindiTitle ?? ''}
            disabled={disabled}
            onChange={(event) => onChange('hindiTitle', event.target.value)}
            onBlur={() => onLeave('hindiTitle')}
            aria-invalid={errors.hindiTitle ? true : undefined}
            aria-describedby={fieldDescription('series-hindi-title', errors.hindiTitle)}
            className={inputClasses(Boolean(errors.hindiTitle))}
          />
        </Field>
        <MarkdownEditor
          id="series-hindi-description"
          label="Description in Hindi"
          lang="hi"
          value={form.hindiDescription}
          onChange={(value) => onChange('hindiDescription', value)}
          error={errors.hindiDescription ?? null}
          disabled={disabled}
          rows={6}
          hint="Left empty, learners reading Hindi see the English description."
          emptyPreview="No Hindi description yet."
        />
      </HindiVersionPart>
    </div>
  );
}
