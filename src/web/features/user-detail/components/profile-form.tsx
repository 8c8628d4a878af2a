import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { CircleCheck } from 'lucide-react';
import type { Profile } from '../../../../shared/api/accounts.ts';
import type { TFunction } from '../../../i18n/messages.ts';
import { formatIndianPhone, normaliseIndianPhone } from '../../../../shared/phone.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSaveProfile } from '../api.ts';
import { fieldClasses, Section } from './section.tsx';

const shownPhone = (phone: string | null) => (phone ? formatIndianPhone(phone) : '');

/** Why the typed number cannot be saved, in the interface's language; null when it can. */
function phoneProblemIn(t: TFunction<'account'>, typed: string): string | null {
  const checked = normaliseIndianPhone(typed);
  if (checked.ok) return null;
  switch (checked.reason) {
    case 'characters':
      return t('profile.phoneCharacters');
    case 'foreign':
      return t('profile.phoneForeign');
    case 'start':
      return t('profile.phoneStart');
    case 'length':
      return t('profile.phoneLength', { digits: checked.digits });
  }
}

/** The part of the profile the learner edits: a phone for checkout, and what they prepare for. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const phoneProblem = (typed: string) => phoneProblemIn(t, typed);
  const save = useSaveProfile();
  const id = useId();
  // what the server holds: the form compares with it to know whether there is anything to save
  const [stored, setStored] = useState(profile);
  const phoneInput = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState(() => shownPhone(profile.phone));
  const [exam, setExam] = useState(profile.targetExam ?? '');
  const [year, setYear] = useState(profile.targetYear === null ? '' : String(profile.targetYear));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // a year chosen earlier stays on offer after it has passed
  const years = stored.targetYear !== null && !stored.years.includes(stored.targetYear) ? [stored.targetYear, ...stored.years] : stored.years;
  const changed =
    phone !== shownPhone(stored.phone) || exam !== (stored.targetExam ?? '') || year !== (stored.targetYear === null ? '' : String(stored.targetYear));

  function edited() {
    setSaved(false);
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneProblem(phone);
    setPhoneError(problem);
    if (problem) {
      phoneInput.current?.focus();
      return;
    }
    save.mutate(
      { phone, targetExam: exam || null, targetYear: year ? Number(year) : null },
      {
        onSuccess: (answer) => {
          setStored(answer);
          setPhone(shownPhone(answer.phone));
          setSaved(true);
        },
      },
    );
  }

  const phoneId = `${id}-phone`;
  const examId = `${id}-exam`;
  const yearId = `${id}-year`;
  return (
    <Section title={t('profile.title')} description={t('profile.description')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <PhoneField
          id={phoneId}
          inputRef={phoneInput}
          value={phone}
          error={phoneError}
          onChange={(value) => {
            setPhone(value);
            // once a message shows, it follows the typing so it goes as soon as the number is right
            if (phoneError) setPhoneError(phoneProblem(value));
            edited();
          }}
          onBlur={() => setPhoneError(phoneProblem(phone))}
        />

        <TargetFields
          examId={examId}
          yearId={yearId}
          exam={exam}
          year={year}
          exams={stored.exams}
          years={years}
          onExam={(value) => {
            setExam(value);
            edited();
          }}
          onYear={(value) => {
            setYear(value);
            edited();
          }}
        />

        {save.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {errorText(save.error)}
          </p>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!changed || save.isPending}>
            {save.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
            {save.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
          <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            {saved && !changed ? (
              <>
                <CircleCheck aria-hidden="true" className="size-4" />
                {t('profile.saved')}
              </>
            ) : null}
          </p>
        </div>
      </form>
    </Section>
  );
}

interface PhoneFieldProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** why the number cannot be saved, once it is worth saying */
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The phone number checkout needs, with its hint and, once typed wrong, why. */
function PhoneField({ id: phoneId, inputRef, value, error: phoneError, onChange, onBlur }: PhoneFieldProps) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={phoneId} className="text-sm font-medium text-slate-800">
        {t('profile.phone')}
      </label>
      <input
        ref={inputRef}
        id={phoneId}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        maxLength={40}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={phoneError ? true : undefined}
        aria-describedby={phoneError ? `${phoneId}-hint ${phoneId}-error` : `${phoneId}-hint`}
        className={fieldClasses(Boolean(phoneError), 'sm:max-w-xs')}
      />
      <p id={`${phoneId}-hint`} className="text-xs text-slate-500">
        {t('profile.phoneHint')}
      </p>
      {phoneError ? (
        <p id={`${phoneId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {phoneError}
        </p>
      ) : null}
    </div>
  );
}

interface TargetFieldsProps {
  examId: string;
  yearId: string;
  exam: string;
  year: string;
  exams: readonly string[];
  years: readonly number[];
  onExam: (exam: string) => void;
  onYear: (year: string) => void;
}

/** What the learner prepares for: the exam and the year, either left unchosen. */
function TargetFields({ examId, yearId, exam, year, exams, years, onExam, onYear }: TargetFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={examId} className="text-sm font-medium text-slate-800">
          {t('profile.exam')}
        </label>
        <select id={examId} value={exam} onChange={(event) => onExam(event.target.value)} className={fieldClasses(false)}>
          <option value="">{t('profile.notChosen')}</option>
          {exams.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={yearId} className="text-sm font-medium text-slate-800">
          {t('profile.year')}
        </label>
        <select id={yearId} value={year} onChange={(event) => onYear(event.target.value)} className={fieldClasses(false)}>
          <option value="">{t('profile.notChosen')}</option>
          {years.map((value) => (
            <option key={value} value={String(value)}>
              {value}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
