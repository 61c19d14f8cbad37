// The /dashboard screen: the person's boards as tiles, and the dialogs that change them.
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Main } from '../../components/Layout/Layout';
import { AuthErrorNotice } from '../auth';
import { selectBoardCount } from '../board';
import { NoticeStack } from '../notices';
import { selectUserRecordStatus } from '../user';
import { BoardFilter } from './BoardFilter';
import { BoardsSection } from './BoardsSection';
import { CreateBoardDialog } from './CreateBoardDialog';
import { DashboardHeader } from './DashboardHeader';
import { InvitationsSection, LeaveBoardDialog } from '../sharing';
import { DeleteBoardDialog } from './DeleteBoardDialog';
import { RenameBoardDialog } from './RenameBoardDialog';
import { CreateBoardButton } from './CreateBoardButton';
import { ImportButton, ImportDialog } from '../transfer';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;

  h1 {
    margin: 0 auto 0 0;
  }
`;

export function DashboardPage() {
  const ready = useAppSelector(selectUserRecordStatus) === 'ready';
  const hasBoards = useAppSelector(selectBoardCount) > 0;

  return (
    <>
      <DashboardHeader />
      <Main>
        <TitleRow>
          <h1>
            <Trans>Boards</Trans>
          </h1>
          {/* With no boards yet, the empty state offers its own "Create board". */}
          {ready && hasBoards && <BoardFilter />}
          {ready && <ImportButton />}
          {ready && hasBoards && <CreateBoardButton />}
        </TitleRow>
        <AuthErrorNotice />
        <InvitationsSection />
        <BoardsSection />
      </Main>
      <CreateBoardDialog />
      <RenameBoardDialog />
      <DeleteBoardDialog source="summaries" />
      <LeaveBoardDialog source="summaries" />
      <ImportDialog />
      <NoticeStack />
    </>
  );
}
