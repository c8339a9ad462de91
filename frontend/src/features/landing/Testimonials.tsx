import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../shared/lazyComponent';
import { TESTIMONIALS } from './content';
import { TestimonialCard } from './TestimonialCard';

export { CAROUSEL_SETTINGS } from './carousel';

const TestimonialSlider = lazyComponent(() => import('./TestimonialSlider').then((m) => m.default));

/** True once the element is within `margin` of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** The first slides as plain cards: what shows until the carousel's code arrives. */
function StaticSlides() {
  return (
    <div className="grid testimonials__static">
      {TESTIMONIALS.slice(0, 3).map((t) => <TestimonialCard key={t.key} testimonial={t} />)}
    </div>
  );
}

/**
 * The testimonials carousel. It sits below the fold, so its code (react-slick, about a tenth of the
 * landing page's JavaScript) is fetched only when the section comes near the screen.
 */
export function Testimonials() {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport('300px');
  return (
    <section id="testimonials" ref={ref} className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">{t('landing.whatPeopleSay')}</h2>
        {near ? <Suspense fallback={<StaticSlides />}><TestimonialSlider /></Suspense> : <StaticSlides />}
      </div>
    </section>
  );
}
