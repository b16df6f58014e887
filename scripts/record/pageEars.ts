import type { JourneyRecorder } from './journeyRecorder';
import type { PageEvent, PageReport, SeenScreen } from './recorderScript';

/** Calls the recorder's sandbox control API (JSON in, JSON out). */
export type Control = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;

// What the recorder makes of each report of the page script (recorderScript.ts), wherever the page runs (npm run
// record's Chromium, or the preview of npm run dev): a report from a frame happened on the top page's screen as last
// seen; a screen change is remembered (where the journey ends if QA stops there); a phone typed is kept, so that a
// code typed after it is `code: latest` when it is the one the sandbox texted that phone. Reports are heard one at a
// time, in the order QA did them (the caller queues them).
export function pageEars(control: Control, journey: () => JourneyRecorder | null, topScreen: () => Promise<SeenScreen | null>) {
  let lastScreen: SeenScreen | null = null;
  let phone: string | undefined;
  return {
    lastScreen: () => lastScreen,
    async hear(report: PageReport): Promise<void> {
      const event = { ...report, screen: report.screen ?? lastScreen ?? (await topScreen()) ?? { path: '', heading: '', dialog: '' } } as PageEvent;
      if (event.type === 'screen') {
        lastScreen = event.screen;
        return;
      }
      const recorder = journey();
      if (!recorder) return;
      if (event.type === 'input' && event.phone) phone = `+1${event.value.replace(/\D/g, '').slice(-10)}`;
      if (event.type === 'input' && event.code) {
        // The code QA typed is the one the sandbox texted: the replay reads it again (code: latest).
        const texted = phone ? ((await control('GET', `/api/__sandbox/outbox?phone=${encodeURIComponent(phone)}`).catch(() => ({}))) as { code?: string }).code : undefined;
        recorder.hear({ ...event, latest: texted !== undefined && event.value.replace(/\D/g, '') === texted });
      } else recorder.hear(event);
    },
  };
}
