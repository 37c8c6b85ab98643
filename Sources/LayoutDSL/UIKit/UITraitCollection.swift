/// The traits of a UIKit environment (`UITraitCollection`): interface style, size classes, text
/// size, layout direction, contrast, legibility, display scale and idiom, and the traits an app
/// defines (`UITraitDefinition`), read by subscript. A collection does not change once made, as
/// in UIKit: it is made with one trait (`init(userInterfaceStyle:)`…), by layering collections
/// (`init(traitsFrom:)`: each trait is the last one specified) or by mutations
/// (`init(mutations:)`, `modifyingTraits(_:)`); what is not set is unspecified, or the trait's
/// default. Snapshot strategies take their traits as one (LayoutSnapshotTesting). Two
/// collections are equal when their traits are, an app's traits compared by their values'
/// descriptions (their type is any type).
public final class UITraitCollection: Hashable, @unchecked Sendable {
    public private(set) var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    public private(set) var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    public private(set) var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    public private(set) var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    public private(set) var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    public private(set) var accessibilityContrast = UIAccessibilityContrast.unspecified
    public private(set) var legibilityWeight = UILegibilityWeight.unspecified
    /// Pixels per point; 0 is unspecified, as in UIKit.
    public private(set) var displayScale: CGFloat = 0
    public private(set) var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    private convenience init(changing change: (MutableTraitCollection) -> Void) {
        let traits = MutableTraitCollection(copying: UITraitCollection())
        change(traits)
        self.init(copying: traits)
    }

    private init(copying traits: some UITraitValues) {
        userInterfaceStyle = traits.userInterfaceStyle
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        accessibilityContrast = traits.accessibilityContrast
        legibilityWeight = traits.legibilityWeight
        displayScale = traits.displayScale
        userInterfaceIdiom = traits.userInterfaceIdiom
        custom = traits.customTraits
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(changing: { $0.userInterfaceStyle = userInterfaceStyle })
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(changing: { $0.preferredContentSizeCategory = preferredContentSizeCategory })
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(changing: { $0.layoutDirection = layoutDirection })
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(changing: { $0.horizontalSizeClass = horizontalSizeClass })
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(changing: { $0.verticalSizeClass = verticalSizeClass })
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(changing: { $0.accessibilityContrast = accessibilityContrast })
    }
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(changing: { $0.legibilityWeight = legibilityWeight })
    }
    public convenience init(displayScale: CGFloat) {
        self.init(changing: { $0.displayScale = displayScale })
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(changing: { $0.userInterfaceIdiom = userInterfaceIdiom })
    }

    /// The collections layered in order: each trait is the last specified one.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(changing: { traits in
            func last<T: Equatable>(_ trait: KeyPath<UITraitCollection, T>, unspecified: T) -> T {
                collections.last { $0[keyPath: trait] != unspecified }?[keyPath: trait] ?? unspecified
            }
            traits.userInterfaceStyle = last(\.userInterfaceStyle, unspecified: .unspecified)
            traits.preferredContentSizeCategory = last(\.preferredContentSizeCategory, unspecified: .unspecified)
            traits.layoutDirection = last(\.layoutDirection, unspecified: .unspecified)
            traits.horizontalSizeClass = last(\.horizontalSizeClass, unspecified: .unspecified)
            traits.verticalSizeClass = last(\.verticalSizeClass, unspecified: .unspecified)
            traits.accessibilityContrast = last(\.accessibilityContrast, unspecified: .unspecified)
            traits.legibilityWeight = last(\.legibilityWeight, unspecified: .unspecified)
            traits.displayScale = last(\.displayScale, unspecified: 0)
            traits.userInterfaceIdiom = last(\.userInterfaceIdiom, unspecified: .unspecified)
            traits.customTraits = collections.reduce(into: [:]) { $0.merge($1.custom) { _, later in later } }
        })
    }

    /// A collection of the traits `mutations` sets (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(changing: { traits in
            var mutable: any UIMutableTraits = traits
            mutations(&mutable)
        })
    }

    /// A copy with `mutations` applied (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        let traits = MutableTraitCollection(copying: self)
        var mutable: any UIMutableTraits = traits
        mutations(&mutable)
        return UITraitCollection(copying: traits)
    }

    /// The value of an app's trait: its default unless set.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        custom[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue
    }

    private var comparable: [String] {
        ["\(userInterfaceStyle)", "\(horizontalSizeClass)", "\(verticalSizeClass)", preferredContentSizeCategory.rawValue,
         "\(layoutDirection)", "\(accessibilityContrast)", "\(legibilityWeight)", "\(displayScale)", "\(userInterfaceIdiom)"]
            + custom.map { "\($0.key.hashValue)=\(String(reflecting: $0.value))" }.sorted()
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.comparable == rhs.comparable }
    public func hash(into hasher: inout Hasher) { hasher.combine(comparable) }
}

extension UITraitCollection: UITraitValues {
    var customTraits: [ObjectIdentifier: Any] { custom }
}

/// The traits of a collection, read to copy them.
protocol UITraitValues {
    var userInterfaceStyle: UIUserInterfaceStyle { get }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get }
    var verticalSizeClass: UIUserInterfaceSizeClass { get }
    var preferredContentSizeCategory: UIContentSizeCategory { get }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get }
    var accessibilityContrast: UIAccessibilityContrast { get }
    var legibilityWeight: UILegibilityWeight { get }
    var displayScale: CGFloat { get }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get }
    var customTraits: [ObjectIdentifier: Any] { get }
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

/// The traits a collection is being made of.
final class MutableTraitCollection: UIMutableTraits, UITraitValues {
    var userInterfaceStyle: UIUserInterfaceStyle
    var horizontalSizeClass: UIUserInterfaceSizeClass
    var verticalSizeClass: UIUserInterfaceSizeClass
    var preferredContentSizeCategory: UIContentSizeCategory
    var layoutDirection: UITraitEnvironmentLayoutDirection
    var accessibilityContrast: UIAccessibilityContrast
    var legibilityWeight: UILegibilityWeight
    var displayScale: CGFloat
    var userInterfaceIdiom: UIUserInterfaceIdiom
    var customTraits: [ObjectIdentifier: Any]

    init(copying traits: UITraitCollection) {
        userInterfaceStyle = traits.userInterfaceStyle
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        accessibilityContrast = traits.accessibilityContrast
        legibilityWeight = traits.legibilityWeight
        displayScale = traits.displayScale
        userInterfaceIdiom = traits.userInterfaceIdiom
        customTraits = traits.customTraits
    }

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { customTraits[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
        set { customTraits[ObjectIdentifier(trait)] = newValue }
    }
}
