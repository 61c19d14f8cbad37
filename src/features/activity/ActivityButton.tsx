import { Trans } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { activityPanelClosed, activityPanelOpened } from './activitySlice';
import { selectActivityPanelOpen } from './selectors';

/** The board header's Activity button: opens the panel, or closes it. */
export function ActivityButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectActivityPanelOpen);
  return (
    <Button
      type="button"
      aria-expanded={open}
      onClick={() => dispatch(open ? activityPanelClosed() : activityPanelOpened())}
    >
      <Trans>Activity</Trans>
    </Button>
  );
}
