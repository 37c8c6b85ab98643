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

// The keys of filters' inputs and output (Apple's CIFilter.h), with Apple's values: each is its
// name's "input" key, as `CIFilter`'s attributes list them.
public var kCIInputImageKey: String { "inputImage" }
public var kCIInputBackgroundImageKey: String { "inputBackgroundImage" }
public var kCIInputMaskImageKey: String { "inputMaskImage" }
public var kCIInputTargetImageKey: String { "inputTargetImage" }
public var kCIInputRadiusKey: String { "inputRadius" }
public var kCIInputIntensityKey: String { "inputIntensity" }
public var kCIInputColorKey: String { "inputColor" }
public var kCIInputScaleKey: String { "inputScale" }
public var kCIInputSaturationKey: String { "inputSaturation" }
public var kCIInputContrastKey: String { "inputContrast" }
public var kCIInputBrightnessKey: String { "inputBrightness" }
public var kCIInputAngleKey: String { "inputAngle" }
public var kCIInputCenterKey: String { "inputCenter" }
public var kCIInputEVKey: String { "inputEV" }
public var kCIInputSharpnessKey: String { "inputSharpness" }
public var kCIInputWidthKey: String { "inputWidth" }
public var kCIInputAmountKey: String { "inputAmount" }
public var kCIInputTimeKey: String { "inputTime" }
public var kCIInputTransformKey: String { "inputTransform" }
public var kCIInputAspectRatioKey: String { "inputAspectRatio" }
public var kCIInputExtentKey: String { "inputExtent" }
public var kCIInputVersionKey: String { "inputVersion" }
public var kCIInputDepthImageKey: String { "inputDepthImage" }
public var kCIInputDisparityImageKey: String { "inputDisparityImage" }
public var kCIInputWeightsKey: String { "inputWeights" }
public var kCIInputGradientImageKey: String { "inputGradientImage" }
public var kCIInputMatteImageKey: String { "inputMatteImage" }
public var kCIInputShadingImageKey: String { "inputShadingImage" }
public var kCIInputRefractionKey: String { "inputRefraction" }
public var kCIInputBiasKey: String { "inputBias" }
public var kCIOutputImageKey: String { "outputImage" }
