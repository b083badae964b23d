import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { Hero } from './types';
import { heroLineParts, heroLines } from './featureSpan';
import styles from './home.module.css';

// The hero image is the home page's largest paint. React 18 knows no `fetchPriority` prop (it warns and relies
// on the browser lower-casing it), so the attribute is written as HTML spells it.
const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as React.ImgHTMLAttributes<HTMLImageElement>;

const joinList = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

export default function HomeHero({ hero }: { hero: Hero }): React.ReactElement {
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <h1 className={styles.heroName}>
          <span className={styles.heroNameClip}>{hero.name}</span>
          {heroLines(hero.text).map((line) => (
            <React.Fragment key={line}>
              {/* The lines are blocks on screen; the space keeps them apart for search and screen readers. */}{' '}
              <span className={styles.heroLine}>
                {heroLineParts(line).map((part, index) =>
                  index % 2 ? (
                    <span key={index} className={styles.heroCompound}>
                      {part}
                    </span>
                  ) : (
                    part
                  ),
                )}
              </span>
            </React.Fragment>
          ))}
        </h1>
        {hero.tagline && <p className={styles.heroTagline}>{hero.tagline}</p>}
        {hero.actions && hero.actions.length > 0 && (
          <div className={styles.heroActions}>
            {hero.actions.map((action) => (
              <Link
                key={action.link}
                to={action.link}
                className={clsx(
                  styles.heroAction,
                  action.theme === 'alt' ? styles.heroActionAlt : styles.heroActionBrand,
                )}
              >
                {action.text}
              </Link>
            ))}
          </div>
        )}
      </div>
      {hero.image && (
        <div className={styles.heroImage}>
          <img
            src={hero.image.src}
            alt={hero.image.alt ?? ''}
            srcSet={joinList(hero.image.srcset)}
            sizes={joinList(hero.image.sizes)}
            width={280}
            height={280}
            {...HIGH_FETCH_PRIORITY}
          />
        </div>
      )}
    </header>
  );
}
