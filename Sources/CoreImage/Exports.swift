// `import CoreImage` on Linux: Core Image's images, contexts and filters by Apple's names, so
// that code that filters images compiles. Its filters are not here (`CIFilter`). Apple's Core
// Image re-exports Core Graphics and Foundation.
@_exported import CoreGraphics
@_exported import _DarwinFoundation
