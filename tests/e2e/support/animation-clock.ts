// The animations' clock of a page, held and let run through DevTools (the Animation domain's playback
// rate, which the page's own scripts do not see: its animations still say they are running). Headless
// Chromium composites in software, and the site's marquee, moving, kept 0.6 of a core busy drawing
// frames for each page that showed it (measured in Debian's Chromium, a 1440 × 900 page: 5.9 s of the
// GPU process's processor in 10 s, 0.2 s with the clock held). A check that reads the page as it
// stands (axe reads its styles and layout, not its movement) holds the clock while it reads; the
// movement itself, and its Pause button, are what accessibility.spec.ts's motion tests check.
import type { CDPSession, Page } from '@playwright/test';

export class AnimationClock {
  private constructor(private readonly session: CDPSession) {}

  /** The page's clock, held from now on: across navigations too, until `run`. */
  static async heldFor(page: Page) {
    const session = await page.context().newCDPSession(page);
    await session.send('Animation.enable');
    const clock = new AnimationClock(session);
    await clock.hold();
    return clock;
  }

  hold() {
    return this.session.send('Animation.setPlaybackRate', { playbackRate: 0 });
  }

  run() {
    return this.session.send('Animation.setPlaybackRate', { playbackRate: 1 });
  }
}
