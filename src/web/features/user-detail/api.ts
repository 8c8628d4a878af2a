import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountPaymentsResponse,
  DeleteAccountResponse,
  Profile,
  ProfileUpdate,
  SignOutEverywhereResponse,
} from '../../../shared/api/accounts.ts';
import { apiGet, apiPost } from '../../lib/http.ts';
import { accountKeys, checkoutKeys } from '../../lib/query-keys.ts';
import { saveBlob } from '../../lib/receipt.ts';

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile(),
  queryFn: () => apiGet<Profile>('/api/account/profile'),
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function usePayments() {
  return useQuery({
    queryKey: accountKeys.payments(),
    queryFn: async () => (await apiGet<AccountPaymentsResponse>('/api/account/payments')).payments,
  });
}

/** Saves the phone, target exam and year; the answer is the profile as stored (the phone normalised). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiPost<Profile>('/api/account/profile', update),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      // checkout shows the phone and hands it to Razorpay: it must not show the old one
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}

export const signOutEverywhere = () => apiPost<SignOutEverywhereResponse>('/api/account/sign-out-everywhere');

export const deleteAccount = (email: string) => apiPost<DeleteAccountResponse>('/api/account/delete', { email });

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
    throw new Error('Could not reach Prepverse. Check your connection and try again.');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : EXPORT_FAILED;
    throw new Error(message);
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
}
