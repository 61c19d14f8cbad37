// A card tile's own actions, without opening its details: Open, Move…, Copy…, Copy link and
// Archive (a viewer gets Open and Copy link). The board's one menu button (useMenuButton), shown
// on hover or focus with a pointer, always on touch (CardTile.styles.ts).
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch } from '../../app/hooks';
import { MenuAnchor, MenuPopup } from '../../components/Menu/Menu.styles';
import { useMenuButton } from '../../components/Menu/useMenuButton';
import { cardPath } from '../../config/routes';
import { copyText } from '../../services/clipboard';
import { absoluteUrl } from '../../services/navigation';
import { modalOpened } from '../modal';
import { noticeShown } from '../notices';
import { cardUpdateRequested } from './cardRequests';

export const CardTileMenu = memo(function CardTileMenu({
  boardId,
  cardId,
  title,
  canEdit,
}: {
  boardId: string;
  cardId: string;
  title: string;
  canEdit: boolean;
}) {
  const dispatch = useAppDispatch();
  const { open, close, wrapRef, triggerProps, menuProps } = useMenuButton();
  const { t } = useLingui();

  const item = (label: string, act: () => void) => (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          close(false);
          act();
        }}
      >
        {label}
      </button>
    </li>
  );
  const opens = (modal: 'cardDetails' | 'moveCard' | 'copyCard') => () =>
    dispatch(modalOpened(modal, cardId));
  // Called in the click itself: browsers let a page copy only during a gesture. Refused, the
  // details show the address to copy by hand.
  const copyLink = async () => {
    const copied = await copyText(absoluteUrl(cardPath(boardId, cardId)), null);
    if (copied) dispatch(noticeShown({ tone: 'info', text: t`Link copied.` }));
    else dispatch(modalOpened('cardDetails', cardId));
  };

  return (
    <MenuAnchor ref={wrapRef} className="card-menu-anchor">
      <button {...triggerProps} className="card-menu" aria-label={t`Card actions for ${title}`}>
        <span aria-hidden="true">⋯</span>
      </button>
      {/* In a portal: a tile skips painting what is outside it (content-visibility), and the
          list scrolls, so a popup inside it would be cut off. */}
      {open &&
        createPortal(
          <MenuPopup {...menuProps} aria-label={t`Actions for ${title}`}>
            {item(t`Open`, opens('cardDetails'))}
            {canEdit && item(t`Move…`, opens('moveCard'))}
            {canEdit && item(t`Copy…`, opens('copyCard'))}
            {item(t`Copy link`, () => void copyLink())}
            {canEdit &&
              item(t`Archive`, () =>
                dispatch(cardUpdateRequested({ cardId, patch: { archived: true } })),
              )}
          </MenuPopup>,
          document.body,
        )}
    </MenuAnchor>
  );
});
