// The activity feature's public entry: the board's edits as its members read them (the
// Activity panel, a card's Activity section, "Changed since your last visit"). The boards
// feature shows its parts and starts its sagas; this feature imports nothing of the boards
// feature (it is given what it needs: see ActivitySagaDeps and the components' props).
export { ActivityButton } from './ActivityButton';
export { ActivityPanel } from './ActivityPanel';
export { CardActivityList } from './CardActivityList';
export { SinceLastVisitMarker } from './SinceLastVisitMarker';
export {
  activityPanelOpened,
  activityRevertRequested,
  activitySlice,
  initialActivityState,
  type ActivityState,
} from './activitySlice';
export { activitySaga, type ActivitySagaDeps } from './sagas';
export { selectActivityEntry, selectChangedSinceLastVisit } from './selectors';
export { describeActivity } from './words';
