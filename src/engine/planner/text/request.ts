/** The words a prompt opens with to ask for a drawing ("please draw me a diagram of …"): no part of what it describes. */
export const REQUEST_OPENER = /^(?:please\s+)?(?:(?:generate|create|draw|design|make|build|show(?: me)?|give me|i need|i want|sketch|produce|diagram)\s+)+(?:me\s+)?(?:an?\s+|the\s+)?(?:(?:architecture\s+)?diagram\s+(?:of|for)\s+(?:an?\s+|the\s+)?)?/i;
