import type { VideoHTMLAttributes } from 'react';
import { useTranslation } from '@officefit/i18n';

export type VideoProps = VideoHTMLAttributes<HTMLVideoElement>;

/**
 * The app's <video> (a self-served stream or exercise film): controls and inline playback by default, and spec
 * §8's "Your browser does not support the video tag." inside the element, which only a browser without <video>
 * shows. `children` are its <source>/<track> elements.
 */
export function Video({ children, controls = true, playsInline = true, ...rest }: VideoProps) {
  const { t } = useTranslation('common');
  return (
    <video controls={controls} playsInline={playsInline} {...rest}>
      {children}
      {t('errors.videoNotSupported')}
    </video>
  );
}
