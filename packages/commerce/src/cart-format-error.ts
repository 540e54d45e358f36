/** Malformed cart data: `field` is the path of the offending value ('entries[2].sku'). */
export class CartFormatError extends TypeError {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'CartFormatError';
    this.field = field;
  }
}
