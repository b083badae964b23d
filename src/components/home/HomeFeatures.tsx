import React from 'react';
import Link from '@docusaurus/Link';
import type { Feature } from './types';
import { featureSpan } from './featureSpan';
import styles from './home.module.css';

/** An icon is a picture when it names a file (a site path or an image file name), otherwise text (an emoji). */
const isImageIcon = (icon: string): boolean => icon.startsWith('/') || /\.(svg|webp|avif|png)$/i.test(icon);

function FeatureCard({ feature }: { feature: Feature }) {
  const body = (
    <>
      {/* Decorative: the card's title says what the icon shows. */}
      {feature.icon && (
        <div className={styles.featureIcon} aria-hidden="true">
          {isImageIcon(feature.icon) ? (
            // The file gives the shape only (a mask); the colour is the theme's accent, so the icon follows
            // the colour mode (the light orange is about 3:1 on the dark card).
            <span
              className={styles.featureIconShape}
              style={{ '--feature-icon': `url("${feature.icon}")` } as React.CSSProperties}
            />
          ) : (
            feature.icon
          )}
        </div>
      )}
      <h2 className={styles.featureTitle}>{feature.title}</h2>
      <p className={styles.featureDetails}>{feature.details}</p>
    </>
  );
  return (
    <li
      className={styles.feature}
      style={{ '--feature-span': featureSpan(feature.span) } as React.CSSProperties}
    >
      {feature.link ? (
        <Link to={feature.link} className={styles.featureLink}>
          {body}
        </Link>
      ) : (
        <div className={styles.featureLink}>{body}</div>
      )}
    </li>
  );
}

export default function HomeFeatures({ features }: { features: Feature[] }): React.ReactElement {
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </ul>
  );
}
