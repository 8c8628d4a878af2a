import { Sparkles } from 'lucide-react';
import { testPresets, type AdminTest } from '../../../../../shared/api/admin-content.ts';
import { Button } from '../../../../components/button.tsx';
import { difficultyLabels } from '../../ui/difficulty-badge.tsx';

/** Offered once the difficulty changes: its preset's title and length (the time limit only while it may change). */
export function PresetOffer({ difficulty, onUse }: { difficulty: AdminTest['difficulty']; onUse: () => void }) {
  const preset = testPresets[difficulty];
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-navy-900 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          The {difficultyLabels[difficulty].toLowerCase()} preset is <strong className="font-semibold">‘{preset.title}’</strong>, {preset.minutes} minutes.
        </span>
      </p>
      <Button variant="secondary" size="sm" onClick={onUse}>
        Use the preset
      </Button>
    </div>
  );
}
