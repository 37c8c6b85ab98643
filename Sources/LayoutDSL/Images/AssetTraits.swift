import Foundation

/// What picks one variant of an asset catalog's image set, as UIKit's trait collection does on
/// iOS (Apple's Asset Catalog Format Reference, Image Set Type: `scale`, `idiom`, `appearances`
/// of luminosity and contrast, `locale`): the screen's scale, the device's idiom, the appearance
/// and the language.
public struct AssetTraits: Hashable, Sendable {
    public var displayScale: CGFloat
    public var colorScheme: ColorScheme
    public var colorSchemeContrast: ColorSchemeContrast
    public var idiom: UIUserInterfaceIdiom
    /// The language of the environment's locale (`fr` of `fr_CA`); localized variants of that
    /// language are picked, else the set's unlocalized ones.
    public var languageCode: String?

    public init(displayScale: CGFloat, colorScheme: ColorScheme = .light, colorSchemeContrast: ColorSchemeContrast = .standard,
                idiom: UIUserInterfaceIdiom = .phone, languageCode: String? = nil) {
        self.displayScale = displayScale
        self.colorScheme = colorScheme
        self.colorSchemeContrast = colorSchemeContrast
        self.idiom = idiom
        self.languageCode = languageCode
    }

    /// The traits a view's environment gives: its display scale, colour scheme and contrast, the
    /// rendered device's idiom and the locale's language.
    public init(_ environment: EnvironmentValues) {
        self.init(displayScale: environment.displayScale, colorScheme: environment.colorScheme,
                  colorSchemeContrast: environment.colorSchemeContrast, idiom: environment.renderedDevice.device.userInterfaceIdiom,
                  languageCode: environment.locale.language.languageCode?.identifier)
    }
}
