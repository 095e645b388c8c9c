// A browser tab as users have it: no sound until the user has clicked or typed on the page. Chromium's
// headless shell has that policy too, but Playwright's own evaluations give the page a user activation: an
// AudioContext made before the test's first evaluation starts 'suspended' (the sound notice shows), one made after
// starts 'running' (measured: a page made its context 300 ms after load, 'suspended' without an evaluation
// before it, 'running' with one). In e2e runs that is a race with the panel's idle-time context. This init
// script makes it certain: an AudioContext made before the page's first gesture reports 'suspended', and
// resume() starts it only once the page has had one (a trusted press or key; Chrome's sticky user
// activation); before that, resume() changes nothing. navigator.userActivation cannot tell, for the reason above.
import type { BrowserContext } from 'playwright-core';

export async function blockAutoplay(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let gestured = false;
    for (const type of ['pointerdown', 'mousedown', 'keydown', 'touchend']) {
      window.addEventListener(type, (event) => (gestured ||= event.isTrusted), true);
    }
    const Browsers = window.AudioContext;
    class TabAudioContext extends Browsers {
      private allowed = gestured;
      override get state(): AudioContextState {
        return this.allowed || super.state === 'closed' ? super.state : 'suspended';
      }
      override async resume(): Promise<void> {
        if (!gestured) return;
        await super.resume();
        if (this.allowed) return;
        this.allowed = true;
        this.dispatchEvent(new Event('statechange'));
      }
    }
    window.AudioContext = TabAudioContext;
  });
}
