// @tessera/blocks: the public exports of the content blocks (issue 15). Each block's module is
// an entry of its own (see package.json); this index holds the pure cores and constants.
export {};
