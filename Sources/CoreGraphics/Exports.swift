// `import CoreGraphics` on Linux: Foundation's geometry and `_CoreGraphics`'s types (the ones
// SwiftUI re-exports too, so a file importing both sees each name once).
@_exported import _CoreGraphics
