// Files whose words have not yet moved into the message catalogs (docs/i18n.md): the
// no-unlocalized-strings rule skips them until they have. This list only shrinks; when it is
// empty, delete it.
module.exports = [
  'src/domain/**',
  'src/features/account/**',
  'src/features/activity/**',
  'src/features/attachments/**',
  'src/features/boardPage/**',
  'src/features/calendar/**',
  'src/features/cardDetails/**',
  'src/features/cards/**',
  'src/features/comments/**',
  'src/features/dashboard/**',
  'src/features/edits/**',
  'src/features/lists/**',
  'src/features/myCards/**',
  'src/features/notifications/**',
  'src/features/publicView/**',
  'src/features/search/**',
  'src/features/table/**',
  'src/features/theme/**',
  'src/features/transfer/**',
  'src/messages/times.ts',
  'src/services/**',
];
