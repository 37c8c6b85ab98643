// `import ImageIO` on Linux: image sources and destinations over this package's `CGImage`, which
// decode and encode with the renderer's codecs (PNG, JPEG, HEIF). Apple's ImageIO re-exports
// Core Graphics and Core Foundation, whose bridged types are Foundation's here (`_DarwinFoundation`).
@_exported import CoreGraphics
@_exported import _DarwinFoundation
