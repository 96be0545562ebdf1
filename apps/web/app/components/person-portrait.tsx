import { isUploadedPortrait, portraitSrcSet, portraitUrl } from '@atelier/domain/studio-content';
import { InitialsAvatar } from './initials-avatar';

const SIZES = { md: { px: 44, className: 'size-11' }, lg: { px: 80, className: 'size-20' } } as const;

/**
 * A person's uploaded photo, or their initials when there is none. The name is always written beside
 * it, so the picture itself is decorative (empty alt), as the initials are.
 */
export function PersonPortrait({ name, avatar, size = 'md' }: { name: string; avatar: string; size?: 'md' | 'lg' }) {
  if (!isUploadedPortrait(avatar)) return <InitialsAvatar name={name} size={size} />;
  const { px, className } = SIZES[size];
  const sizes = `${px}px`;
  return (
    <picture className="shrink-0">
      <source type="image/avif" srcSet={portraitSrcSet(avatar, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={portraitSrcSet(avatar, 'webp')} sizes={sizes} />
      <img
        src={portraitUrl(avatar, 160, 'jpg')}
        srcSet={portraitSrcSet(avatar, 'jpg')}
        sizes={sizes}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={`${className} rounded-full bg-primary/15 object-cover`}
      />
    </picture>
  );
}
