import type { Testimonial } from './content';

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <blockquote className="card testimonial">
      <p>“{t.text}”</p>
      <footer className="row">
        <span aria-hidden="true" className="testimonial__avatar">{t.avatar}</span>
        <span><strong>{t.name}</strong><br /><span className="muted">{t.role}</span></span>
      </footer>
    </blockquote>
  );
}
