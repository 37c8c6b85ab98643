import _DarwinFoundation

// The keys of an image destination's options (iOS SDK, ImageIO's CGImageDestination.h), with
// Apple's values.
public var kCGImageDestinationLossyCompressionQuality: CFString { "kCGImageDestinationLossyCompressionQuality" }
public var kCGImageDestinationBackgroundColor: CFString { "kCGImageDestinationBackgroundColor" }
