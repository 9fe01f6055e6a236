export const roleDialogId = (roleId: string) => `role-dialog-${roleId}`;
