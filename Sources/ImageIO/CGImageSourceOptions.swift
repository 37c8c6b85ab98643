import _DarwinFoundation

// The keys of an image source's options (iOS SDK, ImageIO's CGImageSource.h), with Apple's
// values. An image source here reads them all and needs none: it decodes once, when an image
// is asked for, and keeps nothing (`CGImageSource`).
public var kCGImageSourceTypeIdentifierHint: CFString { "kCGImageSourceTypeIdentifierHint" }
public var kCGImageSourceShouldCache: CFString { "kCGImageSourceShouldCache" }
public var kCGImageSourceShouldCacheImmediately: CFString { "kCGImageSourceShouldCacheImmediately" }
public var kCGImageSourceShouldAllowFloat: CFString { "kCGImageSourceShouldAllowFloat" }
public var kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString { "kCGImageSourceCreateThumbnailFromImageIfAbsent" }
public var kCGImageSourceCreateThumbnailFromImageAlways: CFString { "kCGImageSourceCreateThumbnailFromImageAlways" }
public var kCGImageSourceThumbnailMaxPixelSize: CFString { "kCGImageSourceThumbnailMaxPixelSize" }
public var kCGImageSourceCreateThumbnailWithTransform: CFString { "kCGImageSourceCreateThumbnailWithTransform" }
public var kCGImageSourceSubsampleFactor: CFString { "kCGImageSourceSubsampleFactor" }
