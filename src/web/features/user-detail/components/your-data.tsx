import { useState, type ReactNode } from 'react';
import { FileJson, LogOut } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
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
      setExportError(error instanceof Error ? error.message : 'Your data could not be downloaded. Please try again.');
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
      setLeaveError(error instanceof Error ? error.message : 'Could not sign you out. Please try again.');
    }
  }

  return (
    <Section title="Your data and devices">
      <div className="-my-4 divide-y divide-slate-100">
        <Action
          title="Download my data"
          error={exportError}
          action={
            <Button variant="secondary" onClick={() => void download()} disabled={exporting} className="self-start sm:self-center">
              {exporting ? <Spinner className="size-4" /> : <FileJson aria-hidden="true" className="size-4" />}
              Download my data
            </Button>
          }
        >
          A JSON file of everything Prepverse stores about you: your profile, sign-ins, enrolments, payments, test answers and results, ratings and the updates
          you have read.
        </Action>
        <Action
          title="Your sign-ins"
          error={leaveError}
          action={
            <button type="button" onClick={() => void leaveEverywhere()} disabled={leaving} className={dangerButtonClasses(false, 'self-start sm:self-center')}>
              {leaving ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />}
              Sign out from every device
            </button>
          }
        >
          Ends every session, this one included: on this browser, your phone and any other computer. Use it if you signed in somewhere you should not stay
          signed in.
        </Action>
      </div>
    </Section>
  );
}
