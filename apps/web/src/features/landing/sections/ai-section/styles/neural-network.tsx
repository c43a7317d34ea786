import { cn } from '@forma/ui';
import { useEffect, useRef } from 'react';
import { SectionHeader } from '../../shared/section-header';
import { usePrefersReducedMotion } from '../../shared/use-media-query';
import { AiCta, aiCards, type AiStyleProps } from '../ai-content';

/** Style 1: a living neural network drawn on a canvas behind the content. */
export default function NeuralNetworkStyle({ content: c, titleId }: AiStyleProps) {
  return (
    <div className="py-24 md:py-36">
      <NeuralCanvas />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_20%,var(--color-ink)_75%)]"
      />
      <div className="relative mx-auto max-w-7xl px-5 md:px-8">
        <SectionHeader
          badge={c.badgeText}
          title={c.title}
          subtitle={c.subtitle}
          titleId={titleId}
        />
        <ol className="mt-16 grid gap-5 md:grid-cols-3">
          {aiCards(c).map(({ title, description, Icon, accent }, i) => (
            <li
              key={i}
              className="relative rounded-3xl border border-white/10 bg-ink/70 p-7 backdrop-blur-md md:p-8"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className={cn(
                    'relative flex size-10 items-center justify-center rounded-full bg-gradient-to-br',
                    accent,
                  )}
                >
                  <span className="absolute inset-0 rounded-full bg-inherit opacity-60 blur-md" />
                  <Icon className="relative size-4" strokeWidth={2} />
                </span>
                <span className="font-mono text-xs tracking-widest text-zinc-500">
                  LAYER {String(i + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-semibold tracking-tight">{title}</h3>
              <p className="mt-3 leading-relaxed text-zinc-400">{description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <AiCta label={c.ctaButtonText} />
        </div>
      </div>
    </div>
  );
}

interface Node {
  x: number;
  y: number;
  vx: number;
  vy: number;
  hue: number;
}

/** Drifting nodes linked when close, pulses along the links; drawn once with reduced motion. */
function NeuralCanvas() {
  const ref = useRef<HTMLCanvasElement>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let width = 0;
    let height = 0;
    let nodes: Node[] = [];
    let frame = 0;
    let visible = false;
    const link = 150;

    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const count = Math.round(Math.min(90, (width * height) / 14000));
      nodes = Array.from({ length: count }, (_, i) => ({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 0.35,
        vy: (Math.random() - 0.5) * 0.35,
        hue: [265, 220, 190][i % 3]!,
      }));
      draw(0);
    };

    const draw = (t: number) => {
      ctx.clearRect(0, 0, width, height);
      for (let i = 0; i < nodes.length; i++) {
        const a = nodes[i]!;
        for (let j = i + 1; j < nodes.length; j++) {
          const b = nodes[j]!;
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          if (d > link) continue;
          const alpha = (1 - d / link) * 0.35;
          ctx.strokeStyle = `hsla(${a.hue}, 90%, 70%, ${alpha})`;
          ctx.lineWidth = 1;
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
          // A signal travelling along some links.
          if ((i + j) % 7 === 0) {
            const p = (((t / 2400 + (i * 0.13 + j * 0.07)) % 1) + 1) % 1;
            ctx.fillStyle = `hsla(${b.hue}, 100%, 80%, ${alpha * 2.4})`;
            ctx.beginPath();
            ctx.arc(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p, 1.6, 0, Math.PI * 2);
            ctx.fill();
          }
        }
      }
      for (const n of nodes) {
        ctx.fillStyle = `hsla(${n.hue}, 95%, 75%, 0.9)`;
        ctx.beginPath();
        ctx.arc(n.x, n.y, 2, 0, Math.PI * 2);
        ctx.fill();
      }
    };

    const tick = (t: number) => {
      frame = 0;
      for (const n of nodes) {
        n.x += n.vx;
        n.y += n.vy;
        if (n.x < 0 || n.x > width) n.vx *= -1;
        if (n.y < 0 || n.y > height) n.vy *= -1;
      }
      draw(t);
      if (visible) frame = requestAnimationFrame(tick);
    };

    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const io = new IntersectionObserver(([entry]) => {
      visible = !!entry?.isIntersecting && !reduced;
      if (visible && !frame) frame = requestAnimationFrame(tick);
    });
    io.observe(canvas);
    return () => {
      observer.disconnect();
      io.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reduced]);

  return (
    <canvas ref={ref} aria-hidden className="pointer-events-none absolute inset-0 size-full" />
  );
}
