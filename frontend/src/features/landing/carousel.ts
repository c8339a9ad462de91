import type { Settings } from 'react-slick';

/** docs/product.md §9: 3 slides, 2 below 1024px, 1 below 640px; one at a time; dots; infinite; 500 ms. */
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
