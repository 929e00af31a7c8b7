import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { animateScrollTo } from '../scroll';

/** "Back to top" on a long page: shown once the page is scrolled a screen down; scrolls up in 500 ms (shopping §9). */
export function ScrollTopButton() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > window.innerHeight);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => void animateScrollTo(0)}
      aria-label={t('common.scrollTop')}
    >
      ↑
    </button>
  );
}
