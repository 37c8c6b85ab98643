import Foundation

/// An image filter by name (Apple's documentation of `CIFilter`). Of Core Image's built-in
/// filters, the ones here make their output (`CIFilter.builtIns`: the QR code generator, which
/// apps show a code with); `CIFilter(name:)` is nil for any other name, as Apple's is for a name
/// it does not know, and code that filters takes its no-filter path
/// (kean/Nuke@0ead44350d2737db384908569c012fe67c421e4d's processors throw their
/// `failedToCreateFilter` error).
open class CIFilter: NSObject, @unchecked Sendable {
    public let name: String
    private var values: [String: Any]
    private let builtIn: BuiltIn?

    init(builtIn: BuiltIn) {
        name = builtIn.name
        self.builtIn = builtIn
        values = builtIn.defaults
    }

    /// A filter of the app's own (a subclass that overrides `outputImage`), named by its class.
    public override init() {
        name = String(describing: Self.self)
        builtIn = nil
        values = [:]
    }

    public convenience init?(name: String) {
        guard let builtIn = Self.builtIns[name] else { return nil }
        self.init(builtIn: builtIn)
    }

    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The filter's input values by key (Apple's through key-value coding).
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }

    /// Sets every input to its default (Apple's `setDefaults()`), as a filter made by name has.
    open func setDefaults() { values = builtIn?.defaults ?? [:] }

    /// The names of the filter's inputs and outputs (Apple's `inputKeys`, `outputKeys`); a
    /// subclass's own are its to declare.
    open var inputKeys: [String] { builtIn?.inputKeys ?? [] }
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filtered image, made from the inputs as they are now; nil when an input it needs is
    /// missing or out of range, as Apple's.
    open var outputImage: CIImage? { builtIn?.output(values) }

    /// A filter Core Image has built in, as it is made here.
    struct BuiltIn: Sendable {
        let name: String
        let inputKeys: [String]
        nonisolated(unsafe) let defaults: [String: Any]
        let output: @Sendable ([String: Any]) -> CIImage?
    }

    /// The built-in filters made here, by name.
    static let builtIns: [String: BuiltIn] = [BuiltIn.qrCodeGenerator].reduce(into: [:]) { $0[$1.name] = $1 }
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
