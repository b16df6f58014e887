import type { SiteCopy } from '../../engine/content/SiteCopy';

export interface ScreenHeaderProps {
  progress: number | null;
  /** The heading the progress bar belongs to (its accessible name). */
  titleId: string;
  back: boolean;
  close: boolean;
  labels: SiteCopy['header'];
  onBack: () => void;
  onClose: () => void;
}

// The strip above the heading: back, the journey's progress (a real progressbar with aria-valuenow) and close.
export function ScreenHeader({ progress, titleId, back, close, labels, onBack, onClose }: ScreenHeaderProps) {
  if (progress === null && !back && !close) return null;
  return (
    <div className="header">
      {back ? <button type="button" className="header-btn" onClick={onBack}>{labels.back}</button> : <span className="header-spacer" />}
      {progress !== null ? (
        <div className="progress" role="progressbar" aria-labelledby={titleId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <span style={{ width: `${Math.max(0, Math.min(100, progress))}%` }} />
        </div>
      ) : <span className="header-fill" />}
      {close ? <button type="button" className="header-btn" onClick={onClose}>{labels.close}</button> : <span className="header-spacer" />}
    </div>
  );
}
