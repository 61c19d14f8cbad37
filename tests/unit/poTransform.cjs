// Jest transform for .po message catalogs: the compiled messages webpack's @lingui/loader makes,
// built in-process (Lingui's own loader is asynchronous; Jest's CommonJS transforms are not).
// Ids are generated from the source words as Lingui's po format does; a German or Arabic
// message without a translation falls back to the English source, as lingui.config.js says.
const PO = require('pofile');
const { generateMessageId } = require('@lingui/message-utils/generateMessageId');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const EXPLICIT_ID_FLAG = 'js-lingui-explicit-id';

module.exports = {
  process(source) {
    const messages = {};
    for (const item of PO.parse(source).items) {
      if (item.obsolete) continue;
      const explicit = item.extractedComments.includes(EXPLICIT_ID_FLAG);
      const id = explicit ? item.msgid : generateMessageId(item.msgid, item.msgctxt);
      messages[id] = compileMessage(item.msgstr[0] || item.msgid);
    }
    return { code: `module.exports = { messages: ${JSON.stringify(messages)} };` };
  },
};
