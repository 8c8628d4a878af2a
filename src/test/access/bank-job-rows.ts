// The access table's rows of the bank's jobs (issue 27, imports and exports as jobs): importing is a
// creator's, and so are reading and stopping one's own jobs; another author's job is a master's to
// see (a creator is told there is no such job).
import { adminAction, type AccessRow, type Expected } from './table.ts';
import { act, at, row } from './row-builders.ts';

/** Another author's job: a creator finds none; a master and a god see it. */
const othersJob = (): Expected => ({ ...adminAction('questions.import'), creator: 404 });

export function bankJobRows(): AccessRow[] {
  return [
    row(
      'GET',
      '/api/admin/bank-jobs',
      act('list the import and export jobs', 'questions.import', () => at('/api/admin/bank-jobs')),
    ),
    row(
      'GET',
      '/api/admin/bank-jobs/:id',
      act('read an import job of their own', 'questions.import', async (s) => at(`/api/admin/bank-jobs/${await s.ownImportJob()}`)),
      {
        what: "read another author's import job",
        action: 'questions.import',
        request: async (s) => at(`/api/admin/bank-jobs/${await s.othersImportJob()}`),
        expect: othersJob(),
      },
    ),
    row(
      'POST',
      '/api/admin/bank-jobs/:id/cancel',
      act('cancel an import job of their own', 'questions.import', async (s) => at(`/api/admin/bank-jobs/${await s.ownImportJob()}/cancel`)),
      {
        what: "cancel another author's import job",
        action: 'questions.import',
        request: async (s) => at(`/api/admin/bank-jobs/${await s.othersImportJob()}/cancel`),
        expect: othersJob(),
      },
    ),
    row(
      'GET',
      '/api/admin/bank-jobs/:id/file',
      act('download the file of a finished export of their own', 'questions.import', async (s) => at(`/api/admin/bank-jobs/${await s.ownExportJob()}/file`)),
      {
        what: "download the file of another author's export",
        action: 'questions.import',
        request: async (s) => at(`/api/admin/bank-jobs/${await s.othersExportJob()}/file`),
        expect: othersJob(),
      },
    ),
    row(
      'POST',
      '/api/admin/bank-jobs/:id/delete-drafts',
      act('delete the drafts of a stopped import of their own', 'questions.import', async (s) =>
        at(`/api/admin/bank-jobs/${await s.ownEndedImportJob()}/delete-drafts`),
      ),
    ),
  ];
}
