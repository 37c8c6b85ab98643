// Swift Testing declares a cross-import overlay for CoreGraphics (Testing.swiftcrossimport/
// CoreGraphics.swiftoverlay): a file that imports both Testing and a module named CoreGraphics
// makes the compiler import `_Testing_CoreGraphics`, which on Apple platforms adds attachments
// of `CGImage`s. The toolchain for Linux does not ship it, so this package's `CoreGraphics`
// brings an empty one: a test file that imports CoreGraphics, as shared iOS tests do, compiles.
