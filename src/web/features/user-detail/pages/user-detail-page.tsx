import { ComingSoon } from '../../../components/coming-soon.tsx';

export function UserDetailPage() {
  return (
    <ComingSoon
      name="Your details"
      description="Your profile as Prepverse knows it: the name, e-mail and picture from Google, and the phone number used on receipts."
      links={[{ to: '/mylearning', label: 'My Learning' }]}
    />
  );
}
