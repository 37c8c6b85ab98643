/// The traits of a UIKit environment (`UITraitCollection`): interface style, size classes, text
/// size, layout direction, contrast, legibility, display scale and idiom, and the traits an app
/// defines (`UITraitDefinition`), read by subscript. Made with `init(mutations:)`, which hands a
/// `UIMutableTraits` to set them; what is not set has its unspecified or default value, as in
/// UIKit.
public final class UITraitCollection: UIMutableTraits, @unchecked Sendable {
    public var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    public var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    public var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    public var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    public var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    public var accessibilityContrast = UIAccessibilityContrast.unspecified
    public var legibilityWeight = UILegibilityWeight.unspecified
    public var displayScale: CGFloat = 0
    public var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init()
        var traits: any UIMutableTraits = self
        mutations(&traits)
    }

    /// A copy with `mutations` applied.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        let copy = UITraitCollection()
        copy.userInterfaceStyle = userInterfaceStyle
        copy.horizontalSizeClass = horizontalSizeClass
        copy.verticalSizeClass = verticalSizeClass
        copy.preferredContentSizeCategory = preferredContentSizeCategory
        copy.layoutDirection = layoutDirection
        copy.accessibilityContrast = accessibilityContrast
        copy.legibilityWeight = legibilityWeight
        copy.displayScale = displayScale
        copy.userInterfaceIdiom = userInterfaceIdiom
        copy.custom = custom
        var traits: any UIMutableTraits = copy
        mutations(&traits)
        return copy
    }

    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { custom[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
        set { custom[ObjectIdentifier(trait)] = newValue }
    }
}

/// Traits that can be set (UIKit's `UIMutableTraits`, iOS 17): what `UITraitCollection(mutations:)`
/// and `UITraitBridgedEnvironmentKey.write(to:value:)` are given.
public protocol UIMutableTraits: AnyObject {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}
