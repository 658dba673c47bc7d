import { applyUpdate, postponeUpdate, updateDismissed, updateReady } from './register';
import './update-banner.css';

export interface UpdateBannerProps {
  /** True while a hidden entry or a move is in progress: the banner must not interrupt it. */
  blocked: boolean;
}

/**
 * "Update ready" prompt. Renders nothing unless a new version is waiting, the player has not
 * pressed "Later", and nothing is in progress (`blocked`).
 */
export function UpdateBanner({ blocked }: UpdateBannerProps) {
  if (blocked || !updateReady.value || updateDismissed.value) return null;
  return (
    <div role="status" class="update-banner">
      <span class="update-banner__text">Update ready</span>
      <button
        type="button"
        class="update-banner__button update-banner__button--primary"
        onClick={() => void applyUpdate()}
      >
        Update now
      </button>
      <button type="button" class="update-banner__button" onClick={postponeUpdate}>
        Later
      </button>
    </div>
  );
}
