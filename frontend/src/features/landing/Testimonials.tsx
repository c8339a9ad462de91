import Slider, { Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { TESTIMONIALS } from './content';

/** SPEC §9: 3 slides, 2 below 1024px, 1 below 640px; one at a time; dots; infinite; 500 ms. */
export const CAROUSEL_SETTINGS: Settings = {
  dots: true,
  infinite: true,
  speed: 500,
  slidesToShow: 3,
  slidesToScroll: 1,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 640, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

export function Testimonials() {
  return (
    <section id="testimonials" className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">What people say</h2>
        <Slider {...CAROUSEL_SETTINGS} className="testimonials">
          {TESTIMONIALS.map((t) => (
            <div key={t.name} className="testimonials__slide">
              <blockquote className="card testimonial">
                <p>“{t.text}”</p>
                <footer className="row">
                  <span aria-hidden="true" className="testimonial__avatar">{t.avatar}</span>
                  <span><strong>{t.name}</strong><br /><span className="muted">{t.role}</span></span>
                </footer>
              </blockquote>
            </div>
          ))}
        </Slider>
      </div>
    </section>
  );
}
