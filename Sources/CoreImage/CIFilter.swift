import Foundation

/// An image filter by name (Apple's documentation of `CIFilter`). Core Image's filters are not
/// here: `CIFilter(name:)` is nil for every name, as Apple's is for a name it does not know, and
/// code that filters takes its no-filter path (kean/Nuke@0ead44350d2737db384908569c012fe67c421e4d's
/// processors throw their `failedToCreateFilter` error).
open class CIFilter: NSObject, @unchecked Sendable {
    public let name: String
    private var values: [String: Any] = [:]

    init(filterName: String) { name = filterName }

    public convenience init?(name: String) { return nil }
    public convenience init?(name: String, parameters params: [String: Any]?) { return nil }

    /// The filter's input values by key (Apple's through key-value coding).
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }

    /// The filtered image: none, as no filter is applied here.
    open var outputImage: CIImage? { nil }
}

// The keys of filters' inputs (Apple's CIFilter.h), with Apple's values.
public var kCIInputImageKey: String { "inputImage" }
public var kCIInputRadiusKey: String { "inputRadius" }
public var kCIInputIntensityKey: String { "inputIntensity" }
public var kCIInputColorKey: String { "inputColor" }
public var kCIInputScaleKey: String { "inputScale" }
public var kCIOutputImageKey: String { "outputImage" }
