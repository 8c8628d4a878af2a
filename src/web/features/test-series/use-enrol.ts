import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useSignInDialog } from '../../lib/sign-in-dialog.ts';
import { useEnrolledSeriesIds } from './api.ts';
import { enrolAction, type EnrolAction } from './enrol.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useErrorText } from '../../lib/error-text.ts';

const noEnrolments: ReadonlySet<string> = new Set();

/**
 * The enrol flow of SPEC §4 for any list of series: which button each card shows and what
 * pressing it does. `ready` is false while the session or the enrolments are still being asked,
 * so a card never shows 'Enroll Now' to someone who is in fact enrolled.
 */
export function useEnrol() {
  const session = useSession();
  const navigate = useNavigate();
  const signInDialog = useSignInDialog();
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const enrolled = useEnrolledSeriesIds(userId);

  const ready = session.status !== 'loading' && (userId === null || !enrolled.isPending);
  const enrolledIds = enrolled.data ?? noEnrolments;
  const actionFor = useCallback((testSeriesId: string) => enrolAction(testSeriesId, userId, enrolledIds), [userId, enrolledIds]);

  // a card never enrols by itself: checkout does, and reports a failed enrolment (SPEC §8) there
  const run = useCallback(
    (action: EnrolAction) => {
      if (action.kind === 'sign-in') signInDialog.open(action.returnPath, t('message.loginToEnrol'));
      else void navigate(action.path);
    },
    [navigate, signInDialog, t],
  );

  // the card still works without the list (checkout sends an enrolled learner on to the tests)
  const enrolmentError = enrolled.isError ? t('message.enrolmentCheckError', { reason: errorText(enrolled.error) }) : null;
  return { ready, actionFor, run, enrolmentError };
}
