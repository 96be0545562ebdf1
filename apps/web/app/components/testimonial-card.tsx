import { PersonPortrait } from './person-portrait';
import { StarRating } from './star-rating';

export interface TestimonialView {
  id: string;
  name: string;
  role: string;
  company: string | null;
  avatar: string;
  content: string;
  rating: number;
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-6 motion-lift">
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 text-muted-fg">“{testimonial.content}”</blockquote>
      <figcaption className="flex items-center gap-3">
        <PersonPortrait name={testimonial.name} avatar={testimonial.avatar} />
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-fg">
            {testimonial.role}
            {testimonial.company ? `, ${testimonial.company}` : ''}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
