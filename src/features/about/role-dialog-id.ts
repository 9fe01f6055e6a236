/** The element id of a role's dialog, which its card's button names. */
export const roleDialogId = (roleId: string) => `role-dialog-${roleId}`;
