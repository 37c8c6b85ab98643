/// Which appearance an image or colour entry of a catalog is for, from its `appearances` list
/// (Asset Catalog Format Reference): a `luminosity` of `light` or `dark` (nil: any), and a
/// `contrast` of `high`.
public struct AssetAppearance: Hashable, Sendable {
    public enum Luminosity: Hashable, Sendable { case light, dark }

    public var luminosity: Luminosity?
    public var highContrast: Bool

    public init(luminosity: Luminosity?, highContrast: Bool) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    init(_ appearances: [[String: Any]]) {
        func has(_ kind: String, _ value: String) -> Bool {
            appearances.contains { $0["appearance"] as? String == kind && $0["value"] as? String == value }
        }
        self.init(luminosity: has("luminosity", "dark") ? .dark : has("luminosity", "light") ? .light : nil,
                  highContrast: has("contrast", "high"))
    }
}
