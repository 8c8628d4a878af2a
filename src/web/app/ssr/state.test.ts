import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http.ts';
import { parseState, serializeState } from './state.ts';

describe('the state a server-rendered page carries', () => {
  it('keeps JSON data, leaves out what JSON would change, and revives API errors', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['list'], [{ title: '</script><script>alert(1)</script>', price: 0, note: undefined }]);
    client.setQueryData(['ids'], new Set(['a']));
    const body = { success: false, code: 'not-found', reason: 'series-not-found', message: 'Test series not found.' };
    await client.prefetchQuery({
      queryKey: ['missing'],
      queryFn: () => Promise.reject(new ApiError(404, 'Test series not found.', 'not-found', 'req-1', body)),
    });

    const json = serializeState(client);
    expect(json).not.toContain('</script>');
    const state = parseState(json);
    expect(state.queries.map((q) => q.queryKey)).toEqual([['list'], ['missing']]);
    expect(state.queries[0]?.state.data).toEqual([{ title: '</script><script>alert(1)</script>', price: 0 }]);
    const error = state.queries[1]?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    // with its body, whose reason words it on a Hindi page the same in the browser as on the server
    expect(error).toMatchObject({ status: 404, code: 'not-found', message: 'Test series not found.', requestId: 'req-1', body });
  });
});
