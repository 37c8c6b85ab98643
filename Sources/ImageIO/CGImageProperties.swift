import _DarwinFoundation

// The keys of an image's properties (iOS SDK, ImageIO's CGImageProperties.h), with Apple's
// values: those an image source here answers (`CGImageSourceCopyPropertiesAtIndex`).
public var kCGImagePropertyPixelWidth: CFString { "PixelWidth" }
public var kCGImagePropertyPixelHeight: CFString { "PixelHeight" }
public var kCGImagePropertyOrientation: CFString { "Orientation" }
public var kCGImagePropertyHasAlpha: CFString { "HasAlpha" }
public var kCGImagePropertyDepth: CFString { "Depth" }
public var kCGImagePropertyColorModel: CFString { "ColorModel" }
public var kCGImagePropertyGIFDictionary: CFString { "{GIF}" }
public var kCGImagePropertyGIFDelayTime: CFString { "DelayTime" }
public var kCGImagePropertyGIFUnclampedDelayTime: CFString { "UnclampedDelayTime" }
public var kCGImagePropertyGIFLoopCount: CFString { "LoopCount" }
