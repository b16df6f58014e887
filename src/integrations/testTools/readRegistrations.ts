/** One bank link the sandbox test tool knows (document 2, "Test tool registration"). */
export interface Registration {
  customerId: string;
  institutionId: string;
  itemId: string;
}

// The registration list as rows, skipping anything that is not a complete registration.
export function readRegistrations(body: unknown): Registration[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item: unknown) => {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const { customerId, institutionId, itemId } = row;
    return typeof customerId === 'string' && typeof institutionId === 'string' && typeof itemId === 'string'
      ? [{ customerId, institutionId, itemId }]
      : [];
  });
}
