import { cn } from '@forma/ui';

/** Soft violet, blue and cyan light behind glass surfaces (designs 1 and 6). */
export function GlowBackdrop({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn('pointer-events-none absolute inset-0 -z-10', className)}>
      <div className="absolute top-[18%] left-[6%] size-[22rem] rounded-full bg-violet-600/40 blur-[110px] sm:size-[30rem]" />
      <div className="absolute top-[40%] right-[4%] size-[20rem] rounded-full bg-cyan-500/25 blur-[110px] sm:size-[28rem]" />
      <div className="absolute bottom-[2%] left-[38%] size-[18rem] rounded-full bg-blue-600/30 blur-[120px] sm:size-[24rem]" />
      <div className="absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.07)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)] bg-[size:28px_28px]" />
    </div>
  );
}
