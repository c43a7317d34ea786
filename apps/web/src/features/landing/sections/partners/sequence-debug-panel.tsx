import { X } from 'lucide-react';
import { useId } from 'react';
import {
  FRAME_COUNT,
  MAX_DECODED_FRAMES,
  type SequenceSettings,
  SETTING_RANGES,
} from './sequence-math';

export interface SequenceStats {
  current: number;
  target: number;
  progress: number;
  loaded: number;
  decoded: number;
}

/** The image sequence's debug panel (Ctrl+D): live numbers and sliders for the scrub tuning. */
export function SequenceDebugPanel({
  stats,
  settings,
  reducedMotion,
  onChange,
  onClose,
}: {
  stats: SequenceStats;
  settings: SequenceSettings;
  reducedMotion: boolean;
  onChange: (patch: Partial<SequenceSettings>) => void;
  onClose: () => void;
}) {
  return (
    <aside
      data-sequence-debug=""
      aria-label="Image sequence debug"
      className="fixed bottom-4 left-4 z-[70] w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-white/10 bg-[#0b0b14]/90 p-4 font-mono text-xs text-white/80 shadow-2xl backdrop-blur-md"
    >
      <div className="mb-3 flex items-center justify-between">
        <p className="text-[11px] tracking-[0.2em] text-white/50 uppercase">Sequence debug</p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close debug panel"
          className="rounded-md p-1 text-white/50 transition hover:bg-white/10 hover:text-white"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-white/45">Frame</dt>
        <dd data-debug="frame" className="tabular-nums">
          {stats.current} / {FRAME_COUNT}
        </dd>
        <dt className="text-white/45">Target</dt>
        <dd data-debug="target" className="tabular-nums">
          {stats.target}
        </dd>
        <dt className="text-white/45">Progress</dt>
        <dd data-debug="progress" className="tabular-nums">
          {stats.progress.toFixed(3)}
        </dd>
        <dt className="text-white/45">Loaded</dt>
        <dd data-debug="loaded" className="tabular-nums">
          {stats.loaded} / {FRAME_COUNT} ({stats.decoded}/{MAX_DECODED_FRAMES} decoded)
        </dd>
        {reducedMotion ? (
          <>
            <dt className="text-white/45">Mode</dt>
            <dd>reduced motion (static)</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 space-y-3">
        <Slider
          name="start"
          value={settings.start}
          display={settings.start.toFixed(2)}
          onChange={(start) => onChange({ start })}
        />
        <Slider
          name="end"
          value={settings.end}
          display={settings.end.toFixed(2)}
          onChange={(end) => onChange({ end })}
        />
        <Slider
          name="maxFrame"
          value={settings.maxFrame}
          display={String(settings.maxFrame)}
          onChange={(maxFrame) => onChange({ maxFrame })}
        />
      </div>
      <p className="mt-3 text-[10px] leading-relaxed text-white/35">
        URL: ?start=&amp;end=&amp;maxFrame= · Ctrl+D to close
      </p>
    </aside>
  );
}

function Slider({
  name,
  value,
  display,
  onChange,
}: {
  name: keyof SequenceSettings;
  value: number;
  display: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const range = SETTING_RANGES[name];
  return (
    <div>
      <div className="mb-1 flex justify-between">
        <label htmlFor={id} className="text-white/60">
          {name}
        </label>
        <output htmlFor={id} data-debug={`${name}-value`} className="tabular-nums">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="w-full accent-violet-400"
      />
    </div>
  );
}
