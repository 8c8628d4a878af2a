import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { can } from '../../../../../shared/admin-permissions.ts';
import { Button, buttonClasses } from '../../../../components/button.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { NewDraftLink } from '../../ui/new-draft-link.tsx';
import { ExportButton } from '../export/export-dialog.tsx';
import { questionFacetsQuery, useQuestionList } from '../api.ts';
import { BankFilters } from '../components/bank-filters.tsx';
import { PageSizeSelect, showingLine } from '../components/bank-pager.tsx';
import { QuestionTable } from '../components/question-table.tsx';
import { useBankBulk } from '../bulk/bank-bulk.tsx';
import {
  activeFilterCount,
  bankQueryFromSearch,
  clearedQuery,
  myDrafts,
  questionListSearch,
  searchFromBankQuery,
  withFilter,
  withSorting,
  withPlace,
  type BankQuery,
  type FilterName,
  type QuestionFilters,
} from '../list-filters.ts';

/** /admin/questions: the bank, searched, filtered and paged, with the filters in the address. */
export function QuestionListPage() {
  usePrivatePageTitle('Question bank');
  const { role, id: viewerId } = useAdminUser();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => bankQueryFromSearch(params), [params]);
  const list = useQuestionList(query);
  const facets = useQuery(questionFacetsQuery);

  const go = useCallback(
    (next: BankQuery, { replace = false } = {}) => {
      setParams(searchFromBankQuery(next), { replace });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const setFilter = useCallback(
    // typing a search replaces the entry: Back goes to the list before the search, not through each word
    (name: FilterName, value: string) => go(withFilter(query, name, value as QuestionFilters[typeof name]), { replace: name === 'search' }),
    [go, query],
  );
  const clear = useCallback(() => go(clearedQuery(query)), [go, query]);
  const showMyDrafts = useCallback(() => go(myDrafts(query)), [go, query]);

  const filtered = activeFilterCount(query.filters) > 0;
  const data = list.data;
  const bulk = useBankBulk(questionListSearch(query), data?.questions ?? [], data?.total ?? 0, role);

  let body;
  if (!data) {
    body = list.isError ? (
      <ErrorBlock title="The bank could not be loaded" message={list.error.message} onRetry={() => void list.refetch()} />
    ) : (
      <LoadingBlock label="Loading questions…" />
    );
  } else if (data.total === 0) {
    body = filtered ? (
      <EmptyBlock title="No questions match these filters">
        <p>
          {query.filters.search ? <>Nothing in the bank contains “{query.filters.search}” with the filters chosen. </> : null}
          Try fewer filters, or clear them to see the whole bank.
        </p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={clear}>
          Clear filters
        </Button>
      </EmptyBlock>
    ) : (
      <EmptyBlock title="The bank is empty">
        <p>Write a question, or import a file exported from Moodle (Aiken, GIFT) or a spreadsheet (CSV).</p>
      </EmptyBlock>
    );
  } else if (data.questions.length === 0) {
    body = (
      <EmptyBlock title={`There is no page ${query.page}`}>
        <p>{showingLine(1, query.pageSize, data.total)} match, on fewer pages.</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => go({ ...query, page: 1 })}>
          Go to the first page
        </Button>
      </EmptyBlock>
    );
  } else {
    body = (
      <QuestionTable
        questions={data.questions}
        busy={list.isPlaceholderData}
        viewerId={viewerId}
        sort={{ mode: 'server', state: query.sorting ?? [], onChange: (next) => go(withSorting(query, next)) }}
        selection={bulk.tableSelection}
        paging={{
          page: query.page,
          pageSize: query.pageSize,
          total: data.total,
          noun: 'questions',
          nounOne: 'question',
          label: 'Pages of questions',
          // the count above the table already says how many there are
          hideOnOnePage: true,
          live: false,
          onPage: (page) => go({ ...query, page }),
        }}
      />
    );
  }

  return (
    <div>
      <AdminPageHeader
        title="Question bank"
        lead="Every question written or imported, where it is used, and what needs review."
        actions={
          // one row: the pair stays together beside the title rather than stacking in a narrow column
          <div className="flex flex-wrap gap-2">
            {can(role, 'questions.import') ? (
              <Link to={adminPaths.questionImport()} className={buttonClasses('secondary', 'md')}>
                <FileUp aria-hidden="true" className="size-4" />
                Import
              </Link>
            ) : null}
            <ExportButton filter={query.filters} total={data?.total ?? 0} />
            <NewDraftLink to={adminPaths.questionNew()}>New question</NewDraftLink>
          </div>
        }
      />
      <div className="flex flex-col gap-4">
        <BankFilters
          filters={query.filters}
          facets={facets.data}
          onChange={setFilter}
          onClear={clear}
          onMyDrafts={showMyDrafts}
          onPlace={(place) => go(withPlace(query, place))}
          summary={
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
                {data ? <span className="font-medium">{showingLine(query.page, query.pageSize, data.total)}</span> : <span>Counting…</span>}
                {list.isFetching && data ? <Spinner className="size-4" /> : null}
              </p>
              <PageSizeSelect pageSize={query.pageSize} onChange={(pageSize) => go({ ...query, pageSize, page: 1 })} />
            </div>
          }
        />
        {bulk.notice}
        {body}
      </div>
    </div>
  );
}
