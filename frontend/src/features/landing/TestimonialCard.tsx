import { useTranslation } from 'react-i18next';
import type { Testimonial } from './content';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  const { key, name, avatar } = testimonial;
  return (
    <blockquote className="card testimonial">
      <p>“{t(`landing.testimonials.${key}.text` as 'landing.testimonials.priya.text')}”</p>
      <footer className="row">
        <span aria-hidden="true" className="testimonial__avatar">{avatar}</span>
        <span><strong>{name}</strong><br /><span className="muted">{t(`landing.testimonials.${key}.role` as 'landing.testimonials.priya.role')}</span></span>
      </footer>
    </blockquote>
  );
}
