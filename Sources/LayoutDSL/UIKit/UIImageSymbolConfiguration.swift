/// UIKit's symbol image configuration (https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration):
/// the point size or text style, weight and scale a symbol image is drawn at. A symbol made with
/// one (`UIImage(systemName:withConfiguration:)`) draws at it in `Image(uiImage:)`, as on iOS,
/// whatever the view's font.
extension UIImage {
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        var fontWeight: Font.Weight? {
            switch self {
            case .unspecified: nil
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large

        var imageScale: Image.Scale? {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            case .default, .unspecified: nil
            }
        }
    }

    /// An image configuration (`UIImage.Configuration`); symbols read `SymbolConfiguration`.
    open class Configuration: @unchecked Sendable {
        init() {}
    }

    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        let values: Image.SymbolConfigurationValues

        init(_ values: Image.SymbolConfigurationValues) { self.values = values }

        public static let unspecified = SymbolConfiguration(Image.SymbolConfigurationValues())
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(Image.SymbolConfigurationValues(font: .system(size: pointSize, weight: weight.fontWeight ?? .regular),
                                                      weight: weight.fontWeight, scale: scale.imageScale))
        }
        public convenience init(weight: SymbolWeight) { self.init(Image.SymbolConfigurationValues(weight: weight.fontWeight)) }
        public convenience init(scale: SymbolScale) { self.init(Image.SymbolConfigurationValues(scale: scale.imageScale)) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(Image.SymbolConfigurationValues(font: .system(textStyle.style), scale: scale.imageScale))
        }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(Image.SymbolConfigurationValues(font: font.font, scale: scale.imageScale))
        }

        /// This configuration with what `other` sets over it (UIKit's `applying(_:)`).
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = other?.values else { return self }
            return SymbolConfiguration(Image.SymbolConfigurationValues(font: other.font ?? values.font,
                                                                       weight: other.weight ?? values.weight,
                                                                       scale: other.scale ?? values.scale))
        }
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        var image = Image(systemName: name)
        image.symbolConfiguration = (configuration as? SymbolConfiguration)?.values
        self.init(image: image)
    }

    /// The same symbol drawn with `configuration` over its own (UIKit's `withConfiguration(_:)`).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        applyingSymbolConfiguration(configuration as? SymbolConfiguration ?? .unspecified) ?? self
    }

    /// The symbol with `configuration` applied over its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard case .symbol = image.source else { return nil }
        var symbol = image
        let current = SymbolConfiguration(symbol.symbolConfiguration ?? Image.SymbolConfigurationValues())
        symbol.symbolConfiguration = current.applying(configuration).values
        return UIImage(image: symbol)
    }

    /// The symbol's configuration; nil for an image that is not a symbol.
    public var symbolConfiguration: SymbolConfiguration? {
        guard case .symbol = image.source else { return nil }
        return SymbolConfiguration(image.symbolConfiguration ?? Image.SymbolConfigurationValues())
    }
}
