import { useEffect, useState } from 'react';

const AD_BLOCK_KEY = 'polytsia:ad-block';
/** Cosmetic filters are applied asynchronously: look at the bait once they have had time. */
const BAIT_CHECK_MS = 1000;
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 text-ad';

/** The stored result of the last detection (spec §4: default false). */
export function storedAdBlock(): boolean {
  try {
    return localStorage.getItem(AD_BLOCK_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeAdBlock(detected: boolean) {
  try {
    localStorage.setItem(AD_BLOCK_KEY, String(detected));
  } catch {
    // Storage may be disabled (private mode): the detection result still applies to this visit.
  }
}

/** A bait counts as blocked only when something removed it or collapsed it: our own CSS never does. */
export function isBaitBlocked(bait: HTMLElement): boolean {
  if (!bait.isConnected) return true;
  const style = getComputedStyle(bait);
  return style.display === 'none' || style.visibility === 'hidden' || bait.offsetHeight === 0;
}

/** Detects an ad blocker once at start with a bait element; the result is stored locally. */
export function useAdBlockDetection(baitClassName: string): boolean {
  const [detected, setDetected] = useState(false);
  useEffect(() => {
    const bait = document.createElement('div');
    bait.className = `${BAIT_CLASSES} ${baitClassName}`;
    bait.setAttribute('aria-hidden', 'true');
    bait.innerHTML = '&nbsp;';
    document.body.appendChild(bait);
    const timer = setTimeout(() => {
      const blocked = isBaitBlocked(bait);
      bait.remove();
      storeAdBlock(blocked);
      setDetected(blocked);
    }, BAIT_CHECK_MS);
    return () => {
      clearTimeout(timer);
      bait.remove();
    };
  }, [baitClassName]);
  return detected;
}
