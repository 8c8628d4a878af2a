import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../shared/api/accounts.ts';
import { api } from '../../lib/api.ts';
import { ApiError, errorCodeOf, NETWORK_MESSAGE } from '../../lib/http.ts';
import { accountKeys, checkoutKeys } from '../../lib/query-keys.ts';
import { saveBlob } from '../../lib/receipt.ts';

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile(),
  queryFn: () => api.get('/api/account/profile'),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function usePayments() {
  return useQuery({
    queryKey: accountKeys.payments(),
    queryFn: async () => (await api.get('/api/account/payments')).payments,
  });
}

/** Saves the phone, target exam and year; the answer is the profile as stored (the phone normalised). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.post('/api/account/profile', { body: update }),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      // checkout shows the phone and hands it to Razorpay: it must not show the old one
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}

export const signOutEverywhere = () => api.post('/api/account/sign-out-everywhere');

export const deleteAccount = (email: string) => api.post('/api/account/delete', { body: { email } });

const EXPORT_FAILED = 'Your data could not be downloaded. Please try again.';

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'prepverse-my-data.json';
}

/** GET /api/account/export, saved as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const code = errorCodeOf(body);
    // the API's refusal, with its code for the page's words; anything else that answered is our own failure
    if (code === null || !body || typeof body !== 'object' || !('message' in body) || typeof body.message !== 'string') throw new Error(EXPORT_FAILED);
    throw new ApiError(response.status, body.message, code, response.headers.get('x-request-id'), body);
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
}
