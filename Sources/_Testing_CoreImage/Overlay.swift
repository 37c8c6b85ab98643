// Swift Testing declares a cross-import overlay for CoreImage (Testing.swiftcrossimport/
// CoreImage.swiftoverlay): a file that imports both Testing and a module named CoreImage makes the
// compiler import `_Testing_CoreImage`, which on Apple platforms adds attachments of `CIImage`s.
// The toolchain for Linux does not ship it, so this package's `CoreImage` brings an empty one, as
// its `CoreGraphics` brings `_Testing_CoreGraphics`.
