// The account feature's public entry: the signed-in person's menu in every header, and the
// dashboard header's link to My cards (the menu holds it too, for headers without room).
export { AccountMenu } from './AccountMenu';
export { MyCardsHeaderLink } from './MyCardsLink';
