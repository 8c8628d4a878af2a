// Typechecked by `npm run typecheck`, never run: each @ts-expect-error line must stay an error, so a
// call that does not fit its route's contract, or a read of a field its answer does not have, fails the build.
import { expectTypeOf } from 'vitest';
import type { AdminSeries } from '../../shared/api/admin-content.ts';
import { route } from '../../shared/api/contract.ts';
import { idParams } from '../../shared/api/admin-content.ts';
import { api } from './api.ts';

export async function typedCalls(id: string) {
  // the answer is the route's 200 schema
  const detail = await api.get('/api/admin/series/:id', { params: { id } });
  expectTypeOf(detail.series).toEqualTypeOf<AdminSeries>();
  // @ts-expect-error: the answer has no such field
  void detail.seriesList;

  // params are required where the address has them, and named as it names them
  // @ts-expect-error: no params
  await api.get('/api/admin/series/:id');
  // @ts-expect-error: the address's parameter is id
  await api.get('/api/admin/series/:id', { params: { seriesId: id } });

  // the body is the route's body schema
  await api.patch('/api/admin/series/:id', { params: { id }, body: { title: 'GATE 2027' } });
  // @ts-expect-error: a title is a string
  await api.patch('/api/admin/series/:id', { params: { id }, body: { title: 2027 } });
  // @ts-expect-error: creating a series needs its body
  await api.post('/api/admin/series');

  // the query is the route's querystring schema, its values as the server reads them
  await api.get('/api/admin/questions', { query: { status: 'draft', page: 2 } });
  // @ts-expect-error: no such status
  await api.get('/api/admin/questions', { query: { status: 'gone' } });

  // only routes the contract table has, with the method it gives them
  // @ts-expect-error: no such route
  await api.get('/api/admin/serie');
  // @ts-expect-error: the series list is read with GET, not DELETE
  await api.delete('/api/admin/series');
  // @ts-expect-error: a receipt is a PDF, not JSON: the client does not call it
  await api.get('/api/testseries/receipt/:userId/:testSeriesId', { params: { userId: id, testSeriesId: id } });
}

// a contract's params schema names exactly the address's parameters
route('GET', '/api/example/:id', { params: idParams });
// @ts-expect-error: the address has :id, the schema has none
route('GET', '/api/example/:id', {});
// @ts-expect-error: the address has no parameters
route('GET', '/api/example', { params: idParams });
