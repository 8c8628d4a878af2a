import { ArrowRight, LogIn, Play } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/button.tsx';
import type { EnrolAction } from '../enrol.ts';

const icons = { 'sign-in': LogIn, checkout: ArrowRight, detail: Play } as const;

/** 'Sign In to Enroll', 'Enroll Now' or 'Attempt' (SPEC §2), greyed out until we know which. */
export function EnrolButton({
  action,
  ready,
  onRun,
  size = 'md',
  className,
}: {
  action: EnrolAction;
  ready: boolean;
  onRun: (action: EnrolAction) => void;
  size?: ButtonSize;
  className?: string;
}) {
  const Icon = icons[action.kind];
  return (
    <Button size={size} className={className} disabled={!ready} aria-busy={!ready} onClick={() => onRun(action)}>
      {action.label}
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
