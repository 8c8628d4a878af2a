import { useState, type ReactNode } from 'react';
import { FileJson, LogOut } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { ApiError } from '../../../lib/http.ts';
import { downloadMyData, signOutEverywhere } from '../api.ts';
import { dangerButtonClasses, Section } from './section.tsx';

function Action({ title, children, action, error }: { title: string; children: ReactNode; action: ReactNode; error: string | null }) {
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <h3 className="font-semibold text-navy-900">{title}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{children}</p>
        {error ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {action}
    </div>
  );
}

/** The learner's copy of their data, and every session ended at once. */
export function YourData() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);

  async function download() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadMyData();
    } catch (error) {
      setExportError(error instanceof ApiError ? errorText(error) : t('data.downloadFailed'));
    } finally {
      setExporting(false);
    }
  }

  async function leaveEverywhere() {
    setLeaving(true);
    setLeaveError(null);
    try {
      await signOutEverywhere();
      // a new page load drops every cached answer about the learner
      window.location.assign('/');
    } catch (error) {
      setLeaving(false);
      setLeaveError(error instanceof ApiError ? errorText(error) : t('data.signOutFailed'));
    }
  }

  return (
    <Section title={t('data.title')}>
      <div className="-my-4 divide-y divide-slate-100">
        <Action
          title={t('data.download')}
          error={exportError}
          action={
            <Button variant="secondary" onClick={() => void download()} disabled={exporting} className="self-start sm:self-center">
              {exporting ? <Spinner className="size-4" /> : <FileJson aria-hidden="true" className="size-4" />}
              {t('data.download')}
            </Button>
          }
        >
          {t('data.downloadNote')}
        </Action>
        <Action
          title={t('data.signIns')}
          error={leaveError}
          action={
            <button type="button" onClick={() => void leaveEverywhere()} disabled={leaving} className={dangerButtonClasses(false, 'self-start sm:self-center')}>
              {leaving ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />}
              {t('data.signOutAll')}
            </button>
          }
        >
          {t('data.signOutNote')}
        </Action>
      </div>
    </Section>
  );
}
