// Placeholder while the board page is being built.
export function BoardPage() {
  return <main data-testid="board" />;
}
