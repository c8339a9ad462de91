import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { CAROUSEL_SETTINGS } from './carousel';
import { TESTIMONIALS } from './content';
import { TestimonialCard } from './TestimonialCard';

/** The carousel itself (react-slick and its styles), fetched when the section nears the screen. */
export default function TestimonialSlider() {
  return (
    <Slider {...CAROUSEL_SETTINGS} className="testimonials">
      {TESTIMONIALS.map((t) => (
        <div key={t.key} className="testimonials__slide">
          <TestimonialCard testimonial={t} />
        </div>
      ))}
    </Slider>
  );
}
