import { useEffect, useEffectEvent } from 'react';
import type { Analytics } from '../analytics/createAnalytics';

// What analytics hears of a screen: each arrival ('Viewed Page', the same screen again included), and each page
// error once as it shows, in the words of the language shown ('Displayed On-Page Error'; a language switch that
// redraws the same error says nothing new).
export function useScreenAnalytics(analytics: Analytics, screenId: string, arrival: string, pageError: unknown, pageErrorSaid: string | null): void {
  useEffect(() => {
    analytics.track('Viewed Page', { page: screenId });
  }, [analytics, screenId, arrival]);
  const reportPageError = useEffectEvent(() => {
    if (pageErrorSaid) analytics.track('Displayed On-Page Error', { page: screenId, errorMsg: pageErrorSaid });
  });
  useEffect(() => reportPageError(), [pageError, screenId]);
}
